import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.js'
import { SIMULATOR_INTERVAL_MS, type Simulator } from './simulator.js'

/**
 * The simulator's timer (non-production, unless SIMULATOR=off). Order expiry and auto-confirm are durable
 * jobs (modules/jobs), not timers.
 * `stop` clears them and waits for a run in progress, so the database is not closed under it.
 */
export function createOrderTimers(
  m: { simulator: Simulator | null },
  config: Pick<Config, 'simulatorTimer'>,
  log: FastifyBaseLogger
) {
  const timers: NodeJS.Timeout[] = []
  const running = new Set<Promise<unknown>>()
  const every = (ms: number, what: string, fn: () => Promise<unknown>) => {
    let busy = false
    const t = setInterval(() => {
      if (busy) return
      busy = true
      const run = fn()
        .catch((err: unknown) => log.warn({ err }, `${what} failed`))
        .finally(() => {
          busy = false
          running.delete(run)
        })
      running.add(run)
    }, ms)
    t.unref()
    timers.push(t)
  }
  return {
    start() {
      const sim = m.simulator
      if (sim && config.simulatorTimer) every(SIMULATOR_INTERVAL_MS, 'order simulator', () => sim.tick())
    },
    async stop() {
      for (const t of timers) clearInterval(t)
      timers.length = 0
      await Promise.all([...running])
    }
  }
}
