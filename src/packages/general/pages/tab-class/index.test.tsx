import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { paged, store } from '../../test-support/fixtures'
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
  fake.pages = [{ route: GE.tabClass.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('general categories', () => {
  it('shows the shops of a kind and switches kind', async () => {
    api.getGeneralStores.mockImplementation(async (q: { kind?: string }) =>
      paged(
        q.kind === 'wine' ? [store({ id: 9, name: '葡萄園酒行', kind: 'wine', kindText: '酒行' })] : [store()]
      )
    )
    open({ kind: 'fruit' })
    expect(await screen.findByText('果然鮮生果')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: '酒行' }))
    expect(await screen.findByText('葡萄園酒行')).toBeTruthy()
  })
})
