import type { Clock } from '../../clock.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/db.js'
import type { PointsService } from '../points/points-service.js'
import type { WalletService } from '../wallet/wallet-service.js'
import { createBankCards } from './bank-cards.js'
import { createCouponEntries } from './coupon-entries.js'
import { createHelpCoupons } from './help-coupon.js'
import { createHoneyExchange } from './honey-exchange.js'
import { createShopCards } from './shop-cards.js'
import type { OrderLifecycle } from '../order/move.js'
import { createRiderTips } from './tips.js'

/** The money side of the account centre (issue 12), built once from services.ts. */
export function createMoneyServices(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'production'>
  points: PointsService
  wallet: WalletService
  lifecycle: OrderLifecycle
}) {
  const { db, clock } = deps
  return {
    honeyExchange: createHoneyExchange({ db, clock, points: deps.points }),
    couponEntries: createCouponEntries({ db, clock }),
    helpCoupons: createHelpCoupons({ db, clock }),
    bankCards: createBankCards({ db, clock, config: deps.config }),
    riderTips: createRiderTips({ db, clock, wallet: deps.wallet }),
    shopCards: createShopCards({
      db,
      clock,
      config: deps.config,
      wallet: deps.wallet,
      lifecycle: deps.lifecycle
    })
  }
}
