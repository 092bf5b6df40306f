import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../context.js'
import { defineRoute } from '../route.js'

const AuthBody = z.looseObject({
  username: z.string().max(128).optional(),
  password: z.string().max(256).optional()
})
const AclBody = z.looseObject({
  username: z.string().max(128),
  topic: z.string().max(256),
  action: z.enum(['publish', 'subscribe'])
})

function secretMatches(sent: string | string[] | undefined, secret: string | undefined): boolean {
  if (!secret || typeof sent !== 'string') return false
  const a = Buffer.from(sent)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Hooks for an external broker (MQTT_URL), in the shape of EMQX's HTTP authentication / authorization
 * (`{"result": "allow" | "deny"}`). The broker sends `x-mqtt-hook-secret: $MQTT_HOOK_SECRET`; without a configured
 * secret every answer is deny. Same rules as the in-process broker: issued credentials only; subscribe only to
 * `spell/<tid>` of an active membership; clients never publish.
 */
export function registerMqttHookRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: { hookSecret: string | undefined }
): void {
  const { authenticate, canSubscribe } = ctx.services.mqttAccess

  defineRoute(app, {
    method: 'POST',
    url: '/mqtt/auth',
    summary: 'External broker: check a client login (EMQX HTTP auth shape)',
    tags: ['mqtt'],
    consumes: ['application/json'],
    signed: false,
    body: AuthBody,
    handler: async ({ body, req, reply }) => {
      const ok =
        secretMatches(req.headers['x-mqtt-hook-secret'], opts.hookSecret) &&
        (await authenticate(
          body.username,
          body.password === undefined ? undefined : Buffer.from(body.password)
        ))
      return reply.send({ result: ok ? 'allow' : 'deny' })
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/mqtt/acl',
    summary: 'External broker: check a publish or subscribe (EMQX HTTP authorization shape)',
    tags: ['mqtt'],
    consumes: ['application/json'],
    signed: false,
    body: AclBody,
    handler: async ({ body, req, reply }) => {
      let ok = false
      if (secretMatches(req.headers['x-mqtt-hook-secret'], opts.hookSecret) && body.action === 'subscribe') {
        const row = await ctx.db.one<{ user_id: number }>(
          'SELECT user_id FROM mqtt_credentials WHERE username = $1',
          [body.username]
        )
        ok =
          row !== undefined &&
          (await canSubscribe({ userId: row.user_id, username: body.username }, body.topic))
      }
      return reply.send({ result: ok ? 'allow' : 'deny' })
    }
  })
}
