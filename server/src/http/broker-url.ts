import type { FastifyRequest } from 'fastify'
import { MQTT_PATH } from '../mqtt/broker.js'

/** ws(s)://<the host the app called>/mqtt, unless MQTT_PUBLIC_URL says otherwise. */
export function brokerUrl(req: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl
  const forwarded = req.headers['x-forwarded-proto']
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? req.protocol
  return `${proto === 'https' ? 'wss' : 'ws'}://${req.headers.host ?? 'localhost'}${MQTT_PATH}`
}
