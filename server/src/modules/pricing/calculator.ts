import type { CartCalc, CartItem, CartProp, FeeLine } from '@lotus/contract/cart'
import {
  cartWarningText,
  cartWarningsText,
  invalidText,
  type CartWarning,
  type InvalidKey
} from '@lotus/contract/cart-warnings'
import { capQuantity } from '@lotus/contract/quantity'
import { productOf } from '@lotus/contract/cart-line'
import { ellipsoidMeters } from '../fee/ellipsoid.js'
import { deliveryFeeFor } from '@lotus/contract/delivery-fee'
import { bandAt } from '../fee/time-fee.js'
import { isPausedAt, isShopOpenAt } from '@lotus/contract/open-hours'
import { PROMOTIONS, type Promotion, type PromotionContext, type ReductionField } from './promotions/index.js'
import { couponsUsableFor } from './promotions/coupon.js'
import { actLabel, fullReductionTiers } from './promotions/full-reduction.js'
import type { ScopedLine } from '@lotus/contract/coupon-scope'
import type { PricingGoods, PricingInput, PricingLine, PricingOption, PricingSnapshot } from './snapshot.js'

/** Checks chosen options against the goods' option groups; returns the price delta or a reason. */
function priceOptions(
  props: CartProp[],
  options: PricingOption[]
): { delta: number } | { invalid: 'specChanged' | 'chooseSpec' } {
  let delta = 0
  const seen = new Set<string>()
  for (const p of props) {
    const opt = options.find((o) => o.name === p.name)
    if (!opt || seen.has(p.name)) return { invalid: 'specChanged' }
    seen.add(p.name)
    if (!opt.multi && p.values.length > 1) return { invalid: 'specChanged' }
    const values = new Set<string>()
    for (const v of p.values) {
      const known = opt.values.find((x) => x.value === v.value)
      if (!known || values.has(v.value)) return { invalid: 'specChanged' }
      values.add(v.value)
      delta += known.priceDelta
    }
    if (opt.required && p.values.length === 0) return { invalid: 'chooseSpec' }
  }
  if (options.some((o) => o.required && !seen.has(o.name))) return { invalid: 'chooseSpec' }
  return { delta }
}

/**
 * A line's SKU priced as a goods of its own: its price, member price, stock and caps; the goods' name with the
 * SKU's (「珍珠奶茶（大份）」, the name the order line keeps), photo, pack fee and sale switch. null: not its SKU.
 */
function skuOf(base: PricingGoods, goods: readonly PricingGoods[], productId: number): PricingGoods | null {
  const sku = goods.find((x) => x.id === productId)
  if (!sku || sku.sku_of !== base.id) return null
  return {
    id: sku.id,
    merchant_id: sku.merchant_id,
    name: `${base.name}（${sku.name}）`,
    price: sku.price,
    pack_fee: base.pack_fee,
    stock: sku.stock,
    total_stock: sku.total_stock,
    limit_buy: sku.limit_buy,
    on_sale: base.on_sale && sku.on_sale,
    photo: base.photo ?? null,
    spu_id: null,
    aisle_ids: [],
    member_price: sku.member_price ?? null,
    sku_of: base.id
  }
}

/**
 * One answer line, built as one literal in one field order: spreading a shared base into each line cost more than
 * the rest of a quote (issue 13 profile). A line whose goods is gone or off sale shows no stock.
 */
function cartItem(
  l: PricingLine,
  g: PricingGoods | undefined,
  itemCount: number,
  unitPrice: number,
  amount: number,
  invalid: InvalidKey | null,
  offSale = false
): CartItem {
  return {
    cartId: l.cartId,
    goodsId: l.goodsId,
    productId: l.productId ?? l.goodsId,
    itemCount,
    bagNo: 1,
    props: l.props,
    optType: l.optType ?? null,
    name: g?.name ?? '商品',
    image: g?.photo ?? `/api/img/goods/${l.goodsId}.svg`,
    unitPrice,
    amount,
    stock: offSale || !g ? 0 : g.stock,
    totalStock: offSale || !g ? 0 : g.total_stock,
    limitBuy: offSale || !g ? 0 : g.limit_buy,
    invalid: invalid && invalidText(invalid),
    invalidKey: invalid
  }
}

