import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { store } from '../../test-support/fixtures'
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
  fake.pages = [{ route: GE.similarMch.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('similar general stores', () => {
  it('lists stores of the same kind and opens one', async () => {
    api.getGeneralSimilar.mockResolvedValue([store({ id: 8, name: '鮮果坊' })])
    open({ id: '7' })
    fireEvent.click(await screen.findByText('鮮果坊'))
    expect(lastUrl()).toBe(`${GE.mchInfo}?id=8`)
  })

  it('says when there are none', async () => {
    api.getGeneralSimilar.mockResolvedValue([])
    open({ id: '7' })
    expect(await screen.findByText('暫無相似商家')).toBeTruthy()
  })
})
