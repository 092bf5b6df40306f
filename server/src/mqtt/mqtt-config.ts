/**
 * MQTT settings (read here rather than in config.ts: only the broker wiring uses them).
 * - MQTT_URL: an external broker (mqtt://, mqtts://, ws(s)://) the server publishes to instead of the in-process
 *   aedes; it must enforce the same rules (docs/api.md "MQTT": auth and ACL hooks at /api/mqtt/auth, /api/mqtt/acl).
 * - MQTT_USERNAME / MQTT_PASSWORD: the server's own login at that broker (must be allowed to publish spell/#).
 * - MQTT_PUBLIC_URL: what mqttAuthInfo answers as `host` (default ws(s)://<request host>/mqtt).
 * - MQTT_HOOK_SECRET: shared secret the external broker sends in `x-mqtt-hook-secret` to the hooks (required
 *   for the hooks to answer anything but deny).
 */
export interface MqttConfig {
  url: string | undefined
  username: string | undefined
  password: string | undefined
  publicUrl: string | undefined
  hookSecret: string | undefined
}

export function loadMqttConfig(env: NodeJS.ProcessEnv = process.env): MqttConfig {
  return {
    url: env.MQTT_URL || undefined,
    username: env.MQTT_USERNAME || undefined,
    password: env.MQTT_PASSWORD || undefined,
    publicUrl: env.MQTT_PUBLIC_URL || undefined,
    hookSecret: env.MQTT_HOOK_SECRET || undefined
  }
}
