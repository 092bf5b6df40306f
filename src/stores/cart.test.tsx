import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartCalc, CartItem } from '@/services/cart'
import { fake } from '../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({
  calcCart: vi.fn(),
  addToCart: vi.fn(),
  cartTotalCount: vi.fn(),
  clearCart: vi.fn()
}))
vi.mock('@/services/cart', () => api)

import { useCart, WARN_DELAY_MS } from './cart'
import { cartOf, totalCount } from './cart-reducer'
import { useLocation } from './location'
import { initialLocation } from './location-reducer'
import { useSession } from './session'

const item = (over: Partial<CartItem>): CartItem => ({
  cartId: 1,
  goodsId: 1,
  productId: 1,
  itemCount: 1,
  bagNo: 1,
  props: [],
  optType: null,
  name: '叉燒飯',
  image: '',
  unitPrice: 3800,
  amount: 3800,
  stock: 50,
  limitBuy: 0,
  invalid: null,
  ...over,
  totalStock: over.totalStock ?? over.stock ?? 50
})
const calc = (items: CartItem[], warnMsg: string | null = null): CartCalc => ({
  cartInfo: [{ bagNo: 1, items }],
  actInfo: { label: '滿60減10', reduce: 0 },
  result: {
    goodsAmount: 0,
    packFee: 0,
    deliveryFee: 800,
    deliveryFeeLabel: '配送費 MOP 8',
    fullReduction: 0,
    discount: 0,
    couponAmount: 0,
    redEnvelopeAmount: 0,
    total: 0,
    minOrder: 5000,
    gapToMin: 5000,
    canSubmit: false,
    distanceM: 1200,
    feeLines: []
  },
  coupons: [],
  redEnvelopes: [],
  couponId: null,
  redEnvelopeId: null,
  warnMsg
})
const point = { lat: 22.19, lng: 113.54 }

beforeEach(() => {
  fake.reset()
  useCart.getState().reset()
  useSession.setState({ token: 't', loggedIn: true })
  // the delivery point: the chosen address
  useLocation.setState({ ...initialLocation, chosen: { name: '新馬路', address: '', ...point } })
  api.calcCart.mockReset()
  api.cartTotalCount.mockReset().mockResolvedValue(2)
  api.addToCart.mockReset()
})
afterEach(() => vi.useRealTimers())

