import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config.js'
import { loadMqttConfig } from './mqtt-config.js'

describe('MQTT settings', () => {
  it('refuses an external broker (MQTT_URL is not supported) instead of running without its rules', () => {
    expect(() => loadMqttConfig({ MQTT_URL: 'mqtt://127.0.0.1:1883' })).toThrow(ConfigError)
    expect(() => loadMqttConfig({ MQTT_URL: 'mqtt://127.0.0.1:1883' })).toThrow(/REDIS_URL/)
  })

  it('answers the public broker address when given', () => {
    expect(loadMqttConfig({})).toEqual({ publicUrl: undefined })
    expect(loadMqttConfig({ MQTT_PUBLIC_URL: 'wss://lotus.mo/mqtt' })).toEqual({
      publicUrl: 'wss://lotus.mo/mqtt'
    })
  })
})
