import { pino } from 'pino'
import { ConfigError, loadConfig, type Config } from './config.js'
import { loadMqttConfig } from './mqtt/mqtt-config.js'

const SHUTDOWN_TIMEOUT_MS = 15_000

function configOrExit(): Config {
  try {
    const config = loadConfig()
    loadMqttConfig() // refuses MQTT_URL (not supported)
    return config
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    process.stderr.write(`${err.message}\n`)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const config = configOrExit()
  // loaded only once the configuration is accepted: a refused start exits before compiling the whole server
  const { buildApp } = await import('./app.js')
  // The log is written behind the requests, not in them: a synchronous write to a pipe nobody drains (a stalled
  // log shipper) blocks the whole process once the pipe is full. Lines wait in memory and are written in order;
  // pino writes what is left when the process exits.
  const app = await buildApp({ config, logStream: pino.destination({ dest: 1, sync: false }) })
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // Requests in flight finish and MQTT clients are told to go; a stuck close still ends the process.
    setTimeout(() => {
      app.log.error('shutdown took too long')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      }
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  await app.listen({ port: config.port, host: config.host })
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  process.exit(1)
})
