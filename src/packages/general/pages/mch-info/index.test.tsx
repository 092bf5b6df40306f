import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import type { CartCalc } from '@/services/cart'
import { useSession } from '@/stores/session'
import { fake, type FakeRequest } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { goods, storePage } from '../../test-support/fixtures'
import Page from './index'

const api = vi.hoisted(() => ({
  getGeneralHome: vi.fn(),
  getGeneralStores: vi.fn(),
  getGeneralStore: vi.fn(),
  getGeneralSimilar: vi.fn(),
  getGeneralGoods: vi.fn(),
  getGeneralGoodsDetail: vi.fn(),
  getFruit: vi.fn(),
  getGeneralDiscounts: vi.fn(),
  getAge: vi.fn(),
  declareBirth: vi.fn(),
  submitGeneralOrder: vi.fn(),
  sendWine: vi.fn(),
  getGiftView: vi.fn(),
  fillGiftAddress: vi.fn()
}))
vi.mock('@/services/general', () => api)
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', NoopObserver)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GE.mchInfo.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
  useSession.setState({ token: '', loggedIn: false })
})

describe('general store', () => {
  it('shows the menu, the weight rule, the activities and the links to search and discounts', async () => {
    api.getGeneralStore.mockResolvedValue(storePage())
    open({ id: '7' })
    expect(await screen.findByText('日本富士蘋果')).toBeTruthy()
    expect(screen.getByText(/按重量計價：實重與預估相差 ±10% 內/)).toBeTruthy()
    fireEvent.click(screen.getByText('滿$300免運費'))
    expect(lastUrl()).toBe(`${GE.activityDel}?id=7&index=2`)
    fireEvent.click(screen.getByText('搜尋店內商品'))
    expect(lastUrl()).toBe(`${GE.searchMchGoods}?id=7`)
    fireEvent.click(screen.getByText('商家優惠'))
    expect(lastUrl()).toBe(`${GE.mchDiscount}?id=7`)
  })

  it('without an id says there is no such store and offers the general home (no skeleton for ever)', async () => {
    open({})
    expect(await screen.findByText('找不到這家商店')).toBeTruthy()
    expect(api.getGeneralStore).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('逛逛百貨'))
    expect(fake.navigations.at(-1)).toMatchObject({ url: GE.home })
  })

  it('logged out, adding any goods (a wine too) opens login, as takeaway does', async () => {
    useSession.setState({ token: '', loggedIn: false })
    const wine = goods({ id: 52, name: '波爾多紅酒', alcohol: true, sellBy: 'unit', pricePer500g: null })
    api.getGeneralStore.mockResolvedValue(
      storePage({ categories: [{ id: 1, name: '精選', count: 2, goods: [goods(), wine] }] })
    )
    open({ id: '7' })
    fireEvent.click(await screen.findByLabelText('增加波爾多紅酒'))
    expect(lastUrl()).toBe('/packages/pagesA/pages/login/index')
    expect(screen.queryByText('申報出生日期')).toBeNull()
    fake.navigations.length = 0
    fireEvent.click(screen.getByLabelText('增加日本富士蘋果'))
    expect(lastUrl()).toBe('/packages/pagesA/pages/login/index')
  })

  it('prices the checkout sheet at the chosen address, as the order is charged (issue 35 §2)', async () => {
    api.getGeneralStore.mockResolvedValue(storePage())
    api.getAge.mockResolvedValue({ status: 'adult', birthDate: null, verified: false, message: null })
    api.submitGeneralOrder.mockResolvedValue({ orderId: 55 })
    useSession.setState({ token: 'tok', loggedIn: true })
    const calcs: Array<Record<string, unknown>> = []
    const priced = (deliveryFee: number): CartCalc => ({
      cartInfo: [
        {
          bagNo: 1,
          items: [
            {
              cartId: 1,
              goodsId: 1,
              productId: 1,
              itemCount: 2,
              bagNo: 1,
              props: [],
              optType: null,
              name: '日本富士蘋果',
              image: '',
              unitPrice: 1500,
              amount: 3000,
              stock: 50,
              totalStock: 50,
              limitBuy: 0,
              invalid: null,
              invalidKey: null
            }
          ]
        }
      ],
      actInfo: { label: '', reduce: 0 },
      result: {
        goodsAmount: 3000,
        packFee: 0,
        deliveryFee,
        deliveryFeeLabel: '配送費（午市）',
        fullReduction: 0,
        discount: 0,
        couponAmount: 0,
        redEnvelopeAmount: 0,
        total: 3000 + deliveryFee,
        minOrder: 0,
        gapToMin: 0,
        canSubmit: true,
        distanceM: 1000,
        feeLines: [
          { label: '商品金額', amount: 3000 },
          { label: '配送費（午市）', amount: deliveryFee }
        ]
      },
      coupons: [],
      redEnvelopes: [],
      couponId: null,
      redEnvelopeId: null,
      warnMsg: null,
      warnings: []
    })
    fake.requestHandler = async (r: FakeRequest) => {
      const body = (data: unknown) => ({ statusCode: 200, data: { code: '0000', msg: '', data } })
      if (r.url.endsWith('/api')) return { statusCode: 200, data: Date.now() }
      if (r.url.includes('/cart/totalCount')) return body(1)
      if (r.url.includes('/user/address/list'))
        return body([
          { id: 4, name: '陳大文', address: '氹仔', detail: '1樓', lat: 22.16, lng: 113.57, isDefault: true }
        ])
      if (r.url.includes('/v2/wm/cart/calc')) {
        const d = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>
        calcs.push(d)
        // where the phone is: MOP 12; at the address in Taipa: MOP 18
        return body(priced(d.addressId === 4 ? 1800 : 1200))
      }
      return body(null)
    }
    open({ id: '7' })
    expect(await screen.findByText('配送費 MOP 12')).toBeTruthy()
    fireEvent.click(await screen.findByText('去結算'))
    // the sheet shows the address's fee and total, with no coupon (a general order takes none)
    expect(await screen.findByText('提交訂單 MOP 48')).toBeTruthy()
    expect(screen.getAllByTestId('fee-line').map((l) => l.textContent)).toEqual([
      '商品金額MOP 30',
      '配送費（午市）MOP 18'
    ])
    expect(calcs.at(-1)).toMatchObject({ addressId: 4, couponId: 0, redEnvelopeId: 0, freeDeliveryId: 0 })
    fireEvent.click(screen.getByText('提交訂單 MOP 48'))
    await waitFor(() => expect(api.submitGeneralOrder).toHaveBeenCalled())
    expect(api.submitGeneralOrder.mock.calls[0]?.[0]).toMatchObject({ mchId: 7, addressId: 4 })
  })

  it('offers a retry when the store fails to load', async () => {
    api.getGeneralStore.mockRejectedValue(new Error('down'))
    open({ id: '7' })
    expect(await screen.findByText('商家載入失敗')).toBeTruthy()
  })
})
