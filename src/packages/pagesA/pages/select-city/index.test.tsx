import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({ getCities: vi.fn() }))
vi.mock('@/services/home', () => api)
import SelectCity from './index'

beforeEach(() => {
  useLocation.setState({ ...initialLocation, chosen: { name: 'A', address: '', lat: 1, lng: 2 } })
  fake.pages = [
    { route: 'pages/index/index', options: {} },
    { route: 'packages/pagesA/pages/select-city/index', options: {} }
  ]
  api.getCities.mockReset()
})

describe('select-city', () => {
  it('lists cities with 澳門 first and merchant counts, highlights the current one', async () => {
    api.getCities.mockResolvedValue([
      { id: 2, code: 'HK', name: '香港', lat: 22.3, lng: 114.17, merchantCount: 3 },
      { id: 1, code: 'MO', name: '澳門', lat: 22.1936, lng: 113.5399, merchantCount: 120 }
    ])
    render(<SelectCity />)
    expect(await screen.findByText('120家商家')).toBeTruthy()
    const names = screen.getAllByText(/^(澳門|香港)$/).map((n) => n.textContent)
    expect(names).toEqual(['澳門', '澳門', '香港'])
    expect(screen.getByText('當前')).toBeTruthy()
  })

  it('tapping a city sets it (clearing a chosen address) and goes back', async () => {
    api.getCities.mockResolvedValue([
      { id: 1, code: 'MO', name: '澳門', lat: 22.1936, lng: 113.5399, merchantCount: 120 },
      { id: 2, code: 'HK', name: '香港', lat: 22.3, lng: 114.17, merchantCount: 3 }
    ])
    render(<SelectCity />)
    fireEvent.click(await screen.findByText('香港'))
    const s = useLocation.getState()
    expect([s.cityCode, s.cityName, s.cityCenter, s.chosen]).toEqual([
      'HK',
      '香港',
      { lat: 22.3, lng: 114.17 },
      null
    ])
    expect(fake.navigations).toEqual([{ kind: 'navigateBack', url: '' }])
  })

  it('error state with retry', async () => {
    api.getCities
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce([
        { id: 1, code: 'MO', name: '澳門', lat: 22.1936, lng: 113.5399, merchantCount: 9 }
      ])
    render(<SelectCity />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('9家商家')).toBeTruthy()
  })
})
