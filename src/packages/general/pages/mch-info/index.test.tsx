import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
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

  it('offers a retry when the store fails to load', async () => {
    api.getGeneralStore.mockRejectedValue(new Error('down'))
    open({ id: '7' })
    expect(await screen.findByText('商家載入失敗')).toBeTruthy()
  })
})
