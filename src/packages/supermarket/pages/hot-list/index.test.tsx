import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import { card, home, NoopObserver } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ listMarketStores: vi.fn(), getMarketHot: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import HotList from './index'

const store = (id: number, name: string, distanceM: number) => ({ ...home().store, id, name, distanceM })

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/hot-list/index', options: {} })
  useLocation.setState({ ...initialLocation })
  mk.listMarketStores
    .mockReset()
    .mockResolvedValue([store(5, '蓮花超市 氹仔店', 300), store(6, '蓮花超市 高士德店', 2400)])
  mk.getMarketHot
    .mockReset()
    .mockImplementation(async (mchId: number) =>
      mchId === 5
        ? [card({ id: 1, name: '澳門鮮奶', sales: 42 }), card({ id: 2, name: '泰國香米', sales: 17 })]
        : [card({ id: 3, name: '富士蘋果', sales: 9 })]
    )
})

describe('supermarket hot-list', () => {
  it('ranks the nearest store’s goods by units sold in the last 7 days; another store can be chosen', async () => {
    render(<HotList />)
    expect(await screen.findByText('澳門鮮奶')).toBeTruthy()
    expect(mk.getMarketHot).toHaveBeenCalledWith(5)
    expect(mk.listMarketStores).toHaveBeenCalledWith({
      lat: initialLocation.cityCenter.lat,
      lng: initialLocation.cityCenter.lng
    })
    expect(screen.getByLabelText('第1名')).toBeTruthy()
    expect(screen.getByText('近7日售出 42 件')).toBeTruthy()
    expect(screen.getByText('近7日售出 17 件')).toBeTruthy()
    const rows = screen.getAllByRole('listitem').map((r) => r.textContent ?? '')
    expect(rows[0]).toContain('澳門鮮奶')
    expect(rows[1]).toContain('泰國香米')

    fireEvent.click(screen.getByRole('tab', { name: '蓮花超市 高士德店' }))
    expect(await screen.findByText('富士蘋果')).toBeTruthy()
    expect(mk.getMarketHot).toHaveBeenLastCalledWith(6)
  }, 20_000)

  it('opens on the store of ?mchId and says when nothing sold this week', async () => {
    fake.pages.at(-1)!.options = { mchId: '6' }
    mk.getMarketHot.mockResolvedValue([])
    render(<HotList />)
    expect(await screen.findByText('本週暫無熱銷商品')).toBeTruthy()
    expect(mk.getMarketHot).toHaveBeenCalledWith(6)
    expect(mk.getMarketHot).not.toHaveBeenCalledWith(5)
  }, 20_000)
})
