import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { goods } from '../../test-support/fixtures'
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
  fake.pages = [{ route: GE.goodsDel.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('general goods detail', () => {
  it('shows the facts (origin, 18+) and leads to its shop', async () => {
    api.getGeneralGoodsDetail.mockResolvedValue(
      goods({ name: '波爾多紅酒 2019', alcohol: true, origin: '法國', description: '單寧柔順' })
    )
    open({ id: '101' })
    expect(await screen.findByText('波爾多紅酒 2019')).toBeTruthy()
    expect(screen.getByText('產地 法國 · 酒類 18+')).toBeTruthy()
    expect(screen.getByText('單寧柔順')).toBeTruthy()
    fireEvent.click(screen.getByText('到店選購'))
    expect(lastUrl()).toBe(`${GE.mchInfo}?id=7`)
  })

  it('offers a retry when it fails', async () => {
    api.getGeneralGoodsDetail.mockRejectedValue(new Error('down'))
    open({ id: '101' })
    expect(await screen.findByText('商品載入失敗')).toBeTruthy()
  })
})
