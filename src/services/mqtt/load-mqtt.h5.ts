import type { MqttConnect } from './group-cart-client'

type MqttModule = { connect: MqttConnect }

/**
 * h5: mqtt.js (105 KB gzip) is a chunk of its own, fetched once an order page has opened its live news: it never
 * enters the first load, and the order page draws before it arrives. The bundler hands a CommonJS build over as
 * `default` when imported dynamically, an ES build as named exports: take whichever holds `connect`.
 */
export const loadMqtt = (): Promise<MqttConnect> =>
  import('mqtt').then((m: unknown) => {
    const mod = m as Partial<MqttModule> & { default?: MqttModule }
    const lib = typeof mod.connect === 'function' ? (mod as MqttModule) : mod.default
    if (!lib || typeof lib.connect !== 'function') throw new Error('mqtt.js did not load')
    return (url, opts) => lib.connect(url, opts)
  })