/**
 * Prices a loaded cart for a delivery point at a time. Pure: no database, no clock.
 * Lines that cannot be bought are marked `invalid` and left out of the amounts; counts above the caps of
 * spec §5 are capped and reported in `warnings` (and their Chinese in warnMsg). Then packaging, delivery by time band and distance, and the
 * promotions in their declared order, each limited to what is left (the total never goes below 0).
 */
export function calculateCart(
  snap: PricingSnapshot,
  input: PricingInput,
  promotions: readonly Promotion[] = PROMOTIONS
): CartCalc {
  const m = snap.merchant
  const warnings: CartWarning[] = []
  const said = new Set<string>()
  const warn = (w: CartWarning) => {
    // once each, as the Chinese reads (two lines of one goods, one warning)
    const zh = cartWarningText(w)
    if (said.has(zh)) return
    said.add(zh)
    warnings.push(w)
  }

  const items: CartItem[] = []
  let goodsAmount = 0
  let goodsPack = 0
  let validCount = 0
  const scoped: ScopedLine[] = []
  let memberSaving = 0
  for (const l of snap.lines) {
    const base = snap.goods.find((x) => x.id === l.goodsId)
    const g = base && productOf(l) !== base.id ? skuOf(base, snap.goods, productOf(l)) : base
    if (base && g === null) {
      // a productId that is not one of this goods' SKUs (another goods', a removed one)
      warn({ key: 'specChanged', values: { name: base.name } })
      items.push(cartItem(l, base, l.itemCount, base.price, 0, 'specChanged'))
      continue
    }
    if (base?.has_skus && g === base) {
      warn({ key: 'chooseSpec', values: { name: base.name } })
      items.push(cartItem(l, base, l.itemCount, base.price, 0, 'chooseSpec'))
      continue
    }
    if (!g || g.merchant_id !== m.id || !g.on_sale) {
      items.push(cartItem(l, g ?? undefined, l.itemCount, g?.price ?? 0, 0, 'offSale', true))
      if (g) warn({ key: 'offSale', values: { name: g.name } })
      continue
    }
    if (g.stock <= 0) {
      warn({ key: 'soldOut', values: { name: g.name } })
      items.push(cartItem(l, g, l.itemCount, g.price, 0, 'soldOut'))
      continue
    }
    const priced = priceOptions(
      l.props,
      snap.options.filter((o) => o.goods_id === l.goodsId)
    )
    if ('invalid' in priced) {
      warn({ key: priced.invalid, values: { name: g.name } })
      items.push(cartItem(l, g, l.itemCount, g.price, 0, priced.invalid))
      continue
    }
    // spec §5 caps, the same rule the app's stepper runs (300, limitBuy, totalStock)
    const capped = capQuantity(l.itemCount, {
      stock: g.stock,
      totalStock: g.total_stock,
      limitBuy: g.limit_buy
    })
    if (capped.message) warn({ key: 'cap', values: { n: capped.qty } })
    // the shop changed the price since this line went in: the quote charges the new one and says so
    if (typeof l.seenPrice === 'number' && l.seenPrice !== g.price)
      warn({ key: 'priceChanged', values: { name: g.name, from: l.seenPrice, to: g.price } })
    const unitPrice = g.price + priced.delta
    const count = capped.qty
    goodsAmount += unitPrice * count
    goodsPack += g.pack_fee * count
    validCount += count
    scoped.push({ amount: unitPrice * count, spuId: g.spu_id ?? null, aisleIds: g.aisle_ids ?? [] })
    // a member price lowers the base price; chosen options keep their deltas
    if (g.member_price !== null && g.member_price !== undefined && g.member_price < g.price) {
      memberSaving += (g.price - g.member_price) * count
    }
    items.push(cartItem(l, g, count, unitPrice, unitPrice * count, null))
  }

  const packFee = validCount > 0 ? goodsPack + m.pack_fee : 0
  const pickup = input.pickup === true
  const distanceM = pickup ? 0 : Math.round(ellipsoidMeters(m.lat, m.lng, input.lat, input.lng))
  const band = bandAt(snap.bands, input.now)
  const bandFee = validCount > 0 && !pickup ? (band ? deliveryFeeFor(band, distanceM) : m.delivery_fee) : 0
  let deliveryFeeLabel = band ? `配送費（${band.label}）` : '配送費'

  const ctx: PromotionContext = {
    activities: m.activities,
    goodsAmount,
    validCount,
    packFee,
    deliveryFee: bandFee,
    left: goodsAmount + packFee + bandFee,
    hasCompletedOrder: snap.hasCompletedOrder,
    godMember: snap.godMember ?? false,
    lines: scoped,
    memberSaving,
    coupons: couponsUsableFor(snap.coupons, scoped),
    redEnvelopes: snap.redEnvelopes.filter((c) => c.threshold <= goodsAmount),
    // nothing to waive on pickup or an empty cart: none offered
    freeDeliveryVouchers: pickup || validCount === 0 ? [] : (snap.freeDeliveryVouchers ?? []),
    couponId: input.couponId,
    redEnvelopeId: input.redEnvelopeId,
    freeDeliveryId: input.freeDeliveryId
  }

  const applied = new Map<string, number>()

  for (const p of promotions.filter((x) => x.stage === 'delivery' && !pickup)) {
    if (!p.applies(ctx)) continue
    const adj = p.apply(ctx)
    const taken = Math.max(0, Math.min(adj.amount, ctx.deliveryFee))
    ctx.deliveryFee -= taken
    ctx.left -= taken
    if (adj.warn) warn(adj.warn)
    // a voucher that took nothing (or a chosen one that is not usable) leaves the line as it was
    if (taken === 0 && (adj.voucherId !== undefined || adj.warn !== undefined)) continue
    deliveryFeeLabel = adj.label(taken)
    if (adj.voucherId !== undefined) applied.set(p.key, adj.voucherId)
  }
  const deliveryFee = ctx.deliveryFee

  const reductions: Record<ReductionField, number> = {
    fullReduction: 0,
    discount: 0,
    couponAmount: 0,
    redEnvelopeAmount: 0
  }
  const feeLines: FeeLine[] = [
    { label: '商品金額', amount: goodsAmount },
    { label: '包裝費', amount: packFee },
    // Self-pickup has no delivery line at all.
    ...(pickup ? [] : [{ label: deliveryFeeLabel, amount: deliveryFee }])
  ]
  for (const p of promotions.filter((x) => x.stage === 'order')) {
    if (!p.applies(ctx)) continue
    const adj = p.apply(ctx)
    if (adj.warn) warn(adj.warn)
    // Reductions never take the total below 0: each is limited to what is left.
    const taken = Math.max(0, Math.min(adj.amount, ctx.left))
    if (taken === 0) continue
    ctx.left -= taken
    reductions[p.field] += taken
    if (adj.voucherId !== undefined) applied.set(p.key, adj.voucherId)
    feeLines.push({ label: adj.label(taken), amount: -taken })
  }

  // a busy pause refuses orders for later too; a holiday or the hours only what is for now
  const schedule = { openHours: m.open_hours, holidays: m.holidays, pausedUntil: m.paused_until }
  const open =
    m.is_open &&
    !isPausedAt(schedule, input.now * 1000) &&
    (input.scheduled === true || isShopOpenAt(schedule, input.now * 1000))
  const inRange = pickup || distanceM <= m.delivery_range_m
  // 起送價 is a delivery minimum: a self-pickup order has none.
  const gapToMin = pickup ? 0 : Math.max(0, m.min_order - goodsAmount)
  if (!open) warn({ key: 'shopClosed', values: {} })
  if (!inRange) warn({ key: 'outOfRange', values: { rangeM: m.delivery_range_m } })

  const { best, next } = fullReductionTiers(m.activities, goodsAmount)
  return {
    cartInfo: [{ bagNo: 1, items }],
    actInfo: { label: actLabel(best, next, goodsAmount), reduce: reductions.fullReduction },
    result: {
      goodsAmount,
      packFee,
      deliveryFee,
      deliveryFeeLabel,
      ...reductions,
      total: ctx.left,
      minOrder: m.min_order,
      gapToMin,
      canSubmit: validCount > 0 && gapToMin === 0 && open && inRange,
      distanceM,
      feeLines,
      // an offer for non-members; a member's saving is the 會員價 fee line
      memberSaving: snap.godMember === true ? 0 : memberSaving
    },
    coupons: ctx.coupons.slice(),
    redEnvelopes: ctx.redEnvelopes.slice(),
    freeDeliveryVouchers: (ctx.freeDeliveryVouchers ?? []).slice(),
    warnMsg: cartWarningsText(warnings),
    warnings,
    couponId: applied.get('coupon') ?? null,
    redEnvelopeId: applied.get('red-envelope') ?? null,
    freeDeliveryId: applied.get('member-free-delivery') ?? null
  }
}