describe('cart store', () => {
  it('load reads the stored cart with data null; the answer replaces the state', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 2 })]))
    await useCart.getState().load(5, point)
    expect(api.calcCart).toHaveBeenCalledWith(
      { mchId: 5, lat: 22.19, lng: 113.54, data: null },
      { silent: true }
    )
    const c = cartOf(useCart.getState(), 5)
    expect(totalCount(c)).toBe(2)
    expect(c.calc?.result.deliveryFee).toBe(800)
  })

  it('an empty cart (flagged count 0) is not computed: opening a shop never sends anyone to login', async () => {
    api.cartTotalCount.mockResolvedValueOnce(0)
    await useCart.getState().load(5, point)
    expect(api.cartTotalCount).toHaveBeenCalledWith(5)
    expect(api.calcCart).not.toHaveBeenCalled()
    expect(cartOf(useCart.getState(), 5)).toMatchObject({ loaded: true, calc: null, lines: [] })
  })

  it('logged out: load asks nothing', async () => {
    useSession.setState({ token: '', loggedIn: false })
    await useCart.getState().load(5, point)
    expect(api.calcCart).not.toHaveBeenCalled()
  })

  it('setQty sends the full list of lines, and the server answer (which may cap) wins', async () => {
    api.calcCart.mockResolvedValueOnce(
      calc([item({ goodsId: 1, itemCount: 1 }), item({ goodsId: 2, productId: 2, itemCount: 1 })])
    )
    await useCart.getState().load(5, point)
    api.calcCart.mockResolvedValueOnce(
      calc([item({ goodsId: 1, itemCount: 1 }), item({ goodsId: 2, productId: 2, itemCount: 2 })])
    )
    await useCart.getState().setQty(5, { goodsId: 2, productId: 2, itemCount: 1, props: [] }, 3)
    expect(api.calcCart.mock.calls[1]?.[0]).toEqual({
      mchId: 5,
      lat: 22.19,
      lng: 113.54,
      data: [
        { goodsId: 1, productId: 1, itemCount: 1, props: [], optType: null },
        { goodsId: 2, productId: 2, itemCount: 3, props: [], optType: null }
      ]
    })
    expect(totalCount(cartOf(useCart.getState(), 5))).toBe(3)
  })

  it('warnMsg is a toast 200 ms after the answer', async () => {
    vi.useFakeTimers()
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 300 })], '最多購買300件'))
    await act(async () => {
      await useCart.getState().setQty(5, { goodsId: 1, itemCount: 1, props: [] }, 2)
    })
    expect(fake.toasts).toEqual([])
    vi.advanceTimersByTime(WARN_DELAY_MS - 1)
    expect(fake.toasts).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買300件'])
  })

  it('the 301st item is refused with 最多購買300件 before any request', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 300, stock: 1000 })]))
    await useCart.getState().load(5, point)
    const ok = await useCart
      .getState()
      .setQty(5, { goodsId: 1, itemCount: 300, props: [] }, 301, { stock: 1000, limitBuy: 0 })
    expect(ok).toBe(false)
    expect(api.calcCart).toHaveBeenCalledTimes(1)
    expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買300件'])
  })

  it('a limitBuy cap says 最多購買N件 before any request; sold out goods are refused', async () => {
    const goods = { id: 9, stock: 40, totalStock: 40, limitBuy: 2 }
    api.calcCart.mockResolvedValueOnce(calc([item({ goodsId: 9, productId: 9, itemCount: 2 })]))
    await useCart.getState().load(5, point)
    expect(await useCart.getState().addGoods(5, goods, [], 1)).toBe(false)
    expect(await useCart.getState().addGoods(5, { ...goods, id: 10, soldOut: true }, [], 1)).toBe(false)
    expect(api.calcCart).toHaveBeenCalledTimes(1)
    expect(api.addToCart).not.toHaveBeenCalled()
    expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買2件', '已售罄'])
  })

  it('a new line with options goes through cart/add; an equal line merges into a calc', async () => {
    const big = [{ name: '份量', values: [{ value: '大份' }] }]
    api.addToCart.mockResolvedValueOnce(calc([item({ goodsId: 3, productId: 3, props: big })]))
    await useCart.getState().addGoods(5, { id: 3, stock: 9, limitBuy: 0 }, big, 1)
    expect(api.addToCart).toHaveBeenCalledWith({
      mchId: 5,
      lat: 22.19,
      lng: 113.54,
      goodsId: 3,
      itemCount: 1,
      props: big
    })
    api.calcCart.mockResolvedValueOnce(calc([item({ goodsId: 3, productId: 3, itemCount: 2, props: big })]))
    await useCart
      .getState()
      .addGoods(5, { id: 3, stock: 9, limitBuy: 0 }, [{ name: '份量', values: [{ value: '大份' }] }], 1)
    expect(api.calcCart.mock.calls[0]?.[0].data).toEqual([
      { goodsId: 3, productId: 3, itemCount: 2, props: big, optType: null }
    ])
    expect(totalCount(cartOf(useCart.getState(), 5))).toBe(2)
  })

  it('a failed request goes back to the last answer', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 1 })]))
    await useCart.getState().load(5, point)
    api.calcCart.mockRejectedValueOnce(new Error('offline'))
    expect(await useCart.getState().setQty(5, { goodsId: 1, itemCount: 1, props: [] }, 4)).toBe(false)
    expect(totalCount(cartOf(useCart.getState(), 5))).toBe(1)
  })
})
