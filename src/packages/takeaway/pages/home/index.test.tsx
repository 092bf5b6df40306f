import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Merchant } from '@/services/types'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import { merchant, NoopObserver } from '../../test-support/fixtures'

const page = vi.hoisted(() => ({ reachBottom: null as null | (() => void) }))
vi.mock('@tarojs/taro', async (orig) => ({
  ...(await orig<object>()),
  useReachBottom: (fn: () => void) => void (page.reachBottom = fn)
}))
const ta = vi.hoisted(() => ({ listTakeawayMerchants: vi.fn(), getCategories: vi.fn() }))
const home = vi.hoisted(() => ({ addShow: vi.fn(), listMerchants: vi.fn(), getAdByKey: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/home', () => home)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import TakeawayHome from './index'

const paged = (list: Merchant[], hasMore = false) => ({
  list,
  page: 1,
  pageSize: 10,
  total: list.length,
  hasMore
})
const lastQuery = () => ta.listTakeawayMerchants.mock.calls.at(-1)?.[0] as Record<string, unknown>

beforeEach(() => {
  fake.reset()
  useLocation.setState({
    ...initialLocation,
    chosen: { name: '威尼斯人', address: '路氹', lat: 22.147, lng: 113.56 }
  })
  ta.listTakeawayMerchants.mockReset().mockResolvedValue(paged([merchant({ id: 7, name: '葡國餐廳' })], true))
  ta.getCategories.mockReset().mockResolvedValue([
    { key: 'hk_cafe', name: '茶餐廳', count: 12 },
    { key: 'portuguese', name: '葡國菜', count: 4 }
  ])
  home.addShow.mockReset().mockResolvedValue(null)
  home.getAdByKey.mockReset().mockResolvedValue([])
})

describe('takeaway home', () => {
  it('lists merchants around the delivery point, nearest first, and reports exposure', async () => {
    render(<TakeawayHome />)
    expect(await screen.findByText('葡國餐廳')).toBeTruthy()
    expect(screen.getByText('威尼斯人')).toBeTruthy()
    expect(lastQuery()).toMatchObject({ lat: 22.147, lng: 113.56, page: 1, sort: 'distance' })
    expect(lastQuery().freeDelivery).toBeUndefined()
    // exposure is reported once the cards have been laid out: wait for it, as a user's scroll would
    await vi.waitFor(() => expect(home.addShow).toHaveBeenCalledWith('TAKEAWAY_HOME', [7]))
    fireEvent.click(screen.getByText('葡國餐廳'))
    await vi.waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe(
        '/packages/takeaway/pages/mch-info/index?id=7&flowPos=TAKEAWAY_HOME'
      )
    )
  })

  it('sort, filter chips and a category go out as query params', async () => {
    render(<TakeawayHome />)
    await screen.findByText('葡國餐廳')
    fireEvent.click(screen.getByRole('tab', { name: '評分' }))
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'rating', page: 1 }))
    fireEvent.click(screen.getByRole('checkbox', { name: '免配送費' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '4.5分以上' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '有優惠' }))
    await vi.waitFor(() =>
      expect(lastQuery()).toMatchObject({ sort: 'rating', freeDelivery: 1, hasDiscount: 1, minStar: 4.5 })
    )
    fireEvent.click(await screen.findByText('葡國菜'))
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ category: 'portuguese' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '免配送費' }))
    await vi.waitFor(() => expect(lastQuery().freeDelivery).toBeUndefined())
  })

  it('infinite scroll asks for page 2; empty results say so', async () => {
    render(<TakeawayHome />)
    await screen.findByText('葡國餐廳')
    ta.listTakeawayMerchants.mockResolvedValueOnce({
      ...paged([merchant({ id: 8, name: '粥麵專家' })]),
      page: 2
    })
    await act(async () => page.reachBottom?.())
    expect(await screen.findByText('粥麵專家')).toBeTruthy()
    expect(lastQuery()).toMatchObject({ page: 2 })
    ta.listTakeawayMerchants.mockResolvedValueOnce(paged([]))
    fireEvent.click(screen.getByText('茶餐廳'))
    expect(await screen.findByText('附近暫無茶餐廳商家')).toBeTruthy()
  })

  it('the search box and 全部分類 open their pages', async () => {
    render(<TakeawayHome />)
    fireEvent.click(screen.getByLabelText('搜尋外賣商家'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/search-mch/index')
    fireEvent.click(await screen.findByText('全部分類'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/all-class/index')
  })

  it('banners, categories and the list come together: nothing shows below the search box until both have answered', async () => {
    let answer: (ads: unknown[]) => void = () => undefined
    home.getAdByKey.mockReset().mockReturnValue(new Promise((r) => (answer = r)))
    const { container } = render(<TakeawayHome />)
    await vi.waitFor(() => expect(ta.listTakeawayMerchants).toHaveBeenCalled())
    await vi.waitFor(() => expect(ta.getCategories).toHaveBeenCalled())
    // the categories' and merchants' answers drawn (they resolve at once), the banners' still out
    await act(async () => undefined)
    expect(screen.queryByText('茶餐廳')).toBeNull()
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy()
    expect(screen.queryByText('葡國餐廳')).toBeNull()
    await act(async () => answer([{ id: 1, name: '澳門美食節', image: '/a.jpg', type: 2, wxLink: '' }]))
    expect(await screen.findByText('葡國餐廳')).toBeTruthy()
    expect(screen.getByText('茶餐廳')).toBeTruthy()
    expect(screen.getByRole('link', { name: '澳門美食節' })).toBeTruthy()
    expect(container.querySelector('.ta-home__loading')).toBeNull()
  })
})
