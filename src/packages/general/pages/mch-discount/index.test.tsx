import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
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
  fake.pages = [{ route: GE.mchDiscount.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe("a store's discounts", () => {
  it('lists the activities (each opens its details) and the discounted goods', async () => {
    api.getGeneralStore.mockResolvedValue(
      storePage({ discounted: [goods({ name: '青森蘋果', originalPrice: 6800, saving: 2000 })] })
    )
    open({ id: '7' })
    expect(await screen.findByText('果然鮮生果 店內活動')).toBeTruthy()
    expect(screen.getByText('青森蘋果')).toBeTruthy()
    fireEvent.click(screen.getByText('滿400減50'))
    expect(lastUrl()).toBe(`${GE.activityDel}?id=7&index=1`)
  })
})
