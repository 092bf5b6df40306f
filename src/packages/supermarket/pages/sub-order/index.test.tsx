import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { ApiError } from '@/services/errors'
import { useAddress } from '@/stores/address'
import { fake } from '../../../../../tests/setup/taro-fake'
import SubOrder from './index'

const calcCart = vi.fn()
const listAddresses = vi.fn()
const getMarketSlots = vi.fn()
const submitMarketPickup = vi.fn()
const submitMarketDelivery = vi.fn()
const listChainPickupStores = vi.fn()
vi.mock('@/services/cart', () => ({ calcCart: (...a: unknown[]) => calcCart(...a) }))
vi.mock('@/services/address', () => ({ listAddresses: () => listAddresses() }))
vi.mock('@/services/market', () => ({
  getMarketHome: async () => ({
    store: {
      id: 7,
      name: '蓮花鮮選超市（新馬路店）',
      address: '澳門新馬路 125 號地下',
      district: '大堂區',
      lat: 22.1935,
      lng: 113.5405,
      openHours: '08:00-22:00',
      phone: '28331234',
      distanceM: 0,
      image: '',
      notice: '',
      tags: []
    },
    banners: [],
    aisles: [],
    deals: [],
    hot: []
  }),
  getMarketSlots: (...a: unknown[]) => getMarketSlots(...a),
  listChainPickupStores: (...a: unknown[]) => listChainPickupStores(...a),
  submitMarketPickup: (...a: unknown[]) => submitMarketPickup(...a),
  submitMarketDelivery: (...a: unknown[]) => submitMarketDelivery(...a)
}))

const address = {
  id: 3,
  name: '陳大文',
  areaCode: '853',
  phone: '66123456',
  gender: 1,
  tag: '家',
  address: '澳門新馬路 1 號',
  detail: '3樓A',
  lat: 22.19,
  lng: 113.54,
  isDefault: true
}

const calc = (pickup: boolean) => ({
  cartInfo: [
    {
      bagNo: 1,
      items: [
        {
          cartId: 1,
          goodsId: 501,
          productId: 501,
          itemCount: 2,
          bagNo: 1,
          props: [],
          optType: null,
          name: '本地鮮雞蛋 10隻裝',
          image: '',
          unitPrice: 12345,
          amount: 24690,
          stock: 10,
          totalStock: 10,
          limitBuy: 0,
          invalid: null
        }
      ]
    }
  ],
  actInfo: { label: '', reduce: 0 },
  result: {
    goodsAmount: 24690,
    packFee: 0,
    deliveryFee: pickup ? 0 : 1500,
    deliveryFeeLabel: '配送費',
    fullReduction: 0,
    discount: 0,
    couponAmount: 1000,
    redEnvelopeAmount: 0,
    total: pickup ? 23690 : 25190,
    minOrder: 0,
    gapToMin: 0,
    canSubmit: true,
    distanceM: 0,
    feeLines: [
      { label: '商品金額', amount: 24690 },
      { label: '包裝費', amount: 0 },
      ...(pickup ? [] : [{ label: '配送費', amount: 1500 }]),
      { label: '優惠券', amount: -1000 }
    ]
  },
  coupons: [
    {
      id: 41,
      type: 'coupon',
      name: '超市滿200減10',
      amount: 1000,
      threshold: 20000,
      mchId: 7,
      expireAt: 1893456000,
      status: 'usable'
    },
    {
      id: 42,
      type: 'coupon',
      name: '乳品蛋類滿60減10',
      amount: 1000,
      threshold: 6000,
      mchId: null,
      expireAt: 1893456000,
      status: 'usable',
      vertical: 'supermarket',
      scope: { kind: 'aisle', aisleId: 11, name: '乳品蛋類' }
    }
  ],
  redEnvelopes: [],
  warnMsg: null,
  couponId: 41,
  redEnvelopeId: null
})

const slot = (s: string, left: number, reason: string | null) => ({
  date: '2026-11-22',
  slot: s,
  capacity: 20,
  booked: 20 - left,
  left,
  available: reason === null,
  reason
})

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  useAddress.setState({ picked: null, point: null })
  fake.pages.push({ route: 'packages/supermarket/pages/sub-order/index', options: { mchId: '7' } })
  listAddresses.mockResolvedValue([address])
  calcCart.mockImplementation(async (input: { fulfilment?: string }) => calc(input.fulfilment === 'pickup'))
  getMarketSlots.mockResolvedValue([slot('16:00-18:00', 0, '已約滿'), slot('18:00-20:00', 5, null)])
  listChainPickupStores
    .mockReset()
    .mockResolvedValue([
      chainStore(7, '蓮花鮮選超市（新馬路店）', '澳門新馬路 125 號地下', 300),
      chainStore(9, '蓮花鮮選超市（氹仔店）', '氹仔孫逸仙大馬路 88 號', 4200)
    ])
})

const chainStore = (id: number, name: string, address: string, distanceM: number) => ({
  id,
  name,
  address,
  district: '',
  lat: 22.19,
  lng: 113.54,
  openHours: '08:00-22:00',
  phone: '28331234',
  distanceM,
  image: '',
  chain: '蓮花鮮選超市',
  points: [] as Array<{ id: number; name: string; address: string; hours: string }>
})

