import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../clock.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/db.js'
import { createEvaluationService } from '../evaluation/evaluation-service.js'
import { createPaymentService } from '../payment/payment-service.js'
import { createRefundService } from '../refund/refund-service.js'
import { createSimulator, SIMULATOR_INTERVAL_MS } from '../simulator/simulator.js'
import type { SmsService } from '../sms/sms-service.js'
import { createPayPasswordHasher } from '../wallet/pay-password.js'
import { createWalletService } from '../wallet/wallet-service.js'
import { createOrderLifecycle } from './move.js'
import { createOrderService } from './order-service.js'
import type { AgeGate } from '../general/age-gate.js'

/** Orders, payment, wallet, refunds, evaluations and (outside production) the simulator. */
export function createOrderModules(deps: {
  db: Db
  clock: Clock
  config: Config
  sms: SmsService
  /** The 18+ rule for alcohol (issue 11); default: declared birth dates only. */
  ageGate?: AgeGate
}) {
  const { db, clock, config } = deps
  const wallet = createWalletService({
    db,
    clock,
    sms: deps.sms,
    hasher: createPayPasswordHasher(config.payPepper)
  })
  // The one mover of orders; verticals register what happens at payment, cancel, expiry and refund.
  const lifecycle = createOrderLifecycle()
  const refunds = createRefundService({ db, clock, lifecycle })
  return {
    lifecycle,
    orders: createOrderService({
      db,
      clock,
      lifecycle,
      ...(deps.ageGate ? { ageGate: deps.ageGate } : {})
    }),
    wallet,
    payments: createPaymentService({ db, clock, config, wallet, lifecycle }),
    refunds,
    evaluations: createEvaluationService({ db, clock }),
    simulator: config.production ? null : createSimulator({ db, clock, refunds, lifecycle })
  }
}

export type OrderModules = ReturnType<typeof createOrderModules>

/**
 * The simulator's timer (non-production, unless SIMULATOR=off). Order expiry and auto-confirm are durable
 * jobs (modules/jobs), not timers.
 * `stop` clears them and waits for a run in progress, so the database is not closed under it.
 */
export function createOrderTimers(m: OrderModules, config: Config, log: FastifyBaseLogger) {
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
