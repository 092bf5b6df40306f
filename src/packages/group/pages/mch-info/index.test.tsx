import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, comment, detail, page } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.mchInfo.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('group merchant', () => {
  it('shows deals, combos, menu highlights, ratings, address and hours; opens the map and the table booking', async () => {
    api.merchant.mockResolvedValue(detail())
    api.comments.mockResolvedValue(page([comment()]))
    open({ id: '5' })
    expect(await screen.findByText('代金券')).toBeTruthy()
    expect(screen.getByText('團購套餐')).toBeTruthy()
    expect(screen.getByText(/口味 4.7 · 環境 4.2 · 服務/)).toBeTruthy()
    expect(screen.getByText(/營業時間 07:00-22:00/)).toBeTruthy()
    expect(screen.getByText('豬扒包 MOP 38')).toBeTruthy()
    expect(await screen.findByText('奶茶好滑')).toBeTruthy()
    fireEvent.click(screen.getByText(/提督馬路 88 號/))
    expect(lastUrl()).toBe(`${GP.mapMch}?id=5`)
    fireEvent.click(screen.getByText('訂座'))
    expect(lastUrl()).toBe(`${GP.subOrder}?mchId=5&reserve=1`)
  })

  it('a closed merchant goes to the merchant-closed page', async () => {
    api.merchant.mockResolvedValue(detail({ isOpen: false }))
    api.comments.mockResolvedValue(page([]))
    open({ id: '5' })
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: `${GP.mchNot}?id=5` })
    )
  })
})
