import type { TipInfo } from '@lotus/contract/account-money'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import { lockOrder, orderNotFound, type OrderRow } from '../order/order-ops.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import type { WalletService } from '../wallet/wallet-service.js'
import { recordTitle } from '../../i18n/record-titles.js'

const TIPPABLE = new Set(['delivered', 'completed'])
const alreadyTipped = () => new AppError(ErrorCode.ALREADY_TIPPED, '此訂單已打賞過騎手')

/**
 * Rider tips (pagesA rider-reward): from the wallet after the pay password, once per delivered order, a wallet
 * ledger row of type tip in the same transaction as the tip row (the order's primary key makes it once).
 */
export function createRiderTips(deps: { db: Db; clock: Clock; wallet: WalletService }) {
  const { db, clock, wallet } = deps

  const canTip = (o: Pick<OrderRow, 'status' | 'rider'>) => TIPPABLE.has(o.status) && o.rider !== null

  async function info(userId: number, orderId: number): Promise<TipInfo> {
    const o = await db.one<OrderRow>('SELECT * FROM orders WHERE id = $1 AND user_id = $2', [orderId, userId])
    if (!o) throw orderNotFound()
    const [m, tip] = await Promise.all([
      db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [o.merchant_id]),
      db.one<{ amount: number }>('SELECT amount FROM rider_tips WHERE order_id = $1', [o.id])
    ])
    return {
      orderId: o.id,
      orderNo: o.order_no,
      merchantName: m?.name ?? '',
      rider: o.rider ? { name: o.rider.name } : null,
      canTip: canTip(o) && !tip,
      tipped: tip?.amount ?? null
    }
  }

  return {
    info,

    async tip(userId: number, orderId: number, amount: number, password: string): Promise<TipInfo> {
      // the order's own checks first, so a refused tip costs no password try
      const before = await info(userId, orderId)
      if (before.tipped !== null) throw alreadyTipped()
      if (!before.canTip) throw new AppError(ErrorCode.ORDER_STATE, '訂單送達後才可打賞騎手')
      await wallet.verifyPayPassword(userId, password)
      await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        if (!canTip(o)) throw new AppError(ErrorCode.ORDER_STATE, '訂單送達後才可打賞騎手')
        await wallet.assertNotLocked(t, userId)
        const now = clock.now()
        const ins = await t.query(
          `INSERT INTO rider_tips (order_id, user_id, amount, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (order_id) DO NOTHING`,
          [o.id, userId, amount, now]
        )
        if (ins.rowCount === 0) throw alreadyTipped()
        await moveMoney(t, {
          userId,
          amount: -amount,
          type: 'tip',
          ...(o.rider?.name.trim()
            ? recordTitle('tipRider', { name: o.rider.name.trimEnd() })
            : recordTitle('tipRiderUnnamed')),
          orderId: o.id,
          now
        })
      })
      return info(userId, orderId)
    }
  }
}

export type RiderTipService = ReturnType<typeof createRiderTips>