describe('supermarket sub-order', () => {
  it('delivery: the server’s fee lines, the honey points to earn, a full slot cannot be chosen', async () => {
    render(<SubOrder />)
    expect(await screen.findByText('本地鮮雞蛋 10隻裝')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getAllByTestId('fee-line').map((l) => l.textContent)).toEqual([
        '商品金額MOP 246.90',
        '包裝費MOP 0.00',
        '配送費MOP 15.00',
        '優惠券-MOP 10.00'
      ])
    )
    expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ mchId: 7, addressId: 3, fulfilment: 'delivery' })
    expect(screen.getByTestId('points-earned').textContent).toBe('訂單完成後可得 251 蜂蜜')
    const full = await screen.findByRole('radio', { name: /16:00-18:00 已約滿/ })
    expect(full.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(full)
    expect(full.getAttribute('aria-checked')).toBe('false')
    // Without a slot nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: '提交訂單' }))
    expect(submitMarketDelivery).not.toHaveBeenCalled()

    submitMarketDelivery.mockResolvedValue({ orderId: 88, orderNo: 'x', payDeadline: 0, total: 25190 })
    fireEvent.click(screen.getByRole('radio', { name: /18:00-20:00/ }))
    fireEvent.click(screen.getByRole('button', { name: '提交訂單' }))
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/pagesA/pages/pay/index?orderId=88'
      })
    )
    expect(submitMarketDelivery.mock.calls[0]?.[0]).toMatchObject({
      mchId: 7,
      addressId: 3,
      slot: '18:00-20:00',
      couponId: 41
    })
  })

  it('offers a non-member what member prices would save on this order, opening god member', async () => {
    calcCart.mockImplementation(async () => {
      const c = calc(false)
      return { ...c, result: { ...c.result, memberSaving: 900 } }
    })
    render(<SubOrder />)
    fireEvent.click(await screen.findByText('開通神會員，本單會員價可省 MOP 9'))
    expect(fake.navigations.at(-1)?.url).toBe('/pages/grade/grade')
  })

  it('pickup: no delivery line, the store’s address and hours; a lost answer is retried with the same key', async () => {
    submitMarketPickup.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitMarketPickup.mockResolvedValueOnce({ orderId: 77, orderNo: 'x', payDeadline: 0, total: 23690 })
    render(<SubOrder />)
    fireEvent.click(await screen.findByRole('tab', { name: '到店自取' }))
    expect(await screen.findByText('澳門新馬路 125 號地下')).toBeTruthy()
    expect(screen.getAllByText('營業時間 08:00-22:00')).toHaveLength(2)
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ fulfilment: 'pickup' }))
    await waitFor(() =>
      expect(screen.getAllByTestId('fee-line').map((l) => l.textContent)).not.toContain('配送費MOP 15.00')
    )
    expect(screen.getByTestId('points-earned').textContent).toBe('訂單完成後可得 236 蜂蜜')
    fireEvent.click(screen.getByRole('button', { name: '提交訂單' }))
    await waitFor(() => expect(fake.toasts.at(-1)?.title).toBe('請求失敗'))
    fireEvent.click(screen.getByRole('button', { name: '提交訂單' }))
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/pay/index?orderId=77')
    )
    const keys = submitMarketPickup.mock.calls.map((c) => (c[0] as { clientKey: string }).clientKey)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(submitMarketPickup.mock.calls[0]?.[0]).toMatchObject({ mchId: 7, couponId: 41 })
  })

  it('a member’s free-delivery voucher waives the delivery line, can be declined, and goes with a delivery order', async () => {
    const voucher = {
      id: 61,
      type: 'freeDelivery' as const,
      name: '神會員免配送費券',
      amount: 2000,
      threshold: 0,
      mchId: null,
      expireAt: 1893456000,
      status: 'usable' as const
    }
    calcCart.mockImplementation(async (input: { fulfilment?: string; freeDeliveryId?: number }) => {
      const base = calc(input.fulfilment === 'pickup')
      // the server offers none on pickup
      if (input.fulfilment === 'pickup') return { ...base, freeDeliveryVouchers: [], freeDeliveryId: null }
      if (input.freeDeliveryId === 0)
        return { ...base, freeDeliveryVouchers: [voucher], freeDeliveryId: null }
      return {
        ...base,
        freeDeliveryVouchers: [voucher],
        freeDeliveryId: 61,
        result: {
          ...base.result,
          deliveryFee: 0,
          total: base.result.total - 1500,
          feeLines: base.result.feeLines.map((l) =>
            l.label === '配送費' ? { label: '配送費（免配送費券）', amount: 0 } : l
          )
        }
      }
    })
    render(<SubOrder />)
    expect(await screen.findByText('配送費（免配送費券）')).toBeTruthy()
    const vouchers = screen.getByRole('radiogroup', { name: '免配送費券' })
    const chip = within(vouchers).getByRole('radio', { name: /神會員免配送費券/ })
    expect(chip.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(within(vouchers).getByRole('radio', { name: '不使用' }))
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ freeDeliveryId: 0 }))
    expect(await screen.findByText('配送費')).toBeTruthy()
    fireEvent.click(within(vouchers).getByRole('radio', { name: /神會員免配送費券/ }))
    expect(await screen.findByText('配送費（免配送費券）')).toBeTruthy()

    submitMarketDelivery.mockResolvedValue({ orderId: 89, orderNo: 'x', payDeadline: 0, total: 23690 })
    fireEvent.click(await screen.findByRole('radio', { name: /18:00-20:00/ }))
    fireEvent.click(screen.getByRole('button', { name: '提交訂單' }))
    await waitFor(() => expect(submitMarketDelivery).toHaveBeenCalled())
    expect(submitMarketDelivery.mock.calls.at(-1)?.[0]).toMatchObject({ freeDeliveryId: 61, couponId: 41 })
  })

  it('choosing 不使用 asks the server again without a coupon', async () => {
    render(<SubOrder />)
    await screen.findByText('本地鮮雞蛋 10隻裝')
    fireEvent.click(await screen.findByRole('radio', { name: '不使用' }))
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ couponId: 0 }))
  })

  it('pickup at another store of the chain: chosen from the list or on the map, sent with the order', async () => {
    submitMarketPickup.mockResolvedValue({
      orderId: 79,
      orderNo: 'x',
      payDeadline: 0,
      total: 23690,
      pickupStoreId: 9
    })
    render(<SubOrder />)
    fireEvent.click(await screen.findByRole('tab', { name: '到店自取' }))
    const own = await screen.findByRole('radio', { name: '蓮花鮮選超市（新馬路店）' })
    expect(own.getAttribute('aria-checked')).toBe('true')
    expect(listChainPickupStores.mock.calls[0]?.[0]).toBe(7)
    expect(screen.getByText('4.2km')).toBeTruthy()
    // 地圖選店 opens mch-map for this store's chain; the store chosen there is taken on return.
    fireEvent.click(screen.getByRole('link', { name: '地圖選店' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/mch-map/index?mchId=7')
    fireEvent.click(screen.getByRole('radio', { name: '蓮花鮮選超市（氹仔店）' }))
    expect(screen.getByRole('radio', { name: '蓮花鮮選超市（氹仔店）' }).getAttribute('aria-checked')).toBe(
      'true'
    )
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ fulfilment: 'pickup' }))
    fireEvent.click(screen.getByRole('button', { name: '提交訂單' }))
    await waitFor(() => expect(submitMarketPickup).toHaveBeenCalled())
    expect(submitMarketPickup.mock.calls[0]?.[0]).toMatchObject({ mchId: 7, pickupStoreId: 9 })
  })

  it('a store with pickup points offers only those (its active ones, as the server lists them); the one chosen goes with the order', async () => {
    const store = chainStore(7, '蓮花鮮選超市（新馬路店）', '澳門新馬路 125 號地下', 300)
    store.points = [
      { id: 31, name: '地下服務台', address: '新馬路 125 號地下', hours: '10:00-21:00' },
      { id: 32, name: '智能取貨櫃', address: '新馬路 125 號側門', hours: '24 小時' }
    ]
    listChainPickupStores.mockResolvedValue([store])
    submitMarketPickup.mockResolvedValue({
      orderId: 80,
      orderNo: 'x',
      payDeadline: 0,
      total: 23690,
      pickupStoreId: 7
    })
    render(<SubOrder />)
    fireEvent.click(await screen.findByRole('tab', { name: '到店自取' }))
    const first = await screen.findByRole('radio', { name: '地下服務台' })
    expect(first.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('自取時間 24 小時')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: '智能取貨櫃' }))
    expect(screen.getByRole('radio', { name: '智能取貨櫃' }).getAttribute('aria-checked')).toBe('true')
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ fulfilment: 'pickup' }))
    fireEvent.click(screen.getByRole('button', { name: '提交訂單' }))
    await waitFor(() => expect(submitMarketPickup).toHaveBeenCalled())
    expect(submitMarketPickup.mock.calls[0]?.[0]).toMatchObject({
      mchId: 7,
      pickupStoreId: 7,
      pickupPointId: 32
    })
  })

  it('a store that takes no pickup orders says so and cannot submit', async () => {
    listChainPickupStores.mockResolvedValue([])
    render(<SubOrder />)
    fireEvent.click(await screen.findByRole('tab', { name: '到店自取' }))
    expect(await screen.findByText('此門店暫不接受自取')).toBeTruthy()
    expect(screen.getByRole('button', { name: '提交訂單' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('shows what a scoped coupon is limited to', async () => {
    render(<SubOrder />)
    expect(await screen.findByText('限「乳品蛋類」貨架')).toBeTruthy()
    // kept to supermarket orders: its chip says so, and the quote is asked as a supermarket order (issue 35)
    expect(within(screen.getByRole('radio', { name: /乳品蛋類滿60減10/ })).getByText('限超市')).toBeTruthy()
    expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ vertical: 'supermarket' })
  })
})
