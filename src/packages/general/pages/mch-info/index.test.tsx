import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { storePage } from '../../test-support/fixtures'
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

  it('offers a retry when the store fails to load', async () => {
    api.getGeneralStore.mockRejectedValue(new Error('down'))
    open({ id: '7' })
    expect(await screen.findByText('商家載入失敗')).toBeTruthy()
  })
})
