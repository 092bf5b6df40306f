import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({ searchRange: vi.fn() }))
vi.mock('@/services/home', () => api)
import MapLocationAddress from './index'

beforeEach(() => {
  useLocation.setState({ ...initialLocation, gps: { lat: 22.2, lng: 113.55 }, status: 'ok' })
  fake.pages = [
    { route: 'a', options: {} },
    { route: 'b', options: {} }
  ]
  api.searchRange.mockReset().mockResolvedValue({
    data: [
      {
        id: 1,
        name: '大三巴牌坊',
        address: '大三巴街',
        district: '花王堂區',
        lat: 22.1975,
        lng: 113.5409,
        distance: 560
      }
    ]
  })
})

describe('map-location-address (h5)', () => {
  it('lists places around the current point with its coordinates; picking one sets the address', async () => {
    render(<MapLocationAddress />)
    expect(screen.getByText('22.200000, 113.550000')).toBeTruthy()
    fireEvent.click(await screen.findByText('大三巴牌坊'))
    expect(api.searchRange).toHaveBeenCalledWith({ lat: 22.2, lng: 113.55, keyword: undefined })
    expect(useLocation.getState().chosen).toEqual({
      name: '大三巴牌坊',
      address: '大三巴街',
      lat: 22.1975,
      lng: 113.5409
    })
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })
})
