import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { usableCoupons } from '../coupon/coupon-service.js'
import { ellipsoidMeters } from '../fee/ellipsoid.js'
import { bandAt, deliveryFeeFor, loadBands } from '../fee/time-fee.js'
import { isWithinOpenHours, macauMinuteOfDay } from '../merchant/open-hours.js'
import { formatMop } from '@lotus/contract/money'
import { capQuantity } from '@lotus/contract/quantity'
import { readCart } from './cart-store.js'
import type { CartCalc, CartItem, CartLine, CartProp, Coupon, FeeLine } from '@lotus/contract/cart'

export interface Activity {
  type: 'full_reduction' | 'discount' | 'new_user' | 'delivery_free' | string
  label: string
  threshold?: number
  reduce?: number
}

interface MerchantRow {
  id: number
  name: string
  lat: number
  lng: number
  open_hours: string
  is_open: boolean
  min_order: number
  delivery_fee: number
  pack_fee: number
  activities: Activity[]
  delivery_range_m: number
}

interface GoodsRow {
  id: number
  merchant_id: number
  name: string
  price: number
  pack_fee: number
  stock: number
  total_stock: number
  limit_buy: number
  on_sale: boolean
}

interface OptionRow {
  goods_id: number
  name: string
  required: boolean
  multi: boolean
  values: Array<{ value: string; priceDelta: number }>
}

/** Best full-reduction tier met by the amount, and the next one (for the "再買…減…" label). */
export function fullReductionTiers(activities: readonly Activity[], amount: number) {
  const tiers = activities
    .filter((a) => a.type === 'full_reduction' && (a.threshold ?? 0) > 0 && (a.reduce ?? 0) > 0)
    .map((a) => ({ threshold: a.threshold ?? 0, reduce: a.reduce ?? 0 }))
    .sort((a, b) => a.threshold - b.threshold)
  const met = tiers.filter((t) => t.threshold <= amount)
  const best = met.reduce<{ threshold: number; reduce: number } | null>(
    (acc, t) => (acc === null || t.reduce > acc.reduce ? t : acc),
    null
  )
  const next = tiers.find((t) => t.threshold > amount && t.reduce > (best?.reduce ?? 0)) ?? null
  return { best, next }
}

/** Amounts inside labels: exact to the avo, no trailing zeros (MOP 12.01 stays 12.01). */
const mop = (avos: number) => formatMop(avos, { symbol: false, trimZeros: true })

export function actLabel(
  best: { reduce: number } | null,
  next: { threshold: number; reduce: number } | null,
  amount: number
) {
  if (next) {
    const gap = next.threshold - amount
    return best
      ? `已減${mop(best.reduce)}，再買<em>MOP ${mop(gap)}</em>減${mop(next.reduce)}`
      : `再買<em>MOP ${mop(gap)}</em>減${mop(next.reduce)}`
  }
  return best ? `已享滿減，減<em>MOP ${mop(best.reduce)}</em>` : ''
}

