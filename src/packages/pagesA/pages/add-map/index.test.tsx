import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useAddress } from '@/stores/address'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import AddMap from './index'

const api = vi.hoisted(() => ({ searchRange: vi.fn() }))
vi.mock('@/services/home', () => api)

beforeEach(() => {
  useLocation.setState({ ...initialLocation })
  fake.pages = [
    { route: 'packages/pagesUser/pages/shiping-address-edit/index', options: {} },
    { route: 'packages/pagesA/pages/add-map/index', options: {} }
  ]
})

describe('the address form’s location (添加地址)', () => {
  it('picks a nearby place for a new address and returns to the form', async () => {
    api.searchRange.mockResolvedValue({
      data: [
        {
          id: 7,
          name: '南灣湖景大馬路',
          address: '南灣湖景大馬路 1 號',
          lat: 22.188,
          lng: 113.539,
          distance: 80
        }
      ]
    })
    render(<AddMap />)
    expect(screen.getByText('添加地址')).toBeTruthy()
    fireEvent.click(await screen.findByText('南灣湖景大馬路'))
    expect(useAddress.getState().point).toMatchObject({ name: '南灣湖景大馬路', lat: 22.188, lng: 113.539 })
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })
})
