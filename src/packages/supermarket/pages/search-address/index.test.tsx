import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({ searchRange: vi.fn() }))
vi.mock('@/services/home', () => api)

import MarketSearchAddress from './index'

const place = (id: number, name: string, distance: number) => ({
  id,
  name,
  address: `${name}地址`,
  district: '大堂區',
  lat: 22.19 + id / 1000,
  lng: 113.54,
  distance
})

const typeKeyword = (value: string) =>
  fireEvent(
    document.querySelector('.sm-addr__input')!,
    new CustomEvent('input', { bubbles: true, detail: { value } })
  )

beforeEach(() => {
  clearCache()
  fake.reset()
  useLocation.setState({ ...initialLocation })
  fake.pages = [
    { route: 'packages/supermarket/pages/map-location-mch/index', options: {} },
    { route: 'packages/supermarket/pages/search-address/index', options: {} }
  ]
  api.searchRange.mockReset().mockImplementation(async (q: { keyword?: string }) => ({
    data: q.keyword ? [place(3, '新馬路', 420)] : [place(1, '議事亭前地', 20), place(2, '澳門旅遊塔', 2345)]
  }))
})

describe('supermarket search-address', () => {
  it('searches places through the shared place search; the choice becomes the delivery point', async () => {
    render(<MarketSearchAddress />)
    expect(await screen.findByText('議事亭前地')).toBeTruthy()
    expect(screen.getByText('2.3km')).toBeTruthy()
    typeKeyword('新馬')
    expect(await screen.findByText('新馬路', {}, { timeout: 5000 })).toBeTruthy()
    expect(api.searchRange).toHaveBeenLastCalledWith({ lat: 22.1936, lng: 113.5399, keyword: '新馬' })
    fireEvent.click(screen.getByText('新馬路'))
    expect(useLocation.getState().chosen).toEqual({
      name: '新馬路',
      address: '新馬路地址',
      lat: 22.193,
      lng: 113.54
    })
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  }, 20_000)

  it('says when nothing matches', async () => {
    api.searchRange.mockResolvedValue({ data: [] })
    render(<MarketSearchAddress />)
    typeKeyword('火星')
    expect(await screen.findByText('找不到相關地點，換個關鍵字試試', {}, { timeout: 5000 })).toBeTruthy()
  }, 20_000)
})
