import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useAddress } from '@/stores/address'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import MapPage from './index'

const api = vi.hoisted(() => ({ searchRange: vi.fn() }))
vi.mock('@/services/home', () => api)

const place = (id: number, name: string, distance: number) => ({
  id,
  name,
  address: `${name}地址`,
  district: '大堂區',
  lat: 22.19 + id / 1000,
  lng: 113.54,
  distance
})

beforeEach(() => {
  useLocation.setState({ ...initialLocation })
  fake.pages = [
    { route: 'packages/pagesUser/pages/shiping-address-edit/index', options: {} },
    { route: 'packages/pagesA/pages/map/index', options: {} }
  ]
  api.searchRange.mockImplementation(async (q: { keyword?: string }) => ({
    data: q.keyword ? [place(3, '新馬路', 420)] : [place(1, '議事亭前地', 20), place(2, '澳門旅遊塔', 2345)]
  }))
})

describe('choose a delivery point (選擇位置)', () => {
  it('lists the places nearby; picking one hands it to the address form and goes back', async () => {
    render(<MapPage />)
    expect(screen.getByText('選擇位置')).toBeTruthy()
    expect(screen.getByText('附近地點（按距離）')).toBeTruthy()
    fireEvent.click(await screen.findByText('澳門旅遊塔'))
    expect(useAddress.getState().point).toEqual({
      name: '澳門旅遊塔',
      address: '澳門旅遊塔地址',
      lat: 22.192,
      lng: 113.54
    })
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  it('searches by keyword once typing pauses', async () => {
    render(<MapPage />)
    await screen.findByText('議事亭前地')
    fireEvent(
      document.querySelector('.point-chooser__input')!,
      new CustomEvent('input', { bubbles: true, detail: { value: '新馬路' } })
    )
    expect(await screen.findByText('新馬路')).toBeTruthy()
    expect(screen.getByText('搜尋結果')).toBeTruthy()
    await waitFor(() =>
      expect(api.searchRange).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '新馬路' }))
    )
  })

  it('no place found says so; a failed load offers a retry', async () => {
    api.searchRange.mockReset().mockRejectedValueOnce(new Error('NETWORK')).mockResolvedValue({ data: [] })
    render(<MapPage />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('找不到相關地點')).toBeTruthy()
  })
})
