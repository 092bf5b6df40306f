import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'
import { useAddress } from '@/stores/address'
import { useCheckout } from '@/stores/order'
import { initialCheckout } from '@/stores/order-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import { bookedTimeText } from '@lotus/contract/delivery-slots'
import SubOrder from './index'

const calcCart = vi.fn()
const submitOrder = vi.fn()
const listAddresses = vi.fn()
vi.mock('@/services/cart', () => ({ calcCart: (...a: unknown[]) => calcCart(...a) }))
vi.mock('@/services/order', () => ({ submitOrder: (...a: unknown[]) => submitOrder(...a) }))
vi.mock('@/services/address', () => ({ listAddresses: () => listAddresses() }))
vi.mock('@/services/takeaway', () => ({
  getMerchant: async () => ({ id: 5, name: '官也葡國餐廳', deliveryMinutes: 30, openHours: '10:00-22:00' })
}))

const address = {
  id: 3,
  name: '陳大文',
  areaCode: '853',
  phone: '66123456',
  gender: 1,
  tag: '家',
  address: '澳門塔',
  detail: '12樓A',
  lat: 22.18,
  lng: 113.53,
  isDefault: true
}

const calc = (over: Record<string, unknown> = {}) => ({
  cartInfo: [
    {
      bagNo: 1,
      items: [
        {
          cartId: 1,
          goodsId: 10,
          productId: 10,
          itemCount: 2,
          bagNo: 1,
          props: [{ name: '辣度', values: [{ value: '少辣' }] }],
          optType: null,
          name: '葡國雞飯',
          image: '',
          unitPrice: 6800,
          amount: 13600,
          stock: 10,
          limitBuy: 0,
          invalid: null
        }
      ]
    }
  ],
  actInfo: { label: '', reduce: 0 },
  result: {
    goodsAmount: 13600,
    packFee: 200,
    deliveryFee: 1500,
    deliveryFeeLabel: '基礎配送費',
    fullReduction: 1000,
    discount: 0,
    couponAmount: 1000,
    redEnvelopeAmount: 500,
    total: 12800,
    minOrder: 5000,
    gapToMin: 0,
    canSubmit: true,
    distanceM: 1200,
    feeLines: [
      { label: '商品金額', amount: 13600 },
      { label: '包裝費', amount: 200 },
      { label: '配送費（基礎配送費）', amount: 1500 },
      { label: '滿減', amount: -1000 },
      { label: '優惠券', amount: -1000 },
      { label: '紅包', amount: -500 }
    ]
  },
  coupons: [
    {
      id: 41,
      type: 'coupon',
      name: '外賣滿60減10',
      amount: 1000,
      threshold: 6000,
      mchId: null,
      expireAt: 1893456000,
      status: 'usable',
      vertical: 'takeaway'
    }
  ],
  redEnvelopes: [
    {
      id: 42,
      type: 'redEnvelope',
      name: '紅包',
      amount: 500,
      threshold: 0,
      mchId: null,
      expireAt: 1893456000,
      status: 'usable'
    }
  ],
  warnMsg: null,
  couponId: 41,
  redEnvelopeId: 42,
  ...over
})

beforeEach(() => {
  useCheckout.setState({ ...initialCheckout })
  useAddress.setState({ picked: null, point: null })
  fake.pages.push({ route: 'packages/takeaway/pages/sub-order/index', options: { mchId: '5' } })
  listAddresses.mockResolvedValue([address])
  calcCart.mockResolvedValue(calc())
})

