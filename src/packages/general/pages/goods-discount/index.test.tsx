import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { goods, paged } from '../../test-support/fixtures'
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
  fake.pages = [{ route: GE.goodsDiscount.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('discounted goods across stores', () => {
  it('lists them biggest saving first with the saving shown', async () => {
    api.getGeneralDiscounts.mockResolvedValue(
      paged([
        goods({ id: 1, name: '香檳禮盒', price: 38000, originalPrice: 48000, saving: 10000 }),
        goods({ id: 2, name: '玫瑰花束', price: 28000, originalPrice: 30000, saving: 2000 })
      ])
    )
    open()
    expect(await screen.findByText('省 MOP 100')).toBeTruthy()
    const names = Array.from(document.querySelectorAll('.ge-row__name')).map((n) => n.textContent)
    expect(names).toEqual(['香檳禮盒', '玫瑰花束'])
  })

  it('says when there are none', async () => {
    api.getGeneralDiscounts.mockResolvedValue(paged([]))
    open()
    expect(await screen.findByText('暫無折扣商品')).toBeTruthy()
  })
})
