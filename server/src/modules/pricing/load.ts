import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { readCart } from '../cart/cart-store.js'
import { usableCoupons } from '../coupon/coupon-service.js'
import { loadBands } from '../fee/time-fee.js'
import { isGodMember } from '../member/member-service.js'
import type {
  PricingGoods,
  PricingLine,
  PricingMerchant,
  PricingOption,
  PricingSnapshot,
  QuoteInput
} from './snapshot.js'

/**
 * Reads what pricing a cart needs. The only database access of the pricing pipeline.
 * Sequential queries: inside a transaction the handle is one connection.
 * A merchant that does not exist → NOT_FOUND.
 */
export async function loadPricing(db: Db, input: QuoteInput): Promise<PricingSnapshot> {
  const merchant = await db.one<PricingMerchant>(
    `SELECT id, name, lat, lng, open_hours, is_open, min_order, delivery_fee, pack_fee, activities, delivery_range_m
     FROM merchants WHERE id = $1`,
    [input.mchId]
  )
  if (!merchant) throw notFound('找不到商家')

  const lines: PricingLine[] =
    input.lines === null
      ? await readCart(db, input.userId, input.mchId)
      : input.lines.filter((l) => l.itemCount > 0).map((l, i) => ({ ...l, cartId: -(i + 1) }))

  const ids = [...new Set(lines.map((l) => l.goodsId))]
  const goods = ids.length
    ? await db.many<PricingGoods>(
        `SELECT id, merchant_id, name, price, pack_fee, stock, total_stock, limit_buy, on_sale, member_price
         FROM goods WHERE id = ANY($1::int[])`,
        [ids]
      )
    : []
  const options = ids.length
    ? await db.many<PricingOption>(
        `SELECT o.goods_id, o.name, o.required, o.multi,
                COALESCE(jsonb_agg(jsonb_build_object('value', v.value, 'priceDelta', v.price_delta) ORDER BY v.sort, v.id)
                  FILTER (WHERE v.id IS NOT NULL), '[]'::jsonb) AS values
         FROM goods_options o LEFT JOIN goods_option_values v ON v.option_id = o.id
         WHERE o.goods_id = ANY($1::int[]) GROUP BY o.id ORDER BY o.sort, o.id`,
        [ids]
      )
    : []
  const bands = await loadBands(db, merchant.id)
  // Thresholds are checked by the calculator against the goods amount it computes.
  const voucherQuery = { userId: input.userId, mchId: merchant.id, now: input.now }
  const coupons = await usableCoupons(db, { ...voucherQuery, type: 'coupon' })
  const redEnvelopes = await usableCoupons(db, { ...voucherQuery, type: 'redEnvelope' })
  // Only the new-user reduction asks; other merchants save the query.
  const hasCompletedOrder = merchant.activities.some((a) => a.type === 'new_user')
    ? (await db.one(`SELECT 1 AS x FROM orders WHERE user_id = $1 AND status = 'completed' LIMIT 1`, [
        input.userId
      ])) !== undefined
    : false

  const godMember = await isGodMember(db, input.userId, input.now * 1000)

  return { merchant, lines, goods, options, bands, coupons, redEnvelopes, hasCompletedOrder, godMember }
}
