import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, comment, deal, merchant, page } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.comboDel.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('combo detail', () => {
  it('shows what it contains, for how many, the usage rules and reviews; buys', async () => {
    api.deal.mockResolvedValue({ ...deal(), merchant: merchant() })
    api.comments.mockResolvedValue(page([comment()]))
    open({ id: '11' })
    expect(await screen.findByText('雙人下午茶套餐')).toBeTruthy()
    expect(screen.getByText('適用 2 人')).toBeTruthy()
    expect(screen.getByText('菠蘿油')).toBeTruthy()
    expect(screen.getByText('· 有效期：2026-11-01 至 2026-12-31')).toBeTruthy()
    expect(screen.getByText('· 僅限週一、二、三、四、五使用')).toBeTruthy()
    expect(screen.getByText('· 公眾假期不可用')).toBeTruthy()
    expect(screen.getByText('· 需提前預約')).toBeTruthy()
    expect(screen.getByText('· 每人限購 2 張')).toBeTruthy()
    expect(await screen.findByText('奶茶好滑')).toBeTruthy()
    fireEvent.click(screen.getAllByText('查看全部').at(-1)!)
    expect(lastUrl()).toBe(`${GP.evaluateMore}?mchId=5`)
    fireEvent.click(screen.getByText('立即搶購'))
    expect(lastUrl()).toBe(`${GP.subOrder}?dealId=11`)
  })
})
