import { bookedTimeText, isBookableAt } from '@lotus/contract/delivery-slots'
import { formatMop } from '@lotus/contract/money'
import { isHolidayAt, isPausedAt } from '@lotus/contract/open-hours'
import { toSeconds } from '../../../clock.js'
import type { Db, Statement } from '../../../db/db.js'
import { AppError, ErrorCode, validation } from '../../../errors.js'
import { clearCartStatement, readCart } from '../../cart/cart-store.js'
import { useCoupon } from '../../coupon/coupon-service.js'
import { hasAlcohol } from '../../identity/age-gate.js'
import { quoteCart } from '../../pricing/quote-cart.js'
import type { OrderAddress } from '../order-ops.js'
import type { PricedDraft } from '../place-order.js'
import {
  findAddress,
  MAX_BOOKING_MS,
  toOrderAddress,
  type OrderContext,
  type OrderKind,
  type SubmitInput
} from './shared.js'

async function deliveryAddress(t: Db, userId: number, input: SubmitInput): Promise<OrderAddress> {
  if (input.addressId === undefined) throw new AppError(ErrorCode.ADDRESS_REQUIRED, '請選擇收貨地址')
  return toOrderAddress(await findAddress(t, userId, input.addressId))
}

/** A pickup order's snapshot: the buyer as the contact, the store as the place. */
async function pickupContact(t: Db, userId: number, mchId: number): Promise<OrderAddress> {
  const u = await t.one<{ nickname: string; area_code: string; phone: string; gender: number }>(
    'SELECT nickname, area_code, phone, gender FROM users WHERE id = $1',
    [userId]
  )
  const m = await t.one<{ name: string; address: string; lat: number; lng: number }>(
    'SELECT name, address, lat, lng FROM merchants WHERE id = $1',
    [mchId]
  )
  if (!m) throw new AppError(ErrorCode.NOT_FOUND, '找不到商家', 404)
  return {
    name: u?.nickname ?? '',
    areaCode: u?.area_code ?? '853',
    phone: u?.phone ?? '',
    gender: u?.gender ?? 0,
    tag: '其他',
    address: m.address,
    detail: `${m.name}（到店自取）`,
    lat: m.lat,
    lng: m.lng
  }
}

