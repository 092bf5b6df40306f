import { USAGE_REFUSAL_TEXT, usageRefusal, type UsageRules } from '@lotus/contract/group'
import type { OrderActor } from '@lotus/contract/order-actor'
import { toSeconds } from '../../../clock.js'
import type { Db } from '../../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../../errors.js'
import { amendOrder } from '../../order/amend.js'
import { redeemCode } from '../codes.js'
import { lockGroupOrder, type CodeRow, type GroupContext } from './shared.js'
import { settle } from './settle.js'

/**
 * The merchant's counter redeems a code once; another merchant's code answers as missing. `opts.actor` is the
 * member of staff at the counter; `opts.within` runs in the same transaction (the console's audit entry).
 */
export const redeem =
  (ctx: GroupContext) =>
  async (
    merchantId: number,
    code: string,
    opts: {
      actor?: OrderActor
      within?: (t: Db, r: { code: string; label: string; orderNo: string; usedAt: number }) => Promise<void>
    } = {}
  ) => {
    const { db, clock, move } = ctx
    const c = await db.one<CodeRow>('SELECT * FROM group_codes WHERE code = $1 AND merchant_id = $2', [
      code,
      merchantId
    ])
    if (!c) throw notFound('找不到券碼')
    return db.tx(async (t) => {
      const o = await lockGroupOrder(t, null, c.order_id)
      if (o.status === 'unpaid' || o.status === 'cancelled') throw notFound('找不到券碼')
      const now = clock.now()
      const rules = await t.one<{ rules: UsageRules }>(
        'SELECT rules FROM group_order_deals WHERE order_id = $1',
        [o.id]
      )
      const refusal = rules ? usageRefusal(rules.rules, now) : null
      const cur = await t.one<CodeRow>('SELECT * FROM group_codes WHERE id = $1', [c.id])
      // A used, refunded or expired code is refused by the code machine before the usage rules.
      if (cur?.state !== 'unused') await redeemCode(t, { id: c.id, state: cur?.state ?? 'refunded' }, now)
      if (refusal) throw new AppError(ErrorCode.ORDER_STATE, USAGE_REFUSAL_TEXT[refusal])
      await redeemCode(t, { id: c.id, state: 'unused' }, now)
      const counter: OrderActor = opts.actor ?? { type: 'merchant', id: merchantId }
      await amendOrder(
        t,
        o,
        {},
        { title: '券碼已核銷', titleKey: 'codeRedeemed', note: c.label },
        counter,
        now
      )
      await settle(move, t, o.id, now, counter)
      const done = { code: c.code, label: c.label, orderNo: o.order_no, usedAt: toSeconds(now) }
      if (opts.within) await opts.within(t, done)
      return done
    })
  }
