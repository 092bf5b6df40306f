import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Merchant } from '@/services/types'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../setup/taro-fake'

const page = vi.hoisted(() => ({ reachBottom: null as null | (() => void) }))
vi.mock('@tarojs/taro', async (orig) => ({
  ...(await orig<object>()),
  useReachBottom: (fn: () => void) => void (page.reachBottom = fn)
}))
const api = vi.hoisted(() => ({ listMerchants: vi.fn(), addShow: vi.fn() }))
vi.mock('@/services/home', () => api)

import GroupHome from '@/packages/group/pages/home/index'
import SupermarketHome from '@/packages/supermarket/pages/home/index'
import { VerticalHome } from '@/components/merchant-list/vertical-home'

// takeaway, spell and general have homes of their own now; the shared body still serves them as a list
const GeneralHome = () => (
  <VerticalHome vertical="general" title="百貨" slogan="" listTitle="附近百貨" emptyText="附近暫無百貨商家" />
)
const TakeawayHome = () => (
  <VerticalHome
    vertical="takeaway"
    title="外賣"
    slogan=""
    listTitle="附近外賣"
    emptyText="附近暫無外賣商家"
  />
)
const SpellHome = () => (
  <VerticalHome vertical="spell" title="拼單" slogan="" listTitle="附近拼單" emptyText="附近暫無拼單商家" />
)

const m = (id: number, vertical: Merchant['vertical']): Merchant => ({
  id,
  name: `店${id}`,
  logo: '',
  vertical,
  verticals: [vertical],
  category: '',
  district: '氹仔',
  address: '',
  lat: 22.15,
  lng: 113.55,
  distance: 2500,
  star: 4.8,
  monthSales: 88,
  avgPrice: 12000,
  deliveryFee: 0,
  minOrder: 5000,
  deliveryMinutes: 40,
  tags: [],
  isOpen: id !== 2
})

// taro-image's lazyLoad needs it; jsdom has none
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', NoopObserver)

beforeEach(() => {
  useLocation.setState({
    ...initialLocation,
    chosen: { name: '威尼斯人', address: '路氹', lat: 22.147, lng: 113.56 }
  })
  api.listMerchants.mockReset()
  api.addShow.mockReset().mockResolvedValue(null)
})

describe('vertical homes', () => {
  it.each([
    ['takeaway', TakeawayHome, '外賣'],
    ['supermarket', SupermarketHome, '超市'],
    ['group', GroupHome, '團購'],
    ['spell', SpellHome, '拼單'],
    ['general', GeneralHome, '百貨']
  ] as const)('%s lists its own merchants around the chosen address', async (vertical, Page, title) => {
    api.listMerchants.mockResolvedValue({
      list: [m(1, vertical)],
      page: 1,
      pageSize: 10,
      total: 1,
      hasMore: false
    })
    render(<Page />)
    expect(screen.getByText(title)).toBeTruthy()
    expect(await screen.findByText('店1')).toBeTruthy()
    expect(screen.getByText('2.5km')).toBeTruthy()
    expect(screen.getByText('威尼斯人')).toBeTruthy()
    expect(api.listMerchants).toHaveBeenCalledWith(
      expect.objectContaining({ vertical, lat: 22.147, lng: 113.56, page: 1 })
    )
    // exposure goes out from an effect after the list renders
    await vi.waitFor(() => expect(api.addShow).toHaveBeenCalledWith(`${vertical.toUpperCase()}_HOME`, [1]))
  })

  it('takeaway shows delivery terms, group shows price per person, closed shops say so', async () => {
    api.listMerchants.mockResolvedValueOnce({
      list: [m(1, 'takeaway'), m(2, 'takeaway')],
      page: 1,
      pageSize: 10,
      total: 2,
      hasMore: false
    })
    const { unmount } = render(<TakeawayHome />)
    expect(await screen.findAllByText('免配送費')).toHaveLength(2)
    expect(screen.getAllByText('起送 MOP 50')).toHaveLength(2)
    expect(screen.getByText('休息中')).toBeTruthy()
    unmount()
    api.listMerchants.mockResolvedValueOnce({
      list: [m(3, 'group')],
      page: 1,
      pageSize: 10,
      total: 1,
      hasMore: false
    })
    render(<GroupHome />)
    expect(await screen.findByText('人均 MOP 120')).toBeTruthy()
  })

  it('infinite scroll asks for page 2; a failed page offers a retry in the footer', async () => {
    api.listMerchants
      .mockResolvedValueOnce({ list: [m(1, 'spell')], page: 1, pageSize: 10, total: 2, hasMore: true })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ list: [m(5, 'spell')], page: 2, pageSize: 10, total: 2, hasMore: false })
    render(<SpellHome />)
    await screen.findByText('店1')
    await act(async () => page.reachBottom?.())
    fireEvent.click(await screen.findByText('載入失敗，點擊重試'))
    expect(await screen.findByText('店5')).toBeTruthy()
    expect(api.listMerchants.mock.calls.map((c) => (c[0] as { page: number }).page)).toEqual([1, 2, 2])
    expect(screen.getByText('沒有更多了')).toBeTruthy()
  })

  it('empty and error states', async () => {
    api.listMerchants.mockResolvedValueOnce({ list: [], page: 1, pageSize: 10, total: 0, hasMore: false })
    const { unmount } = render(<GeneralHome />)
    expect(await screen.findByText('附近暫無百貨商家')).toBeTruthy()
    unmount()
    api.listMerchants
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ list: [m(9, 'supermarket')], page: 1, pageSize: 10, total: 1, hasMore: false })
    render(<SupermarketHome />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('店9')).toBeTruthy()
  })

  it('tapping a merchant opens its vertical merchant page with flowPos', async () => {
    api.listMerchants.mockResolvedValue({
      list: [m(7, 'takeaway')],
      page: 1,
      pageSize: 10,
      total: 1,
      hasMore: false
    })
    render(<TakeawayHome />)
    fireEvent.click(await screen.findByText('店7'))
    await vi.waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe(
        '/packages/takeaway/pages/mch-info/index?id=7&flowPos=TAKEAWAY_HOME'
      )
    )
  })

  it('a supermarket opens its store front (shop)', async () => {
    api.listMerchants.mockResolvedValue({
      list: [m(9, 'supermarket')],
      page: 1,
      pageSize: 10,
      total: 1,
      hasMore: false
    })
    render(<SupermarketHome />)
    fireEvent.click(await screen.findByText('店9'))
    await vi.waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe(
        '/packages/supermarket/pages/shop/index?id=9&flowPos=SUPERMARKET_HOME'
      )
    )
  })
})