/** Whether the user has a completed order. Before the orders table exists (or lacks the columns) → false. */
async function hasCompletedOrder(db: Db, userId: number): Promise<boolean> {
  const cols = await db.one<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'orders' AND column_name IN ('user_id', 'status')`
  )
  if ((cols?.n ?? 0) < 2) return false
  const row = await db.one(`SELECT 1 AS x FROM orders WHERE user_id = $1 AND status = 'completed' LIMIT 1`, [
    userId
  ])
  return row !== undefined
}

/** Checks chosen options against the goods' option groups; returns the price delta or a reason. */
function priceOptions(props: CartProp[], options: OptionRow[]): { delta: number } | { invalid: string } {
  let delta = 0
  const seen = new Set<string>()
  for (const p of props) {
    const opt = options.find((o) => o.name === p.name)
    if (!opt || seen.has(p.name)) return { invalid: '規格已變更' }
    seen.add(p.name)
    if (!opt.multi && p.values.length > 1) return { invalid: '規格已變更' }
    const values = new Set<string>()
    for (const v of p.values) {
      const known = opt.values.find((x) => x.value === v.value)
      if (!known || values.has(v.value)) return { invalid: '規格已變更' }
      values.add(v.value)
      delta += known.priceDelta
    }
    if (opt.required && p.values.length === 0) return { invalid: '請選擇規格' }
  }
  if (options.some((o) => o.required && !seen.has(o.name))) return { invalid: '請選擇規格' }
  return { delta }
}

export interface QuoteInput {
  userId: number
  mchId: number
  lat: number
  lng: number
  /** null = the stored cart. */
  lines: CartLine[] | null
  /** undefined = the best usable one; null = none; a number = that one (not applied if unusable). */
  couponId?: number | null
  redEnvelopeId?: number | null
  /** Seconds. */
  now: number
}

/**
 * Prices a cart at a merchant for a delivery point. Read-only. Lines that cannot be bought are marked
 * `invalid` and left out of the amounts; counts above the caps of spec §5 are capped and reported in warnMsg.
 * A merchant that does not exist → NOT_FOUND. Coupons that do not apply are left out (couponId null).
 */
export async function quoteCart(db: Db, input: QuoteInput): Promise<CartCalc> {
  const m = await db.one<MerchantRow>(
    `SELECT id, name, lat, lng, open_hours, is_open, min_order, delivery_fee, pack_fee, activities, delivery_range_m
     FROM merchants WHERE id = $1`,
    [input.mchId]
  )
  if (!m) throw notFound('找不到商家')

  const lines: Array<CartLine & { cartId: number }> =
    input.lines === null
      ? await readCart(db, input.userId, input.mchId)
      : input.lines.filter((l) => l.itemCount > 0).map((l, i) => ({ ...l, cartId: -(i + 1) }))

  const ids = [...new Set(lines.map((l) => l.goodsId))]
  const goods = ids.length
    ? await db.many<GoodsRow>(
        `SELECT id, merchant_id, name, price, pack_fee, stock, total_stock, limit_buy, on_sale
         FROM goods WHERE id = ANY($1::int[])`,
        [ids]
      )
    : []
  const options = ids.length
    ? await db.many<OptionRow>(
        `SELECT o.goods_id, o.name, o.required, o.multi,
                COALESCE(jsonb_agg(jsonb_build_object('value', v.value, 'priceDelta', v.price_delta) ORDER BY v.sort, v.id)
                  FILTER (WHERE v.id IS NOT NULL), '[]'::jsonb) AS values
         FROM goods_options o LEFT JOIN goods_option_values v ON v.option_id = o.id
         WHERE o.goods_id = ANY($1::int[]) GROUP BY o.id ORDER BY o.sort, o.id`,
        [ids]
      )
    : []

  const warns: string[] = []
  const warn = (w: string) => {
    if (!warns.includes(w)) warns.push(w)
  }
  const items: CartItem[] = []
  let goodsAmount = 0
  let goodsPack = 0
  let validCount = 0
  for (const l of lines) {
    const g = goods.find((x) => x.id === l.goodsId)
    const base = {
      cartId: l.cartId,
      goodsId: l.goodsId,
      productId: l.productId ?? l.goodsId,
      bagNo: 1 as const,
      props: l.props,
      optType: l.optType ?? null
    }
    if (!g || g.merchant_id !== m.id || !g.on_sale) {
      items.push({
        ...base,
        itemCount: l.itemCount,
        name: g?.name ?? '商品',
        image: `/api/img/goods/${l.goodsId}.svg`,
        unitPrice: g?.price ?? 0,
        amount: 0,
        stock: 0,
        limitBuy: 0,
        invalid: '商品已下架'
      })
      if (g) warn(`${g.name} 已下架`)
      continue
    }
    const common = {
      ...base,
      name: g.name,
      image: `/api/img/goods/${g.id}.svg`,
      stock: g.stock,
      limitBuy: g.limit_buy
    }
    const priced = priceOptions(
      l.props,
      options.filter((o) => o.goods_id === g.id)
    )
    if (g.stock <= 0) {
      warn(`${g.name} 已售罄`)
      items.push({ ...common, itemCount: l.itemCount, unitPrice: g.price, amount: 0, invalid: '已售罄' })
      continue
    }
    if ('invalid' in priced) {
      warn(`${g.name} ${priced.invalid}`)
      items.push({
        ...common,
        itemCount: l.itemCount,
        unitPrice: g.price,
        amount: 0,
        invalid: priced.invalid
      })
      continue
    }
    // spec §5 caps, the same rule the app's stepper runs (300, limitBuy, totalStock)
    const capped = capQuantity(l.itemCount, {
      stock: g.stock,
      totalStock: g.total_stock,
      limitBuy: g.limit_buy
    })
    const count = capped.qty
    if (capped.message) warn(capped.message)
    const unitPrice = g.price + priced.delta
    const amount = unitPrice * count
    goodsAmount += amount
    goodsPack += g.pack_fee * count
    validCount += count
    items.push({ ...common, itemCount: count, unitPrice, amount, invalid: null })
  }

  const packFee = validCount > 0 ? goodsPack + m.pack_fee : 0
  const distanceM = Math.round(ellipsoidMeters(m.lat, m.lng, input.lat, input.lng))
  const bands = await loadBands(db, m.id)
  const band = bandAt(bands, input.now)
  let deliveryFee = band ? deliveryFeeFor(band, distanceM) : m.delivery_fee
  let deliveryFeeLabel = band ? `配送費（${band.label}）` : '配送費'
  const free = m.activities.find(
    (a) => a.type === 'delivery_free' && goodsAmount > 0 && goodsAmount >= (a.threshold ?? 0)
  )
  if (free) {
    deliveryFee = 0
    deliveryFeeLabel = `配送費（${free.label}）`
  }
  if (validCount === 0) deliveryFee = 0

  const { best, next } = fullReductionTiers(m.activities, goodsAmount)
  const fullReduction = best?.reduce ?? 0
  const newUser = m.activities.find((a) => a.type === 'new_user' && (a.reduce ?? 0) > 0)
  const discount =
    newUser && validCount > 0 && !(await hasCompletedOrder(db, input.userId)) ? (newUser.reduce ?? 0) : 0

  // Sequential: inside a transaction the handle is one connection.
  const coupons = await usableCoupons(db, {
    userId: input.userId,
    type: 'coupon',
    mchId: m.id,
    now: input.now,
    goodsAmount
  })
  const redEnvelopes = await usableCoupons(db, {
    userId: input.userId,
    type: 'redEnvelope',
    mchId: m.id,
    now: input.now,
    goodsAmount
  })
  const pick = (list: Coupon[], id: number | null | undefined, what: string): Coupon | null => {
    if (validCount === 0 || id === null) return null
    if (id === undefined) return list[0] ?? null
    const c = list.find((x) => x.id === id)
    if (!c) warn(`${what}不可用`)
    return c ?? null
  }
  const coupon = pick(coupons, input.couponId, '優惠券')
  const redEnvelope = pick(redEnvelopes, input.redEnvelopeId, '紅包')

  // Reductions never take the total below 0: each is limited to what is left.
  let left = goodsAmount + packFee + deliveryFee
  const take = (v: number) => {
    const t = Math.max(0, Math.min(v, left))
    left -= t
    return t
  }
  const fr = take(fullReduction)
  const disc = take(discount)
  const couponAmount = take(coupon?.amount ?? 0)
  const redEnvelopeAmount = take(redEnvelope?.amount ?? 0)
  const total = left

  const feeLines: FeeLine[] = [
    { label: '商品金額', amount: goodsAmount },
    { label: '包裝費', amount: packFee },
    { label: deliveryFeeLabel, amount: deliveryFee }
  ]
  if (fr > 0) feeLines.push({ label: `滿減（滿${mop(best?.threshold ?? 0)}減${mop(fr)}）`, amount: -fr })
  if (disc > 0) feeLines.push({ label: newUser?.label ?? '新客立減', amount: -disc })
  if (couponAmount > 0) feeLines.push({ label: `優惠券（${coupon?.name ?? ''}）`, amount: -couponAmount })
  if (redEnvelopeAmount > 0)
    feeLines.push({ label: `紅包（${redEnvelope?.name ?? ''}）`, amount: -redEnvelopeAmount })

  const minute = macauMinuteOfDay(input.now * 1000)
  const open = m.is_open && isWithinOpenHours(m.open_hours, minute)
  const inRange = distanceM <= m.delivery_range_m
  const gapToMin = Math.max(0, m.min_order - goodsAmount)
  if (!open) warn('商家休息中，暫不接單')
  if (!inRange) warn(`超出配送範圍（${(m.delivery_range_m / 1000).toFixed(1)}公里）`)

  return {
    cartInfo: [{ bagNo: 1, items }],
    actInfo: { label: actLabel(best, next, goodsAmount), reduce: fr },
    result: {
      goodsAmount,
      packFee,
      deliveryFee,
      deliveryFeeLabel,
      fullReduction: fr,
      discount: disc,
      couponAmount,
      redEnvelopeAmount,
      total,
      minOrder: m.min_order,
      gapToMin,
      canSubmit: validCount > 0 && gapToMin === 0 && open && inRange,
      distanceM,
      feeLines
    },
    coupons,
    redEnvelopes,
    warnMsg: warns.length ? warns.join('；') : null,
    couponId: couponAmount > 0 ? (coupon?.id ?? null) : null,
    redEnvelopeId: redEnvelopeAmount > 0 ? (redEnvelope?.id ?? null) : null
  }
}
