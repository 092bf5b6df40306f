import { ConfigError } from '../config.js'

/**
 * MQTT settings (read here rather than in config.ts: only the broker wiring uses them).
 * - MQTT_PUBLIC_URL: what mqttAuthInfo answers as `host` (default ws(s)://<request host>/mqtt).
 *
 * The broker is always the in-process aedes on `/mqtt`; several processes share publications through
 * Redis (REDIS_URL). An external broker (`MQTT_URL`) is not supported: it would need the credential and
 * membership checks and the removal/logout kicks wired into that broker, which was never tested against
 * a real one, so a set MQTT_URL stops the start instead of running with rules nobody enforces.
 */
export interface MqttConfig {
  publicUrl: string | undefined
}

export function loadMqttConfig(env: NodeJS.ProcessEnv = process.env): MqttConfig {
  if (env.MQTT_URL) {
    throw new ConfigError(
      'MQTT_URL（外部 MQTT broker）不受支援：請移除，多個進程請設定 REDIS_URL（見 docs/deploy.md）'
    )
  }
  return { publicUrl: env.MQTT_PUBLIC_URL || undefined }
}
