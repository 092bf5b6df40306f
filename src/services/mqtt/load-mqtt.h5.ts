import type { MqttConnect } from './group-cart-client'

/**
 * h5: mqtt.js (105 KB gzip) is a chunk of its own, fetched once an order page has opened its live news: it never
 * enters the first load, and the order page draws before it arrives.
 */
export const loadMqtt = (): Promise<MqttConnect> =>
  import('mqtt').then((m) => (url, opts) => m.connect(url, opts))
