import { MAX_VOUCHERS_PER_ORDER, refundFlags, type UsageRules } from '@lotus/contract/group'
import { macauDayEndOf } from '@lotus/contract/macau-time'
import { macauDate } from '../../../clock.js'
import { AppError, ErrorCode, notFound } from '../../../errors.js'
import { issueCodes } from '../codes.js'
import { VOUCHER_EXPIRE_JOB, type Placed, type GroupContext, hashOf, placed, reload } from './shared.js'
import { insertOrder } from './place.js'

/**
 * Buys `count` of a published deal: one order, `count` codes (shown once paid) and, when the deal promises
 * 過期自動退, the expiry refund job. The order keeps the deal's rules and price as they are now: a later edit of
 * the deal never changes a voucher bought.
 */
export const buyVoucher =
  (ctx: GroupContext) =>
  async (userId: number, input: { clientKey: string; dealId: number; count: number }): Promise<Placed> => {
    const { db, clock, jobs } = ctx
    return db.tx(async (t) => {
      const d = await t.one<{
        id: number
        merchant_id: number
        title: string
        price: number
        rules: UsageRules
      }>('SELECT id, merchant_id, title, price, rules FROM group_deals WHERE id = $1 AND published', [
        input.dealId
      ])
      if (!d) throw notFound('找不到團購')
      const limit = d.rules.perPersonLimit > 0 ? d.rules.perPersonLimit : MAX_VOUCHERS_PER_ORDER
      if (input.count > limit) throw new AppError(ErrorCode.LIMIT_EXCEEDED, `每人限購 ${limit} 張`)
      const now = clock.now()
      if (macauDate(now) > d.rules.validTo) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, '團購已過期')
      const o = await insertOrder(
        t,
        userId,
        {
          clientKey: input.clientKey,
          hash: hashOf({ k: 'voucher', d: input.dealId, n: input.count }),
          mchId: d.merchant_id,
          fulfilment: 'voucher',
          total: d.price * input.count,
          items: [{ refId: d.id, name: d.title, count: input.count, unitPrice: d.price }]
        },
        now
      )
      if (o.fresh) {
        await t.query('INSERT INTO group_order_deals (order_id, deal_id, rules) VALUES ($1, $2, $3)', [
          o.id,
          d.id,
          JSON.stringify(d.rules)
        ])
        await issueCodes(
          t,
          { id: o.id, mchId: d.merchant_id },
          Array.from({ length: input.count }, () => ({ label: d.title, price: d.price }))
        )
        await t.query('UPDATE group_deals SET sold = sold + $2 WHERE id = $1', [d.id, input.count])
        if (refundFlags(d.rules).expiry)
          await jobs.enqueue(t, {
            kind: VOUCHER_EXPIRE_JOB,
            runAt: macauDayEndOf(d.rules.validTo),
            payload: { orderId: o.id },
            key: String(o.id)
          })
      }
      return placed(await reload(t, o.id))
    })
  }
