import { settleWeight, type WeightPolicy } from '@lotus/contract/weight'
import { stepNote } from '@lotus/contract/server-words'
import { formatMop } from '@lotus/contract/money'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { amendOrder } from '../order/amend.js'
import { lockOrder } from '../order/order-ops.js'
import { returnMoney } from '../order/order-refund.js'

export interface WeighResult {
  orderId: number
  lines: Array<{
    goodsId: number
    estimatedGrams: number
    finalGrams: number
    charged: number
    finalAmount: number
    refund: number
    absorbed: number
  }>
  refund: number
  policy: WeightPolicy
}

/**
 * The store confirms the final weight of an order's by-weight lines (issue 11): each must be within ±10 % of
 * the estimate; the difference is settled by contract/weight.ts under the store's policy and any refund goes
 * back where the money came from, all in one transaction. Another store's order answers as missing.
 */
export function createWeighing(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return async function weigh(
    merchantId: number,
    orderId: number,
    lines: Array<{ goodsId: number; finalGrams: number }>,
    opts: { actor?: OrderActor; within?: (t: Db, r: WeighResult) => Promise<void> } = {}
  ): Promise<WeighResult> {
    return db.tx(async (t) => {
      const o = await lockOrder(t, null, orderId)
      if (o.merchant_id !== merchantId) throw notFound('找不到訂單')
      if (o.status !== 'paid' && o.status !== 'accepted') {
        throw new AppError(ErrorCode.ORDER_STATE, '只可在出貨前為已付款訂單稱重')
      }
      const store = await t.one<{ weight_policy: WeightPolicy }>(
        'SELECT weight_policy FROM general_stores WHERE merchant_id = $1',
        [merchantId]
      )
      if (!store) throw notFound('找不到訂單')
      const now = clock.now()
      const out: WeighResult['lines'] = []
      const seen = new Set<number>()
      for (const l of lines) {
        if (seen.has(l.goodsId)) throw validation('同一商品只可稱重一次')
        seen.add(l.goodsId)
        const item = await t.one<{
          item_count: number
          amount: number
          price_per_500g: number
          unit_grams: number
        }>(
          `SELECT SUM(i.item_count)::int AS item_count, SUM(i.amount)::int AS amount, f.price_per_500g, f.unit_grams
           FROM order_items i JOIN general_goods f ON f.goods_id = i.goods_id AND f.sell_by = 'weight'
           WHERE i.order_id = $1 AND i.goods_id = $2 GROUP BY f.price_per_500g, f.unit_grams`,
          [o.id, l.goodsId]
        )
        if (!item) throw validation(`商品 ${l.goodsId} 不是此訂單按重量計價的商品`)
        const done = await t.one('SELECT 1 FROM general_weighings WHERE order_id = $1 AND goods_id = $2', [
          o.id,
          l.goodsId
        ])
        if (done) throw new AppError(ErrorCode.ORDER_STATE, '此商品已稱重結算')
        const estimatedGrams = item.unit_grams * item.item_count
        const s = settleWeight({
          pricePer500g: item.price_per_500g,
          estimatedGrams,
          finalGrams: l.finalGrams,
          charged: item.amount,
          policy: store.weight_policy
        })
        if (!s.ok) throw validation(s.message)
        await t.query(
          `INSERT INTO general_weighings (order_id, goods_id, estimated_grams, final_grams, charged, final_amount,
             refund, absorbed, policy, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            o.id,
            l.goodsId,
            estimatedGrams,
            l.finalGrams,
            item.amount,
            s.finalAmount,
            s.refund,
            s.absorbed,
            store.weight_policy,
            now
          ]
        )
        out.push({
          goodsId: l.goodsId,
          estimatedGrams,
          finalGrams: l.finalGrams,
          charged: item.amount,
          finalAmount: s.finalAmount,
          refund: s.refund,
          absorbed: s.absorbed
        })
      }
      const refund = out.reduce((n, l) => n + l.refund, 0)
      // The difference goes back where the money came from (wallet record, or a sandbox gateway refund).
      if (refund > 0) await returnMoney(t, o, refund, now)
      const note = stepNote(
        'weighedLine',
        out.map((l) => ({ final: l.finalGrams, estimated: l.estimatedGrams }))
      )
      await amendOrder(
        t,
        o,
        {},
        refund > 0
          ? {
              title: `商家已稱重，退回差價 ${formatMop(refund)}`,
              titleKey: 'weighedRefund',
              titleValues: { amount: formatMop(refund) },
              ...note
            }
          : { title: '商家已稱重，無需補差價', titleKey: 'weighed', ...note },
        opts.actor ?? { type: 'merchant', id: merchantId },
        now
      )
      const result = { orderId: o.id, lines: out, refund, policy: store.weight_policy }
      if (opts.within) await opts.within(t, result)
      return result
    })
  }
}
