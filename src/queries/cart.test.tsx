import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartCalc, CartItem } from '@/services/cart'
import { fake } from '../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({
  calcCart: vi.fn(),
  addToCart: vi.fn(),
  cartTotalCount: vi.fn()
}))
vi.mock('@/services/cart', () => api)

import { WARN_DELAY_MS } from '@/hooks/use-warn-toast'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { clearCache, getData, getEntry, setData } from './cache'
import { cartKeys, type StoredCart, useStoredCart } from './cart'

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
  invalidKey: null,
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
  warnMsg,
  warnings: []
})
const point = { lat: 22.19, lng: 113.54 }

/** A promise the test settles. */
function later<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const p = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { p, resolve, reject }
}

beforeEach(() => {
  fake.reset()
  useSession.setState({ token: 't', loggedIn: true })
  // the delivery point: the chosen address
  useLocation.setState({ ...initialLocation, chosen: { name: '新馬路', address: '', ...point } })
  api.calcCart.mockReset()
  api.cartTotalCount.mockReset().mockResolvedValue(2)
  api.addToCart.mockReset()
})

/** The cart hook of merchant 5, once its first answer is in. */
async function mounted(mchId = 5) {
  const h = renderHook(() => useStoredCart(mchId))
  await waitFor(() => expect(h.result.current.loaded).toBe(true))
  return h
}

