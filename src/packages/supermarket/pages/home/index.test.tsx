import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NoopObserver } from '../../test-support/fixtures'

const api = vi.hoisted(() => ({ listMerchants: vi.fn(), addShow: vi.fn(), getAdByKey: vi.fn() }))
vi.mock('@/services/home', () => api)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SupermarketHome from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  useLocation.setState({ ...initialLocation })
  api.listMerchants
    .mockReset()
    .mockResolvedValue({ list: [], page: 1, pageSize: 10, total: 0, hasMore: false })
  api.addShow.mockReset().mockResolvedValue(null)
  api.getAdByKey.mockReset().mockResolvedValue([])
})

describe('supermarket home', () => {
  it.each([
    ['每週熱銷', '/packages/supermarket/pages/hot-list/index'],
    ['限時搶券', '/packages/supermarket/pages/limited-coupon/index'],
    ['超市資訊', '/packages/supermarket/pages/news-list/index'],
    ['選擇門店', '/packages/supermarket/pages/map-location-mch/index'],
    ['積分商城', '/packages/supermarket/pages/point-list/index']
  ])(
    'the entry %s opens its page',
    async (label, url) => {
      render(<SupermarketHome />)
      expect(await screen.findByText('附近暫無超市')).toBeTruthy()
      fireEvent.click(screen.getByLabelText(label))
      expect(fake.navigations.at(-1)?.url).toBe(url)
    },
    20_000
  )

  it('shows the banners the server has for the supermarket (an ad aimed at it among them)', async () => {
    const ad = {
      id: 9,
      name: '超市週末八折',
      type: 2,
      wxLink: '/packages/supermarket/pages/hot-list/index',
      image: ''
    }
    // the server answers a page that names no vertical without the targeted ad (server/tests/content-admin.test.ts "aims at … verticals")
    api.getAdByKey.mockImplementation(async (_key: string, _lat: number, _lng: number, vertical?: string) =>
      vertical === 'supermarket' ? [ad] : []
    )
    render(<SupermarketHome />)
    const banner = await screen.findByRole('link', { name: '超市週末八折' })
    expect(api.getAdByKey).toHaveBeenCalledWith(
      'INDEX_BANNER',
      expect.any(Number),
      expect.any(Number),
      'supermarket'
    )
    fireEvent.click(banner)
    expect(fake.navigations.at(-1)?.url).toContain('/packages/supermarket/pages/hot-list/index')
  })
})
