import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { bootKeys, PAGE_SHELL_ID } from '@lotus/contract/page-boot'
import { seedPageBoot } from '@/queries/page-boot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Ad, Merchant, Page } from '@/services/types'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../tests/setup/taro-fake'
import { POPUP_SEEN_KEY } from './popup-once'

const page = vi.hoisted(() => ({
  reachBottom: null as null | (() => void),
  pullDown: null as null | (() => void)
}))
vi.mock('@tarojs/taro', async (orig) => {
  return {
    ...(await orig<object>()),
    useReachBottom: (fn: () => void) => void (page.reachBottom = fn),
    usePullDownRefresh: (fn: () => void) => void (page.pullDown = fn)
  }
})

const api = vi.hoisted(() => ({
  listMerchants: vi.fn(),
  getAdByKey: vi.fn(),
  addShow: vi.fn(),
  getConfig: vi.fn(),
  getCities: vi.fn(),
  searchRange: vi.fn()
}))
vi.mock('@/services/home', () => api)
const addressApi = vi.hoisted(() => ({
  listAddresses: vi.fn(),
  saveAddress: vi.fn(),
  deleteAddress: vi.fn()
}))
vi.mock('@/services/address', () => addressApi)

import Index from './index'

const merchant = (id: number, extra: Partial<Merchant> = {}): Merchant => ({
  id,
  name: `商家${id}`,
  logo: `/api/img/merchant/${id}.svg`,
  vertical: 'takeaway',
  verticals: ['takeaway'],
  category: '葡國菜',
  district: '大堂區',
  address: '',
  lat: 22.19,
  lng: 113.54,
  distance: 350 + id,
  star: 4.6,
  monthSales: 1234,
  avgPrice: 8000,
  deliveryFee: 500,
  minOrder: 3000,
  deliveryMinutes: 30,
  tags: ['滿100減15'],
  isOpen: true,
  ...extra
})
const pageOf = (list: Merchant[], p: number, hasMore: boolean): Page<Merchant> => ({
  list,
  page: p,
  pageSize: 10,
  total: 99,
  hasMore
})
const popupAd: Ad = {
  id: 1,
  name: '新客首單',
  type: 2,
  wxLink: '/packages/takeaway/pages/mch-info/index?id=3',
  image: '/api/img/banner/1.svg'
}
const bannerAd: Ad = {
  id: 2,
  name: '澳門美食之都',
  type: 1,
  wxLink: 'https://www.macaotourism.gov.mo/',
  image: '/api/img/banner/2.svg'
}

// taro-image's lazyLoad needs it; jsdom has none
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', NoopObserver)

beforeEach(() => {
  useLocation.setState({ ...initialLocation })
  useSession.setState({ ...initialSession })
  clearCache()
  addressApi.listAddresses.mockReset()
  page.reachBottom = null
  page.pullDown = null
  for (const f of Object.values(api)) f.mockReset()
  api.getConfig.mockResolvedValue('{}')
  api.addShow.mockResolvedValue(null)
  api.getAdByKey.mockImplementation(async (key: string) => (key === 'INDEX_BANNER' ? [bannerAd] : []))
  api.listMerchants.mockImplementation(async (q: { page: number }) =>
    q.page === 1
      ? pageOf([merchant(1, { distance: 1234 }), merchant(2, { distance: 850 })], 1, true)
      : pageOf([merchant(3)], 2, false)
  )
})