describe('the stored cart (query layer)', () => {
  it('reads the stored cart with data null; the answer is the cart', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 2 })]))
    const { result } = await mounted()
    expect(api.calcCart).toHaveBeenCalledWith(
      { mchId: 5, lat: 22.19, lng: 113.54, data: null },
      { silent: true }
    )
    expect(result.current.count).toBe(2)
    expect(result.current.calc?.result.deliveryFee).toBe(800)
    expect(getData<StoredCart>(cartKeys.mch(5))?.lines).toHaveLength(1)
  })

  it('an empty cart (flagged count 0) is not computed: opening a shop never sends anyone to login', async () => {
    api.cartTotalCount.mockResolvedValueOnce(0)
    const { result } = await mounted()
    expect(api.cartTotalCount).toHaveBeenCalledWith(5)
    expect(api.calcCart).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({ loaded: true, calc: null, lines: [], count: 0 })
  })

  it('logged out: asks nothing, and there is no cart', async () => {
    useSession.setState({ token: '', loggedIn: false })
    const { result } = await mounted()
    expect(result.current).toMatchObject({ calc: null, lines: [] })
    expect(api.cartTotalCount).not.toHaveBeenCalled()
    expect(api.calcCart).not.toHaveBeenCalled()
  })

  it('a new delivery point prices the cart again', async () => {
    api.calcCart.mockResolvedValue(calc([item({ itemCount: 2 })]))
    await mounted()
    act(() => useLocation.setState({ chosen: { name: '氹仔', address: '', lat: 22.15, lng: 113.56 } }))
    await waitFor(() =>
      expect(api.calcCart).toHaveBeenLastCalledWith(
        { mchId: 5, lat: 22.15, lng: 113.56, data: null },
        { silent: true }
      )
    )
  })

  it('setQty sends the full list of lines, and the server answer (which may cap) wins', async () => {
    api.calcCart.mockResolvedValueOnce(
      calc([item({ goodsId: 1, itemCount: 1 }), item({ goodsId: 2, productId: 2, itemCount: 1 })])
    )
    const { result } = await mounted()
    api.calcCart.mockResolvedValueOnce(
      calc([item({ goodsId: 1, itemCount: 1 }), item({ goodsId: 2, productId: 2, itemCount: 2 })])
    )
    await act(() => result.current.setQty({ goodsId: 2, productId: 2, itemCount: 1, props: [] }, 3))
    expect(api.calcCart.mock.calls[1]?.[0]).toEqual({
      mchId: 5,
      lat: 22.19,
      lng: 113.54,
      data: [
        { goodsId: 1, productId: 1, itemCount: 1, props: [], optType: null },
        { goodsId: 2, productId: 2, itemCount: 3, props: [], optType: null }
      ]
    })
    expect(result.current.count).toBe(3)
  })

  it('a tap shows at once; taps go out in order and one overtaken before it left is not sent', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 1 })]))
    const { result } = await mounted()
    const first = later<CartCalc>()
    api.calcCart.mockReturnValueOnce(first.p)
    const line = { goodsId: 1, productId: 1, itemCount: 1, props: [] }
    act(() => void result.current.setQty(line, 2))
    // optimistic: the stepper counts 2 before any answer; the bar is busy
    expect(result.current.countOf(1)).toBe(2)
    expect(result.current.busy).toBe(true)
    await waitFor(() => expect(api.calcCart).toHaveBeenCalledTimes(2))
    // two more taps while the first is on its way: they wait their turn
    act(() => {
      void result.current.setQty(line, 3)
      void result.current.setQty(line, 4)
    })
    expect(result.current.countOf(1)).toBe(4)
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 4 })]))
    // the first answer is older than the taps: its price comes, the lines on screen stay
    await act(async () => first.resolve(calc([item({ itemCount: 2, amount: 7600 })])))
    await waitFor(() => expect(result.current.busy).toBe(false))
    // the second tap was overtaken by the third before it left: two writes in all
    expect(api.calcCart).toHaveBeenCalledTimes(3)
    expect(api.calcCart.mock.calls[2]?.[0].data[0].itemCount).toBe(4)
    expect(result.current.count).toBe(4)
  })

  it('warnMsg is a toast 200 ms after the answer', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 1 })]))
    const { result } = await mounted()
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 300 })], '最多購買300件'))
    const answered = Date.now()
    await act(() => result.current.setQty({ goodsId: 1, itemCount: 1, props: [] }, 2))
    expect(fake.toasts).toEqual([])
    await waitFor(() => expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買300件']))
    // never sooner (timers may round a millisecond down)
    expect(Date.now() - answered).toBeGreaterThanOrEqual(WARN_DELAY_MS - 2)
  })

  it('the 301st item is refused with 最多購買300件 before any request', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 300, stock: 1000 })]))
    const { result } = await mounted()
    let ok: boolean | undefined
    await act(async () => {
      ok = await result.current.setQty({ goodsId: 1, itemCount: 300, props: [] }, 301, {
        stock: 1000,
        limitBuy: 0
      })
    })
    expect(ok).toBe(false)
    expect(api.calcCart).toHaveBeenCalledTimes(1)
    expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買300件'])
    expect(result.current.count).toBe(300)
  })

  it('a limitBuy cap says 最多購買N件 before any request; sold out goods are refused', async () => {
    const goods = { id: 9, stock: 40, totalStock: 40, limitBuy: 2 }
    api.calcCart.mockResolvedValueOnce(calc([item({ goodsId: 9, productId: 9, itemCount: 2 })]))
    const { result } = await mounted()
    expect(await result.current.addGoods(goods, [], 1)).toBe(false)
    expect(await result.current.addGoods({ ...goods, id: 10, soldOut: true }, [], 1)).toBe(false)
    expect(api.calcCart).toHaveBeenCalledTimes(1)
    expect(api.addToCart).not.toHaveBeenCalled()
    expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買2件', '已售罄'])
  })

  it('a new line with options goes through cart/add; an equal line merges into a calc', async () => {
    api.cartTotalCount.mockResolvedValueOnce(0)
    const { result } = await mounted()
    const big = [{ name: '份量', values: [{ value: '大份' }] }]
    api.addToCart.mockResolvedValueOnce(calc([item({ goodsId: 3, productId: 3, props: big })]))
    await act(() => result.current.addGoods({ id: 3, stock: 9, limitBuy: 0 }, big, 1))
    expect(api.addToCart).toHaveBeenCalledWith({
      mchId: 5,
      lat: 22.19,
      lng: 113.54,
      goodsId: 3,
      itemCount: 1,
      props: big
    })
    api.calcCart.mockResolvedValueOnce(calc([item({ goodsId: 3, productId: 3, itemCount: 2, props: big })]))
    await act(() =>
      result.current.addGoods(
        { id: 3, stock: 9, limitBuy: 0 },
        [{ name: '份量', values: [{ value: '大份' }] }],
        1
      )
    )
    expect(api.calcCart.mock.calls[0]?.[0].data).toEqual([
      { goodsId: 3, productId: 3, itemCount: 2, props: big, optType: null }
    ])
    expect(result.current.count).toBe(2)
  })

  it('a failed write goes back to the last answer (rollback) and says why', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 1 })]))
    const { result } = await mounted()
    const failing = later<CartCalc>()
    api.calcCart.mockReturnValueOnce(failing.p)
    let ok: Promise<boolean> | undefined
    act(() => void (ok = result.current.setQty({ goodsId: 1, itemCount: 1, props: [] }, 4)))
    expect(result.current.count).toBe(4)
    await act(async () => failing.reject(new Error('offline')))
    expect(await ok).toBe(false)
    expect(result.current.count).toBe(1)
    expect(result.current.error).toBe('請求失敗')
  })

  it('a write makes the checkout prices of that cart stale, not the cart itself', async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 1 })]))
    const { result } = await mounted()
    setData([...cartKeys.quotes(5), 1], calc([item({ itemCount: 1 })]))
    setData([...cartKeys.quotes(6), 1], calc([item({ itemCount: 1 })]))
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 2 })]))
    await act(() => result.current.setQty({ goodsId: 1, itemCount: 1, props: [] }, 2))
    expect(getEntry([...cartKeys.quotes(5), 1]).updatedAt).toBe(0)
    expect(getEntry([...cartKeys.quotes(6), 1]).updatedAt).toBeGreaterThan(0)
    expect(api.calcCart).toHaveBeenCalledTimes(2)
  })

  it("an answer that comes after the identity changed never fills the next user's cart", async () => {
    api.calcCart.mockResolvedValueOnce(calc([item({ itemCount: 1 })]))
    const { result } = await mounted()
    const slow = later<CartCalc>()
    api.calcCart.mockReturnValueOnce(slow.p)
    act(() => void result.current.setQty({ goodsId: 1, itemCount: 1, props: [] }, 5))
    // logout, a 401 or another login: resetIdentity clears the cache
    act(() => clearCache())
    await act(async () => slow.resolve(calc([item({ itemCount: 5 })])))
    expect(getData(cartKeys.mch(5))).toBeUndefined()
  })
})
