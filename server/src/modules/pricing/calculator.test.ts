import { describe, expect, it } from 'vitest'
import type { CartLine } from '@lotus/contract/cart'
import { calculateCart } from './calculator.js'
import { PROMOTIONS, type Promotion } from './promotions/index.js'
import { voucher } from './promotions/test-context.js'
import type { PricingGoods, PricingInput, PricingSnapshot } from './snapshot.js'

// 2025-01-15 12:00 Asia/Macau (UTC+8): the lunch band.
const NOON = Date.UTC(2025, 0, 15, 4, 0, 0) / 1000
const MCH = { lat: 22.1936, lng: 113.5399 }
// 2.49 km north of the merchant: 1 km free, then 2 started km.
const NEAR = { lat: MCH.lat + 0.0225, lng: MCH.lng }
// 5.5 km north: beyond the 5 km range.
const FAR = { lat: MCH.lat + 0.05, lng: MCH.lng }

const BANDS = [
  { startMin: 0, endMin: 600, baseFee: 500, perKmFee: 300, freeKm: 1, label: '早間' },
  { startMin: 600, endMin: 840, baseFee: 800, perKmFee: 300, freeKm: 1, label: '午市' },
  { startMin: 840, endMin: 1440, baseFee: 600, perKmFee: 300, freeKm: 1, label: '晚間' }
]

const goods = (id: number, o: Partial<PricingGoods> = {}): PricingGoods => ({
  id,
  merchant_id: 1,
  name: `餐${id}`,
  price: 3000,
  pack_fee: 100,
  stock: 50,
  total_stock: 50,
  limit_buy: 0,
  on_sale: true,
  ...o
})

const line = (goodsId: number, itemCount: number, props: CartLine['props'] = []) => ({
  goodsId,
  itemCount,
  props
})

function snapshot(
  over: Omit<Partial<PricingSnapshot>, 'lines'> & { lines?: CartLine[] } = {}
): PricingSnapshot {
  const { lines = [line(1, 2)], ...rest } = over
  return {
    merchant: {
      id: 1,
      name: '測試餐廳',
      ...MCH,
      open_hours: '',
      is_open: true,
      min_order: 3000,
      delivery_fee: 1000,
      pack_fee: 200,
      activities: [],
      delivery_range_m: 5000
    },
    goods: [goods(1)],
    options: [],
    bands: BANDS,
    coupons: [],
    redEnvelopes: [],
    hasCompletedOrder: true,
    ...rest,
    lines: lines.map((l, i) => ({ ...l, cartId: i + 1 }))
  }
}

const input = (over: Partial<PricingInput> = {}): PricingInput => ({ ...NEAR, now: NOON, ...over })

