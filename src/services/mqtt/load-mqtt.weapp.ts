import mqtt from 'mqtt'
import type { MqttConnect } from './group-cart-client'

/**
 * The mini-program loads no code later: mqtt.js comes with the subpackages whose pages import this
 * (optimizeMainPackage keeps it out of the main package; scripts/check-weapp.mjs checks).
 */
export const loadMqtt = (): Promise<MqttConnect> => Promise.resolve((url, opts) => mqtt.connect(url, opts))