/** The priced draft of a cart (stored or given), with the vertical's refusals (stock, range, coupons). */
export async function priceCart(
  ctx: OrderContext,
  t: Db,
  userId: number,
  input: SubmitInput,
  kind: OrderKind,
  now: number
): Promise<PricedDraft> {
  // Delivery goes to the user's address; self-pickup is collected at the store (no address, no fee).
  const pickup = kind.fulfilment === 'pickup'
  const address = pickup
    ? await pickupContact(t, userId, input.mchId)
    : await deliveryAddress(t, userId, input)
  if (input.deliveryTime !== undefined) {
    const at = input.deliveryTime * 1000
    if (at < now || at > now + MAX_BOOKING_MS) throw validation('參數 deliveryTime 超出可預約時間')
    // a booked takeaway time is one the checkout could offer: the shop open then (hours, holidays, pause) (a
    // supermarket slot has its own plan, a wine gift its own day)
    if (kind.vertical !== 'supermarket' && kind.later !== true && !pickup) {
      const m = await t.one<{ open_hours: string; holidays: string[]; paused_until: number | null }>(
        'SELECT open_hours, holidays, paused_until FROM merchants WHERE id = $1',
        [input.mchId]
      )
      const schedule = m && { openHours: m.open_hours, holidays: m.holidays, pausedUntil: m.paused_until }
      if (schedule && !isBookableAt(schedule, at)) {
        // the reason the shop gives: its holiday, its busy pause, else its hours
        const why = isHolidayAt(schedule, at)
          ? '公休'
          : isPausedAt(schedule, at)
            ? '暫停營業'
            : `營業時間 ${schedule.openHours}`
        throw new AppError(
          ErrorCode.DELIVERY_TIME_CLOSED,
          `商家於 ${bookedTimeText(input.deliveryTime, now).slice(3)} 不營業（${why}），請選擇營業時間內的送達時間`
        )
      }
    }
  }
  // Given lines are keyed the way quoteCart keys them, so each quoted item finds what was asked for.
  const stored =
    kind.lines === null
      ? await readCart(t, userId, input.mchId)
      : kind.lines.filter((l) => l.itemCount > 0).map((l, i) => ({ ...l, cartId: -(i + 1) }))
  if (stored.length === 0) throw validation('購物車是空的，請先選購商品')
  const calc = await quoteCart(t, {
    userId,
    mchId: input.mchId,
    lat: address.lat,
    lng: address.lng,
    lines: kind.lines === null ? null : stored,
    stored,
    couponId: input.couponId ?? null,
    redEnvelopeId: input.redEnvelopeId ?? null,
    freeDeliveryId: input.freeDeliveryId ?? null,
    now: toSeconds(now),
    pickup,
    vertical: kind.vertical,
    // A supermarket order is for later (a booked slot or a pickup): the store need not be open right now.
    scheduled:
      kind.later === true || (kind.vertical === 'supermarket' && (pickup || input.deliveryTime !== undefined))
  })
  const items = calc.cartInfo.flatMap((b) => b.items)
  for (const it of items) {
    if (it.invalidKey === 'soldOut') throw new AppError(ErrorCode.OUT_OF_STOCK, `${it.name} 已售罄`)
    if (it.invalid) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, `${it.name} ${it.invalid}`)
    const asked = stored.find((l) => l.cartId === it.cartId)?.itemCount ?? it.itemCount
    if (it.itemCount < asked) {
      throw it.stock < asked
        ? new AppError(ErrorCode.OUT_OF_STOCK, `${it.name} 庫存不足，最多購買${it.itemCount}件`)
        : new AppError(ErrorCode.LIMIT_EXCEEDED, `${it.name} 最多購買${it.itemCount}件`)
    }
  }
  // Alcohol only for an adult, whatever route placed the order (issue 11); the rider checks age at the door.
  const alcohol = await hasAlcohol(
    t,
    items.map((i) => i.goodsId)
  )
  if (alcohol) await ctx.ageGate.requireAdult(t, userId, now)
  const r = calc.result
  if (!r.canSubmit) {
    const m = await t.one<{ delivery_range_m: number }>(
      'SELECT delivery_range_m FROM merchants WHERE id = $1',
      [input.mchId]
    )
    if (r.distanceM > (m?.delivery_range_m ?? 0)) {
      throw new AppError(ErrorCode.OUT_OF_RANGE, '收貨地址超出商家配送範圍')
    }
    if (r.gapToMin > 0) {
      throw new AppError(
        ErrorCode.BELOW_MIN_ORDER,
        `未達起送價 ${formatMop(r.minOrder)}，還差 ${formatMop(r.gapToMin)}`
      )
    }
    throw new AppError(ErrorCode.MERCHANT_CLOSED, '商家休息中，暫不接單')
  }
  if (input.couponId !== undefined && calc.couponId !== input.couponId) {
    throw new AppError(ErrorCode.COUPON_INVALID, '優惠券不可用')
  }
  if (input.redEnvelopeId !== undefined && calc.redEnvelopeId !== input.redEnvelopeId) {
    throw new AppError(ErrorCode.COUPON_INVALID, '紅包不可用')
  }
  if (input.freeDeliveryId !== undefined && calc.freeDeliveryId !== input.freeDeliveryId) {
    throw new AppError(ErrorCode.COUPON_INVALID, '免配送費券不可用')
  }

  const merchant = await t.cached(`merchant-name:${input.mchId}`, ['merchants'], (d) =>
    d.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [input.mchId])
  )
  // Used like the coupons (order_id on the row), so a cancel or refund returns them with it.
  const used: Array<{ couponId: number; expectType: 'coupon' | 'redEnvelope' | 'freeDelivery' }> = []
  if (calc.couponId !== null) used.push({ couponId: calc.couponId, expectType: 'coupon' })
  if (calc.redEnvelopeId !== null) used.push({ couponId: calc.redEnvelopeId, expectType: 'redEnvelope' })
  if (calc.freeDeliveryId !== undefined && calc.freeDeliveryId !== null) {
    used.push({ couponId: calc.freeDeliveryId, expectType: 'freeDelivery' })
  }
  // Stock last: a popular dish's row stays locked from its decrement to the commit, so nothing else may wait
  // in between (on PostgreSQL every submit of that dish queues on it). Conditional decrements in goods-id order
  // (no deadlock between two carts): never below zero. Sent with the cart's clearing and the payment timeout
  // as one batch: on PGlite one call into the database (issue 13).
  // per product: a SKU's stock is its own row's (productId = goodsId for a goods without SKUs)
  const perGoods = new Map<number, { n: number; name: string }>()
  for (const i of items) {
    const cur = perGoods.get(i.productId)
    perGoods.set(i.productId, { n: (cur?.n ?? 0) + i.itemCount, name: i.name })
  }
  const decrements = [...perGoods].sort(([a], [b]) => a - b)
  const before: Statement[] = kind.lines === null ? [clearCartStatement(userId, input.mchId)] : []
  return {
    merchantId: input.mchId,
    vertical: kind.vertical,
    fulfilment: kind.fulfilment,
    goodsAmount: r.goodsAmount,
    packFee: r.packFee,
    deliveryFee: r.deliveryFee,
    total: r.total,
    feeLines: r.feeLines,
    address,
    remark: input.remark ?? '',
    tableware: input.tableware ?? null,
    deliveryTime: input.deliveryTime === undefined ? null : input.deliveryTime * 1000,
    couponId: calc.couponId,
    redEnvelopeId: calc.redEnvelopeId,
    distanceM: r.distanceM,
    ageCheck: alcohol,
    pickupStoreId: kind.pickupStoreId ?? null,
    lines: items.map((i) => ({
      goodsId: i.goodsId,
      productId: i.productId === i.goodsId ? null : i.productId,
      name: i.name,
      image: i.image,
      props: i.props,
      itemCount: i.itemCount,
      unitPrice: i.unitPrice,
      amount: i.amount
    })),
    searchWords: [merchant?.name ?? '', ...items.map((i) => i.name)],
    placed: async (tx, orderId) => {
      const nowS = toSeconds(now)
      for (const u of used) await useCoupon(tx, { userId, orderId, now: nowS, ...u })
    },
    finally: {
      statements: [
        ...before,
        ...decrements.map(([goodsId, { n }]): Statement => [
          'UPDATE goods SET stock = stock - $2 WHERE id = $1 AND stock >= $2',
          [goodsId, n]
        ])
      ],
      check: (done) => {
        decrements.forEach(([, { name }], k) => {
          if (done[before.length + k]?.rowCount !== 1) {
            throw new AppError(ErrorCode.OUT_OF_STOCK, `${name} 庫存不足`)
          }
        })
      }
    }
  }
}
