import type { Clock } from '../../clock.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/db.js'
import { createPaymentService } from '../payment/payment-service.js'
import { createRefundService } from '../refund/refund-service.js'
import type { SmsService } from '../sms/sms-service.js'
import { createPayPasswordHasher } from '../wallet/pay-password.js'
import { createWalletService } from '../wallet/wallet-service.js'
import { createOrderLifecycle } from './move.js'
import { createOrderService } from './order-service.js'
import type { AgeGate } from '../identity/age-gate.js'

/** Orders, payment, wallet and refunds (the verticals that act on orders are built in services.ts). */
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
    refunds
  }
}

export type OrderModules = ReturnType<typeof createOrderModules>