describe('home', () => {
  it('locates, then lists nearby merchants with formatted distance and sales, and reports exposure once', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    render(<Index />)
    expect(await screen.findByText('商家1')).toBeTruthy()
    expect(screen.getByText('1.2km')).toBeTruthy()
    expect(screen.getByText('850m')).toBeTruthy()
    expect(screen.getAllByText('月售1.2k').length).toBe(2)
    expect(screen.getAllByText('起送 MOP 30').length).toBe(2)
    expect(api.listMerchants).toHaveBeenCalledTimes(1)
    expect(api.listMerchants).toHaveBeenCalledWith(
      expect.objectContaining({ lat: 22.2, lng: 113.55, page: 1, city: 'MO' })
    )
    await waitFor(() => expect(api.addShow).toHaveBeenCalledWith('INDEX', [1, 2]))
    expect(screen.queryByText('定位未開啟，手動選擇地址')).toBeNull()
  })

  it('when location is denied: toast, a bar to choose an address by hand, and merchants around the city centre', async () => {
    fake.location = { errMsg: 'getLocation:fail auth deny' }
    render(<Index />)
    const bar = await screen.findByText('定位未開啟，手動選擇地址')
    expect(fake.toasts.map((t) => t.title)).toContain('請打開定位服務以提升體驗')
    expect(await screen.findByText('商家1')).toBeTruthy()
    expect(api.listMerchants).toHaveBeenCalledWith(expect.objectContaining({ lat: 22.1936, lng: 113.5399 }))
    // spec §8: h5 cannot open the location settings
    fireEvent.click(screen.getByText('開啟定位'))
    await waitFor(() => expect(fake.toasts.at(-1)?.title).toBe('請打開定位服務以獲取商家資料'))
    expect(fake.navigations).toEqual([])
    fireEvent.click(bar)
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/search-address/index')
  })

  it('without a fix, a logged-in customer’s distances are from their saved address, not the city centre (issue 35 §7)', async () => {
    fake.location = { errMsg: 'getLocation:fail auth deny' }
    useSession.setState({ token: 't', loggedIn: true })
    addressApi.listAddresses.mockResolvedValue([
      {
        id: 1,
        name: '陳先生',
        address: '皇朝廣場',
        detail: '8樓A',
        lat: 22.19,
        lng: 113.55,
        isDefault: false
      },
      {
        id: 2,
        name: '陳先生',
        address: '海洋花園',
        detail: '3座',
        lat: 22.155,
        lng: 113.558,
        isDefault: true
      }
    ])
    render(<Index />)
    expect(await screen.findByText('商家1')).toBeTruthy()
    // asked once, from the default address; never from 議事亭 (the city centre)
    expect(api.listMerchants).toHaveBeenCalledTimes(1)
    expect(api.listMerchants).toHaveBeenCalledWith(expect.objectContaining({ lat: 22.155, lng: 113.558 }))
    expect(screen.getByText('海洋花園')).toBeTruthy()
    expect(screen.queryByText('定位未開啟，手動選擇地址')).toBeNull()
  })

  it('location unavailable offers a retry', async () => {
    fake.location = { errMsg: 'getLocation:fail timeout' }
    render(<Index />)
    expect(await screen.findByText('暫時無法獲取定位，已按城市中心顯示')).toBeTruthy()
    fake.location = { latitude: 22.2, longitude: 113.55 }
    fireEvent.click(screen.getByText('重試'))
    await waitFor(() => expect(screen.queryByText('暫時無法獲取定位，已按城市中心顯示')).toBeNull())
  })

  it('reaching the bottom loads page 2 and appends it; then says there is no more', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    render(<Index />)
    await screen.findByText('商家1')
    await act(async () => page.reachBottom?.())
    expect(await screen.findByText('商家3')).toBeTruthy()
    expect(api.listMerchants).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }))
    expect(screen.getByText('沒有更多了')).toBeTruthy()
    await waitFor(() => expect(api.addShow).toHaveBeenLastCalledWith('INDEX', [3]))
    await act(async () => page.reachBottom?.())
    expect(api.listMerchants).toHaveBeenCalledTimes(2)
  })

  it('shows an error state with retry when merchants fail to load', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    api.listMerchants.mockRejectedValueOnce(new Error('network'))
    render(<Index />)
    expect(await screen.findByText('商家載入失敗')).toBeTruthy()
    fireEvent.click(screen.getByText('重試'))
    expect(await screen.findByText('商家1')).toBeTruthy()
  })

  it('shows the empty state when there are no merchants', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    api.listMerchants.mockResolvedValue(pageOf([], 1, false))
    render(<Index />)
    expect(await screen.findByText('附近暫無商家')).toBeTruthy()
  })

  it('pull-to-refresh reloads page 1 and reports the merchants again (new view)', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    render(<Index />)
    await screen.findByText('商家1')
    await waitFor(() => expect(api.addShow).toHaveBeenCalledTimes(1))
    await act(async () => page.pullDown?.())
    await waitFor(() => expect(api.listMerchants).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(api.addShow).toHaveBeenCalledTimes(2))
    expect(api.addShow).toHaveBeenLastCalledWith('INDEX', [1, 2])
  })

  it('shows the popup ad once per day; opening a merchant ad appends flowPos', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    api.getAdByKey.mockImplementation(async (key: string) =>
      key === 'INDEX_POPUP_AD' ? [popupAd] : [bannerAd]
    )
    const { unmount } = render(<Index />)
    fireEvent.click(await screen.findByLabelText('打開 新客首單'))
    await waitFor(() => expect(fake.navigations.length).toBeGreaterThan(0))
    expect(fake.navigations.at(-1)?.url).toBe(
      '/packages/takeaway/pages/mch-info/index?id=3&flowPos=INDEX_POPUP_AD'
    )
    expect(screen.queryByLabelText('打開 新客首單')).toBeNull()
    expect(fake.storage.get(POPUP_SEEN_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    unmount()
    api.getAdByKey.mockClear()
    render(<Index />)
    await screen.findByText('商家1')
    expect(api.getAdByKey).not.toHaveBeenCalledWith('INDEX_POPUP_AD', expect.anything(), expect.anything())
  })

  it('the popup hides the location toast instead of opening under it (issue 8 §11)', async () => {
    fake.location = { errMsg: 'getLocation:fail auth deny' }
    api.getAdByKey.mockImplementation(async (key: string) => (key === 'INDEX_POPUP_AD' ? [popupAd] : []))
    render(<Index />)
    await screen.findByLabelText('打開 新客首單')
    expect(fake.toasts.map((t) => t.title)).toContain('請打開定位服務以提升體驗')
    await waitFor(() => expect(fake.toastsHidden).toBeGreaterThan(0))
    // the home header names the city once and asks for an address
    expect(screen.getByText('選擇收貨地址')).toBeTruthy()
  })

  it('with the answer the page came with, the popup is up in the first render, before the location fix', async () => {
    fake.location = { errMsg: 'getLocation:fail auth deny' }
    seedPageBoot(
      { at: Date.now(), entries: [{ key: bootKeys.ads('INDEX_POPUP_AD'), data: [popupAd] }] },
      { now: Date.now(), loggedIn: false }
    )
    render(<Index />)
    // no await: drawn with the first screen
    expect(screen.getByLabelText('打開 新客首單')).toBeTruthy()
    // the refusal's toast comes after it, and is taken down (issue 8 §11)
    await waitFor(() => expect(fake.toasts.map((t) => t.title)).toContain('請打開定位服務以提升體驗'))
    await waitFor(() => expect(fake.toastsHidden).toBeGreaterThan(0))
    await screen.findByText('商家1')
    expect(api.getAdByKey).not.toHaveBeenCalledWith('INDEX_POPUP_AD', expect.anything(), expect.anything())
    // seen today: the page's answer does not bring it back
    fireEvent.click(screen.getByLabelText('關閉'))
    cleanup()
    render(<Index />)
    expect(screen.queryByLabelText('打開 新客首單')).toBeNull()
  })

  describe("the server's drawing of the popup (page-boot.ts)", () => {
    const shell = () => document.getElementById(PAGE_SHELL_ID)
    const drawShell = () => {
      const el = document.createElement('div')
      el.id = PAGE_SHELL_ID
      el.innerHTML = '<div class="shell-popup__mask"></div><div class="shell-popup__card"></div>'
      document.body.appendChild(el)
    }
    const bootPopup = () =>
      seedPageBoot(
        { at: Date.now(), entries: [{ key: bootKeys.ads('INDEX_POPUP_AD'), data: [popupAd] }] },
        { now: Date.now(), loggedIn: false }
      )
    const appPicture = () => document.querySelector<HTMLImageElement>('.ad-popup__img img')!

    it("stays over the app's popup until the app's picture has loaded and been drawn", async () => {
      fake.location = { latitude: 22.2, longitude: 113.55 }
      drawShell()
      bootPopup()
      render(<Index />)
      expect(screen.getByLabelText('打開 新客首單')).toBeTruthy()
      await screen.findByText('商家1')
      // still over the app's popup, but taking no taps, and only one of the two dims the page
      expect(shell()?.querySelector('.shell-popup__card')).not.toBeNull()
      expect(shell()?.classList.contains('shell-popup--under')).toBe(true)
      expect(shell()?.querySelector('.shell-popup__mask')).toBeNull()
      fireEvent.load(appPicture())
      await waitFor(() => expect(shell()).toBeNull())
    })

    it('goes when the picture fails, and with the first screen when no popup is due', async () => {
      fake.location = { latitude: 22.2, longitude: 113.55 }
      drawShell()
      bootPopup()
      render(<Index />)
      fireEvent.error(appPicture())
      await waitFor(() => expect(shell()).toBeNull())
      cleanup()
      // seen today: the app shows none, so the server's copy (drawn by a page read before) does not stay
      fake.storage.set(POPUP_SEEN_KEY, new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Macau' }).format())
      drawShell()
      bootPopup()
      render(<Index />)
      expect(screen.queryByLabelText('打開 新客首單')).toBeNull()
      await waitFor(() => expect(shell()).toBeNull())
    })
  })

  it('closing the popup remembers the day too', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    api.getAdByKey.mockImplementation(async (key: string) => (key === 'INDEX_POPUP_AD' ? [popupAd] : []))
    render(<Index />)
    await screen.findByLabelText('打開 新客首單')
    fireEvent.click(screen.getByLabelText('關閉'))
    expect(screen.queryByLabelText('打開 新客首單')).toBeNull()
    expect(fake.navigations).toEqual([])
    expect(fake.storage.has(POPUP_SEEN_KEY)).toBe(true)
  })

  it('the banner opens a web page through web-view, and the grid opens the verticals', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    render(<Index />)
    fireEvent.click(await screen.findByLabelText('澳門美食之都'))
    await waitFor(() => expect(fake.navigations.length).toBe(1))
    expect(fake.navigations[0]?.url).toBe(
      '/packages/pagesA/pages/web-view/index?src=https%3A%2F%2Fwww.macaotourism.gov.mo%2F&pageName=activity&shareTitle=%E6%BE%B3%E9%96%80%E7%BE%8E%E9%A3%9F%E4%B9%8B%E9%83%BD'
    )
    fireEvent.click(screen.getByLabelText('超市'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/home/index')
  })

  it('the top bar opens select-city, search-address and search', async () => {
    fake.location = { latitude: 22.2, longitude: 113.55 }
    render(<Index />)
    await screen.findByText('商家1')
    fireEvent.click(screen.getByLabelText('選擇城市'))
    fireEvent.click(screen.getByLabelText('選擇收貨地址'))
    fireEvent.click(screen.getByLabelText('搜尋'))
    expect(fake.navigations.map((n) => n.url)).toEqual([
      '/packages/pagesA/pages/select-city/index',
      '/packages/pagesA/pages/search-address/index',
      '/packages/pagesA/pages/search/index'
    ])
    expect(screen.getByText('澳門')).toBeTruthy()
    expect(screen.getByText('當前位置')).toBeTruthy()
  })
})
