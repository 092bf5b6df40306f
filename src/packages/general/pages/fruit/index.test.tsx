import { fireEvent, render, screen, waitFor } from '@testing-library/react'
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
  fake.pages = [{ route: GE.fruit.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('seasonal fruit', () => {
  it("shows this month's fruit first, by origin, with the price per 500 g", async () => {
    api.getFruit.mockImplementation(async (origin?: string) => ({
      month: 11,
      inSeason:
        origin === '日本'
          ? []
          : [
              goods({
                id: 1,
                name: '贛南臍橙',
                sellBy: 'weight',
                pricePer500g: 1800,
                unitGrams: 1000,
                origin: '江西'
              })
            ],
      others: [goods({ id: 2, name: '日本富士蘋果', sellBy: 'box' })],
      origins: ['江西', '日本']
    }))
    open()
    expect(await screen.findByText('11 月當造')).toBeTruthy()
    expect(screen.getByText(/MOP 18\/500克/)).toBeTruthy()
    expect(screen.getByText('其他季節')).toBeTruthy()
    fireEvent.click(await screen.findByRole('tab', { name: '日本' }))
    await waitFor(() => expect(api.getFruit).toHaveBeenLastCalledWith('日本'))
    await waitFor(() => expect(screen.queryByText('11 月當造')).toBeNull())
    fireEvent.click(await screen.findByText('日本富士蘋果'))
    expect(lastUrl()).toBe(`${GE.mchInfo}?id=7`)
  })
})
