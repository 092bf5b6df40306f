import type { Db } from '../../db/db.js'
import { GOODS_CATALOGUE } from '../../db/read-cache.js'
import { standingRefusal, type ShopStanding } from '@lotus/contract/ops'
import { AppError, notFound } from '../../errors.js'
import { readCart } from '../cart/cart-store.js'
import { usableVouchers } from '../coupon/coupon-service.js'
import { loadBands } from '../fee/time-fee.js'
import { isGodMember } from '../user/membership.js'
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
 * Sequential queries: inside a transaction the handle is one connection. Each read is kept (embedded database
 * only, `Db.cached`) until a write to its tables, so repeated quotes of an unchanged cart read nothing.
 * A merchant that does not exist → NOT_FOUND.
 */
export async function loadPricing(db: Db, input: QuoteInput): Promise<PricingSnapshot> {
  const merchant = await db.cached(`pricing:merchant:${input.mchId}`, ['merchants'], (d) =>
    d.one<PricingMerchant & { standing: ShopStanding }>(
      `SELECT id, name, lat, lng, open_hours, is_open, holidays, paused_until, min_order, delivery_fee, pack_fee, activities, delivery_range_m,
         standing
       FROM merchants WHERE id = $1`,
      [input.mchId]
    )
  )
  if (!merchant) throw notFound('找不到商家')
  // a shop an operator suspended or closed prices nothing: the cart and checkout say why (issue 38 point 2)
  const refused = standingRefusal(merchant.standing)
  if (refused) throw new AppError(refused.code, refused.message)

  const lines: PricingLine[] =
    input.lines === null
      ? (input.stored ?? (await readCart(db, input.userId, input.mchId)))
      : input.lines.filter((l) => l.itemCount > 0).map((l, i) => ({ ...l, cartId: -(i + 1) }))

  // the goods and, for a line on a SKU, the SKU's own row (its price and stock)
  const ids = [...new Set(lines.flatMap((l) => [l.goodsId, l.productId ?? l.goodsId]))].sort((a, b) => a - b)
  // kept per goods id, not per cart: a key per set of ids was new for nearly every edit of a shared cart; the
  // catalogue part outlives orders, the stock is read apart (issue 13)
  const catalogue = await db.cachedEach(
    'pricing:goods',
    ids,
    [GOODS_CATALOGUE, 'market_spus', 'market_aisles'],
    async (d, missing) =>
      byId(
        await d.many<Omit<PricingGoods, 'stock'>>(
          `SELECT g.id, g.merchant_id, g.name, g.price, g.pack_fee, g.total_stock, g.limit_buy, g.on_sale, g.member_price,
                  g.photo, g.spu_id, g.sku_of,
                  EXISTS (SELECT 1 FROM goods k WHERE k.sku_of = g.id) AS has_skus, CASE WHEN s.id IS NULL THEN NULL ELSE array_remove(ARRAY[s.aisle_id, a.parent_id], NULL) END AS aisle_ids
           FROM goods g LEFT JOIN market_spus s ON s.id = g.spu_id LEFT JOIN market_aisles a ON a.id = s.aisle_id
           WHERE g.id = ANY($1::int[])`,
          [missing]
        )
      )
  )
  const stock = await db.cachedEach('pricing:stock', ids, ['goods'], async (d, missing) => {
    const rows = await d.many<{ id: number; stock: number }>(
      'SELECT id, stock FROM goods WHERE id = ANY($1::int[])',
      [missing]
    )
    return new Map(rows.map((r) => [r.id, r.stock]))
  })
  // one object literal per goods, not a spread of the kept (frozen) row: the spread was the loader's hottest line
  // (a field added to PricingGoods is listed here too, or the calculator never sees it)
  const goods: PricingGoods[] = []
  for (const id of ids) {
    const g = catalogue.get(id)
    const left = stock.get(id)
    if (!g || left === undefined) continue
    goods.push({
      id: g.id,
      merchant_id: g.merchant_id,
      name: g.name,
      price: g.price,
      pack_fee: g.pack_fee,
      stock: left,
      total_stock: g.total_stock,
      limit_buy: g.limit_buy,
      on_sale: g.on_sale,
      spu_id: g.spu_id,
      aisle_ids: g.aisle_ids,
      member_price: g.member_price,
      photo: g.photo ?? null,
      sku_of: g.sku_of ?? null,
      has_skus: g.has_skus ?? false
    })
  }
  const optionsById = await db.cachedEach(
    'pricing:options',
    ids,
    ['goods_options', 'goods_option_values'],
    async (d, missing) => {
      const rows = await d.many<PricingOption>(
        `SELECT o.goods_id, o.name, o.required, o.multi,
                COALESCE(jsonb_agg(jsonb_build_object('value', v.value, 'priceDelta', v.price_delta) ORDER BY v.sort, v.id)
                  FILTER (WHERE v.id IS NOT NULL), '[]'::jsonb) AS values
         FROM goods_options o LEFT JOIN goods_option_values v ON v.option_id = o.id
         WHERE o.goods_id = ANY($1::int[]) GROUP BY o.id ORDER BY o.sort, o.id`,
        [missing]
      )
      // every id asked gets its list, an empty one too, so goods without options are kept as such
      const out = new Map<number, PricingOption[]>(missing.map((id) => [id, []]))
      for (const r of rows) out.get(r.goods_id)?.push(r)
      return out
    }
  )
  const options = ids.flatMap((id) => optionsById.get(id) ?? [])
  const bands = await db.cached(`pricing:bands:${merchant.id}`, ['time_fee_bands'], (d) =>
    loadBands(d, merchant.id)
  )
  // Thresholds are checked by the calculator against the goods amount it computes.
  const vouchers = await usableVouchers(db, {
    userId: input.userId,
    mchId: merchant.id,
    now: input.now,
    vertical: input.vertical
  })
  const { coupon: coupons, redEnvelope: redEnvelopes, freeDelivery: freeDeliveryVouchers } = vouchers
  // Only the new-user reduction asks; other merchants save the query.
  const hasCompletedOrder = merchant.activities.some((a) => a.type === 'new_user')
    ? await db.cached(
        `completed-order:${input.userId}`,
        ['orders'],
        async (d) =>
          (await d.one(`SELECT 1 AS x FROM orders WHERE user_id = $1 AND status = 'completed' LIMIT 1`, [
            input.userId
          ])) !== undefined
      )
    : false

  const godMember = await isGodMember(db, input.userId, input.now * 1000)

  return {
    merchant,
    lines,
    goods,
    options,
    bands,
    coupons,
    redEnvelopes,
    freeDeliveryVouchers,
    hasCompletedOrder,
    godMember
  }
}

const byId = <T extends { id: number }>(rows: T[]): Map<number, T> => new Map(rows.map((r) => [r.id, r]))