describe('sub-order', () => {
  it('books a delivery time (預約送達) inside opening hours and sends it with the order', async () => {
    render(<SubOrder />)
    expect(await screen.findByText('葡國雞飯')).toBeTruthy()
    const row = await screen.findByText(/^儘快送達 · 預計/)
    const before = fake.navigations.length
    fireEvent.click(row)
    // the time row opens the times, not the address list
    expect(await screen.findByText('選擇送達時間')).toBeTruthy()
    expect(fake.navigations.length).toBe(before)
    const options = screen.getAllByText(/^預約 (今日|明日) \d{2}:\d{2}$/)
    expect(options.length).toBeGreaterThan(0)
    // every time offered is on the half hour and inside 10:00-22:00
    for (const o of options) {
      const [h, m] = (o.textContent ?? '').slice(-5).split(':').map(Number)
      expect(m === 0 || m === 30).toBe(true)
      expect(h! >= 10 && h! < 22).toBe(true)
    }
    const chosen = options.at(-1)!
    const label = chosen.textContent ?? ''
    fireEvent.click(chosen)
    expect(await screen.findByText(label, { selector: '.sub-order__time .sub-order__em' })).toBeTruthy()
    submitOrder.mockResolvedValueOnce({ orderId: 79, payDeadline: 2000000000, total: 12800 })
    fireEvent.click(screen.getByText('提交訂單', { selector: '.sub-order__submit' }))
    await waitFor(() => expect(submitOrder).toHaveBeenCalled())
    const sent = submitOrder.mock.calls.at(-1)?.[0] as { deliveryTime: number }
    expect(sent.deliveryTime % 1800).toBe(0)
    expect(sent.deliveryTime * 1000).toBeGreaterThan(Date.now())
    expect(bookedTimeText(sent.deliveryTime, Date.now())).toBe(label)
  })

  it('prices the stored cart at the default address and shows every fee line', async () => {
    render(<SubOrder />)
    expect(await screen.findByText('葡國雞飯')).toBeTruthy()
    expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({
      mchId: 5,
      data: null,
      addressId: 3,
      lat: 22.18,
      lng: 113.53,
      // priced as a takeaway order: coupons kept to another vertical are not offered (issue 35)
      vertical: 'takeaway'
    })
    const lines = screen.getAllByTestId('fee-line').map((l) => l.textContent)
    expect(lines).toEqual([
      '商品金額MOP 136.00',
      '包裝費MOP 2.00',
      '配送費（基礎配送費）MOP 15.00',
      '滿減-MOP 10.00',
      '優惠券-MOP 10.00',
      '紅包-MOP 5.00'
    ])
    expect(screen.getByText('少辣')).toBeTruthy()
    expect(screen.getAllByText('MOP 128.00').length).toBeGreaterThan(0)
    expect(screen.getByText(/澳門塔/)).toBeTruthy()
  })

  it('member prices before paying: a non-member sees the saving on offer, opening god member', async () => {
    const base = calc()
    calcCart.mockResolvedValue({
      ...base,
      result: { ...base.result, memberSaving: 1200 }
    })
    render(<SubOrder />)
    const offer = await screen.findByText('開通神會員，本單會員價可省 MOP 12')
    fireEvent.click(offer)
    expect(fake.navigations.at(-1)?.url).toBe('/pages/grade/grade')
  })

  it('member prices before paying: a member sees the 會員價 line and no offer', async () => {
    const base = calc()
    calcCart.mockResolvedValue({
      ...base,
      result: {
        ...base.result,
        memberSaving: 0,
        discount: 1200,
        total: 11600,
        feeLines: [...base.result.feeLines.slice(0, 3), { label: '會員價（省 12）', amount: -1200 }]
      }
    })
    render(<SubOrder />)
    await waitFor(() =>
      expect(screen.getAllByTestId('fee-line').map((l) => l.textContent)).toContain(
        '會員價（省 12）-MOP 12.00'
      )
    )
    expect(screen.queryByText(/開通神會員/)).toBeNull()
  })

  it('choosing 不使用 for the coupon recalculates with couponId 0', async () => {
    render(<SubOrder />)
    await screen.findByText('葡國雞飯')
    fireEvent.click(screen.getByText('使用優惠券'))
    // a coupon kept to takeaway says so on its card
    expect(await screen.findByText(/^限外賣 · 滿MOP 60可用/)).toBeTruthy()
    fireEvent.click(await screen.findByText('不使用'))
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ couponId: 0 }))
  })

  it('a member’s free-delivery voucher waives the delivery line; it can be declined and is sent with the order', async () => {
    const voucher = {
      id: 51,
      type: 'freeDelivery',
      name: '神會員免配送費券',
      amount: 2000,
      threshold: 0,
      mchId: null,
      expireAt: 1893456000,
      status: 'usable'
    }
    const base = calc().result
    const waived = calc({
      freeDeliveryVouchers: [voucher],
      freeDeliveryId: 51,
      result: {
        ...base,
        deliveryFee: 0,
        total: base.total - 1500,
        feeLines: base.feeLines.map((l) =>
          l.label.startsWith('配送費') ? { label: '配送費（免配送費券）', amount: 0 } : l
        )
      }
    })
    calcCart.mockImplementation(async (q: { freeDeliveryId?: number }) =>
      q.freeDeliveryId === 0 ? calc({ freeDeliveryVouchers: [voucher], freeDeliveryId: null }) : waived
    )
    render(<SubOrder />)
    expect(await screen.findByText('配送費（免配送費券）')).toBeTruthy()
    expect(screen.getByText('已免配送費')).toBeTruthy()
    fireEvent.click(screen.getByText('使用免配送費券'))
    expect(await screen.findByText('選擇免配送費券')).toBeTruthy()
    expect(screen.getByText(/免配送費，最高MOP 20/)).toBeTruthy()
    fireEvent.click(screen.getByText('不使用'))
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ freeDeliveryId: 0 }))
    expect(await screen.findByText('配送費（基礎配送費）')).toBeTruthy()
    expect(screen.getByText('1張可用')).toBeTruthy()
    // chosen again: the order carries the voucher the price applied
    fireEvent.click(screen.getByText('使用免配送費券'))
    fireEvent.click(await screen.findByText('神會員免配送費券'))
    await waitFor(() => expect(calcCart.mock.calls.at(-1)?.[0]).toMatchObject({ freeDeliveryId: 51 }))
    await screen.findByText('已免配送費')
    submitOrder.mockResolvedValueOnce({ orderId: 78, payDeadline: 2000000000, total: waived.result.total })
    fireEvent.click(screen.getByText('提交訂單', { selector: '.sub-order__submit' }))
    await waitFor(() => expect(submitOrder).toHaveBeenCalled())
    expect(submitOrder.mock.calls.at(-1)?.[0]).toMatchObject({ freeDeliveryId: 51 })
  })

  it('without free-delivery vouchers there is no voucher row', async () => {
    render(<SubOrder />)
    await screen.findByText('葡國雞飯')
    expect(screen.queryByText('使用免配送費券')).toBeNull()
  })

  it('submit: a failed network attempt and the retry carry the same clientKey; success opens the cashier', async () => {
    submitOrder.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitOrder.mockResolvedValueOnce({ orderId: 77, payDeadline: 2000000000, total: 12800 })
    render(<SubOrder />)
    await screen.findByText('葡國雞飯')
    fireEvent.click(screen.getByText('提交訂單', { selector: '.sub-order__submit' }))
    await waitFor(() => expect(fake.toasts.at(-1)?.title).toBe('請求失敗'))
    fireEvent.click(screen.getByText('提交訂單', { selector: '.sub-order__submit' }))
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/pay/index?orderId=77')
    )
    const keys = submitOrder.mock.calls.map((c) => (c[0] as { clientKey: string }).clientKey)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(submitOrder.mock.calls[0]?.[0]).toMatchObject({
      mchId: 5,
      addressId: 3,
      couponId: 41,
      redEnvelopeId: 42
    })
  })

  it('below the minimum order the button says how much is missing and nothing is sent', async () => {
    calcCart.mockResolvedValue(calc({ result: { ...calc().result, canSubmit: false, gapToMin: 1250 } }))
    render(<SubOrder />)
    fireEvent.click(await screen.findByText('差MOP 12.50起送'))
    expect(submitOrder).not.toHaveBeenCalled()
  })

  it('without addresses it offers 新增收貨地址', async () => {
    listAddresses.mockResolvedValue([])
    render(<SubOrder />)
    fireEvent.click(await screen.findByText('+ 新增收貨地址'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/shiping-address-edit/index')
  })
})