describe('calculateCart', () => {
  it('charges goods, packaging and the lunch band with its per-km fee', () => {
    const calc = calculateCart(snapshot(), input())
    expect(calc.result.feeLines).toEqual([
      { label: '商品金額', amount: 6000 },
      { label: '包裝費', amount: 2 * 100 + 200 },
      { label: '配送費（午市）', amount: 800 + 2 * 300 }
    ])
    expect(calc.result.total).toBe(6000 + 400 + 1400)
    expect(calc.result.canSubmit).toBe(true)
    expect(calc.warnMsg).toBeNull()
  })

  it('takes the band of the time given, and the flat fee when the merchant has no bands', () => {
    const morning = calculateCart(snapshot(), input({ now: NOON - 2 * 3600 - 1 }))
    expect(morning.result.deliveryFeeLabel).toBe('配送費（早間）')
    expect(morning.result.deliveryFee).toBe(500 + 2 * 300)
    const flat = calculateCart(snapshot({ bands: [] }), input())
    expect(flat.result).toMatchObject({ deliveryFee: 1000, deliveryFeeLabel: '配送費' })
  })

  it('caps counts by total stock when there is no per-user limit (the drift of issue 7)', () => {
    const snap = snapshot({ goods: [goods(1, { stock: 5, total_stock: 20 })], lines: [line(1, 25)] })
    const calc = calculateCart(snap, input())
    expect(calc.cartInfo[0]?.items[0]).toMatchObject({ itemCount: 20, amount: 20 * 3000, invalid: null })
    expect(calc.warnMsg).toBe('最多購買20件')
  })

  it('prices a SKU line at its SKU: its price, member price, stock caps; the goods options and its name', () => {
    const tea = goods(1, { name: '奶茶', price: 2400, has_skus: true })
    const big = goods(11, {
      name: '大份',
      price: 3200,
      stock: 2,
      total_stock: 2,
      sku_of: 1,
      member_price: 3000
    })
    const small = goods(12, { name: '小份', price: 2400, sku_of: 1 })
    const other = goods(21, { name: '中杯', price: 100, sku_of: 2 })
    const snap = snapshot({
      goods: [tea, big, small, other, goods(2)],
      options: [
        {
          goods_id: 1,
          name: '甜度',
          required: false,
          multi: false,
          values: [{ value: '少甜', priceDelta: 100 }]
        }
      ],
      lines: [
        { goodsId: 1, productId: 11, itemCount: 3, props: [{ name: '甜度', values: [{ value: '少甜' }] }] },
        { goodsId: 1, productId: 12, itemCount: 1, props: [] },
        // another goods' SKU, and no SKU for a goods that has them: refused, not priced
        { goodsId: 1, productId: 21, itemCount: 1, props: [] },
        { goodsId: 1, itemCount: 1, props: [] }
      ]
    })
    const calc = calculateCart(snap, input())
    const items = calc.cartInfo[0]!.items
    expect(items.map((i) => [i.productId, i.name, i.unitPrice, i.itemCount, i.invalid])).toEqual([
      [11, '奶茶（大份）', 3300, 2, null],
      [12, '奶茶（小份）', 2400, 1, null],
      [21, '奶茶', 2400, 1, '規格已變更'],
      [1, '奶茶', 2400, 1, '請選擇規格']
    ])
    expect(calc.result.goodsAmount).toBe(2 * 3300 + 2400)
    expect(calc.warnMsg).toContain('最多購買2件')
    // a god member pays the SKU's member price
    expect(calc.result.memberSaving).toBe(2 * (3200 - 3000))
    const member = calculateCart({ ...snap, godMember: true }, input())
    expect(member.result.feeLines).toContainEqual({ label: '會員價（省 4）', amount: -400 })
  })

  it('caps counts by the per-user limit', () => {
    const snap = snapshot({ goods: [goods(1, { limit_buy: 3 })], lines: [line(1, 4)] })
    const calc = calculateCart(snap, input())
    expect(calc.result.goodsAmount).toBe(3 * 3000)
    expect(calc.warnMsg).toBe('最多購買3件')
  })

  it('marks lines that cannot be bought and leaves them out of the amounts', () => {
    const snap = snapshot({
      goods: [
        goods(1),
        goods(2, { on_sale: false }),
        goods(3, { stock: 0 }),
        goods(4, { merchant_id: 2 }),
        goods(5)
      ],
      options: [
        {
          goods_id: 5,
          name: '份量',
          required: true,
          multi: false,
          values: [
            { value: '細', priceDelta: 0 },
            { value: '大', priceDelta: 500 }
          ]
        }
      ],
      lines: [
        line(1, 1),
        line(2, 1),
        line(3, 1),
        line(4, 1),
        line(9, 1),
        line(5, 1, [{ name: '份量', values: [{ value: '大' }] }]),
        line(5, 1, [{ name: '份量', values: [{ value: '特大' }] }]),
        line(5, 1)
      ]
    })
    const calc = calculateCart(snap, input())
    expect(calc.cartInfo[0]?.items.map((i) => [i.name, i.invalid])).toEqual([
      ['餐1', null],
      ['餐2', '商品已下架'],
      ['餐3', '已售罄'],
      ['餐4', '商品已下架'],
      ['商品', '商品已下架'],
      ['餐5', null],
      ['餐5', '規格已變更'],
      ['餐5', '請選擇規格']
    ])
    expect(calc.result.goodsAmount).toBe(3000 + 3500)
    expect(calc.warnMsg).toBe('餐2 已下架；餐3 已售罄；餐4 已下架；餐5 規格已變更；餐5 請選擇規格')
    // the same as keys, which each side words in its reader's language
    expect(calc.cartInfo[0]?.items.map((i) => i.invalidKey)).toEqual([
      null,
      'offSale',
      'soldOut',
      'offSale',
      'offSale',
      null,
      'specChanged',
      'chooseSpec'
    ])
    expect(calc.warnings).toEqual([
      { key: 'offSale', values: { name: '餐2' } },
      { key: 'soldOut', values: { name: '餐3' } },
      { key: 'offSale', values: { name: '餐4' } },
      { key: 'specChanged', values: { name: '餐5' } },
      { key: 'chooseSpec', values: { name: '餐5' } }
    ])
  })

  it('charges no packaging or delivery for a cart with nothing to buy, and refuses it', () => {
    const snap = snapshot({ goods: [goods(1, { stock: 0 })], hasCompletedOrder: false })
    const calc = calculateCart(snap, input())
    expect(calc.result).toMatchObject({
      goodsAmount: 0,
      packFee: 0,
      deliveryFee: 0,
      total: 0,
      canSubmit: false
    })
  })

  it('refuses a closed merchant, one outside its hours, and a point out of range', () => {
    const closed = snapshot()
    closed.merchant.is_open = false
    const calc = calculateCart(closed, input())
    expect(calc.result.canSubmit).toBe(false)
    expect(calc.warnMsg).toBe('商家休息中，暫不接單')

    const hours = snapshot()
    hours.merchant.open_hours = '17:00-22:00'
    expect(calculateCart(hours, input()).result.canSubmit).toBe(false)
    expect(calculateCart(hours, input({ now: NOON + 6 * 3600 })).result.canSubmit).toBe(true)

    const far = calculateCart(snapshot(), input(FAR))
    expect(far.result.canSubmit).toBe(false)
    expect(far.warnMsg).toBe('超出配送範圍（5.0公里）')
    expect(far.warnings).toEqual([{ key: 'outOfRange', values: { rangeM: 5000 } }])
  })

  it('reports the gap to the minimum order', () => {
    const calc = calculateCart(snapshot({ lines: [line(1, 1)] }), input())
    expect(calc.result).toMatchObject({ goodsAmount: 3000, gapToMin: 0, canSubmit: true })
    const cheap = calculateCart(
      snapshot({ goods: [goods(1, { price: 2999 })], lines: [line(1, 1)] }),
      input()
    )
    expect(cheap.result).toMatchObject({ gapToMin: 1, canSubmit: false })
  })

  it('applies promotions in order, each limited to what is left, never below 0', () => {
    const snap = snapshot({
      goods: [goods(1, { price: 1000, pack_fee: 0 })],
      lines: [line(1, 1)],
      merchant: {
        ...snapshot().merchant,
        pack_fee: 0,
        min_order: 0,
        activities: [
          { type: 'delivery_free', label: '免配送費', threshold: 1000 },
          { type: 'full_reduction', label: '滿10減8', threshold: 1000, reduce: 800 },
          { type: 'new_user', label: '新客立減', reduce: 100 }
        ]
      },
      hasCompletedOrder: false,
      coupons: [voucher(7, 500)],
      redEnvelopes: [voucher(8, 300, 'redEnvelope')]
    })
    const calc = calculateCart(snap, input())
    expect(calc.result.feeLines).toEqual([
      { label: '商品金額', amount: 1000 },
      { label: '包裝費', amount: 0 },
      { label: '配送費（免配送費）', amount: 0 },
      { label: '滿減（滿10減8）', amount: -800 },
      { label: '新客立減', amount: -100 },
      { label: '優惠券（券7）', amount: -100 }
    ])
    expect(calc.result).toMatchObject({
      fullReduction: 800,
      discount: 100,
      couponAmount: 100,
      redEnvelopeAmount: 0,
      total: 0
    })
    // the red envelope took nothing, so the order does not spend it
    expect(calc.couponId).toBe(7)
    expect(calc.redEnvelopeId).toBeNull()
    expect(calc.actInfo).toEqual({ label: '已享滿減，減<em>MOP 8</em>', reduce: 800 })
  })

  it('offers only the vouchers whose threshold the goods amount meets', () => {
    const snap = snapshot({
      coupons: [
        { ...voucher(1, 2000), threshold: 6001 },
        { ...voucher(2, 1000), threshold: 6000 }
      ]
    })
    const calc = calculateCart(snap, input())
    expect(calc.coupons.map((c) => c.id)).toEqual([2])
    expect(calc.result.couponAmount).toBe(1000)
    const chosen = calculateCart(snap, input({ couponId: 1 }))
    expect(chosen.result.couponAmount).toBe(0)
    expect(chosen.warnMsg).toBe('優惠券不可用')
  })

  it('runs a promotion added to the list after the others', () => {
    const memberPrice: Promotion = {
      key: 'member-price',
      stage: 'order',
      field: 'discount',
      applies: (ctx) => ctx.goodsAmount > 0,
      apply: () => ({ amount: 300, label: () => '會員價' })
    }
    const calc = calculateCart(snapshot(), input({ couponId: null }), [...PROMOTIONS, memberPrice])
    expect(calc.result.feeLines.at(-1)).toEqual({ label: '會員價', amount: -300 })
    expect(calc.result).toMatchObject({ discount: 300, total: 6000 + 400 + 1400 - 300 })
  })

  it('charges a god member the member prices (one 會員價 line); others see what they would save', () => {
    const snap = (godMember: boolean) =>
      snapshot({
        goods: [goods(1, { member_price: 2500 }), goods(2, { price: 2000, member_price: null })],
        lines: [line(1, 2), line(2, 1)],
        godMember
      })
    const plain = calculateCart(snap(false), input())
    expect(plain.result.memberSaving).toBe(1000)
    expect(plain.result.feeLines.some((l) => l.label.startsWith('會員價'))).toBe(false)
    const member = calculateCart(snap(true), input())
    expect(member.result.feeLines).toContainEqual({ label: '會員價（省 10）', amount: -1000 })
    expect(member.result.discount).toBe(1000)
    expect(member.result.memberSaving).toBe(0)
    // membership alone waives no delivery fee: that is the free-delivery vouchers' job
    expect(member.result.deliveryFee).toBe(1400)
    expect(member.result.total).toBe(plain.result.total - 1000)
    // a sold-out line saves nothing
    const soldOut = calculateCart(
      snapshot({ goods: [goods(1, { member_price: 2500, stock: 0 })], godMember: true }),
      input()
    )
    expect(soldOut.result.memberSaving).toBe(0)
  })

  it('takes a free-delivery voucher off the delivery line only, never below 0, and not on pickup', () => {
    const fd = (id: number, amount: number) => voucher(id, amount, 'freeDelivery')
    const snap = snapshot({ freeDeliveryVouchers: [fd(5, 2000), fd(6, 500)] })
    const best = calculateCart(snap, input())
    expect(best.freeDeliveryId).toBe(5)
    expect(best.result.deliveryFee).toBe(0)
    expect(best.result.feeLines).toContainEqual({ label: '配送費（免配送費券）', amount: 0 })
    // goods and packaging untouched; other vouchers still apply after it
    expect(best.result.total).toBe(6000 + 400)
    const small = calculateCart(snap, input({ freeDeliveryId: 6 }))
    expect(small.freeDeliveryId).toBe(6)
    expect(small.result.feeLines).toContainEqual({ label: '配送費（免配送費券減 5）', amount: 900 })
    const declined = calculateCart(snap, input({ freeDeliveryId: null }))
    expect(declined.freeDeliveryId).toBeNull()
    expect(declined.result.deliveryFee).toBe(1400)
    const pickup = calculateCart(snap, input({ pickup: true }))
    expect(pickup.freeDeliveryId).toBeNull()
    expect(pickup.freeDeliveryVouchers).toEqual([])
    expect(pickup.result.total).toBe(6000 + 400)
    // the merchant's own free delivery first: no voucher spent on a fee of 0
    const free = calculateCart(
      snapshot({
        freeDeliveryVouchers: [fd(5, 2000)],
        merchant: {
          ...snap.merchant,
          activities: [{ type: 'delivery_free', label: '免配送費', threshold: 1000 }]
        }
      }),
      input()
    )
    expect(free.freeDeliveryId).toBeNull()
    expect(free.result.deliveryFeeLabel).toBe('配送費（免配送費）')
  })
})
