import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import { home } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ listMarketStores: vi.fn() }))
vi.mock('@/services/market', () => mk)

import MapLocationMch from './index'

const store = (id: number, name: string, distanceM: number) => ({ ...home().store, id, name, distanceM })

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/map-location-mch/index', options: {} })
  useLocation.setState({
    ...initialLocation,
    chosen: { name: '澳門旅遊塔', address: '觀光塔前地', lat: 22.18, lng: 113.53 }
  })
  mk.listMarketStores
    .mockReset()
    .mockResolvedValue([store(5, '蓮花超市 南灣店', 850), store(6, '蓮花超市 氹仔店', 4230)])
})

describe('supermarket map-location-mch', () => {
  it('lists the chain’s stores with their distance from the delivery point; a store opens its front', async () => {
    render(<MapLocationMch />)
    expect(screen.getByText('澳門旅遊塔')).toBeTruthy()
    expect(await screen.findByText('蓮花超市 南灣店（最近）')).toBeTruthy()
    expect(mk.listMarketStores).toHaveBeenCalledWith(expect.objectContaining({ lat: 22.18, lng: 113.53 }))
    expect(screen.getByText('850m')).toBeTruthy()
    expect(screen.getByText('4.2km')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: '蓮花超市 氹仔店 4.2km' }))
    expect(fake.navigations.at(-1)?.url).toContain('/packages/supermarket/pages/shop/index?id=6')
  }, 20_000)

  it('the delivery point is changed through the supermarket’s address search', async () => {
    render(<MapLocationMch />)
    fireEvent.click(screen.getByRole('button', { name: '更改收貨地址' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/search-address/index')
  }, 20_000)
})
