import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { usePickupChoice } from '../../hooks/pickup-store'
import { pmStore } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({ listPickupStores: vi.fn() }))
const mk = vi.hoisted(() => ({ listChainPickupStores: vi.fn() }))
vi.mock('@/services/market', () => mk)
const map = vi.hoisted(() => ({ openNavigation: vi.fn(), chooseOnMap: null }))
vi.mock('@/services/points-mall', () => pm)
vi.mock('@/components/map-app/map-app', () => map)

import MchMap from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  usePickupChoice.getState().choose(null)
  pm.listPickupStores
    .mockReset()
    .mockResolvedValue([
      pmStore(),
      pmStore({ id: 32, name: '蓮花超市 氹仔店', distanceM: 4200, district: '氹仔' })
    ])
  map.openNavigation.mockReset()
})

describe('choose the pickup store', () => {
  it('lists stores with address, distance and hours; opens one on the map; choosing one goes back with it', async () => {
    render(<MchMap />)
    expect(await screen.findByText('蓮花超市 氹仔店')).toBeTruthy()
    expect(screen.getByText('4.2km')).toBeTruthy()
    expect(screen.getAllByText('營業時間 08:00-22:00')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: '查看地圖：蓮花超市 氹仔店' }))
    expect(map.openNavigation).toHaveBeenCalledWith(expect.objectContaining({ name: '蓮花超市 氹仔店' }))
    fireEvent.click(screen.getByRole('button', { name: '選此門店：蓮花超市 氹仔店' }))
    expect(usePickupChoice.getState().store?.id).toBe(32)
    expect(fake.navigations.at(-1)?.kind).toMatch(/navigateBack|reLaunch|redirectTo/)
  })

  it('says so when there is no store', async () => {
    pm.listPickupStores.mockResolvedValue([])
    render(<MchMap />)
    expect(await screen.findByText('附近暫無自取門店')).toBeTruthy()
  })

  it('for a supermarket order (?mchId) lists only its chain’s pickup stores and goes back to the checkout', async () => {
    fake.pages.push({ route: 'packages/supermarket/pages/mch-map/index', options: { mchId: '7' } })
    mk.listChainPickupStores.mockResolvedValue([pmStore({ id: 9, name: '蓮花超級市場（海洋花園店）' })])
    render(<MchMap />)
    expect(await screen.findByText('蓮花超級市場（海洋花園店）')).toBeTruthy()
    expect(mk.listChainPickupStores.mock.calls[0]?.[0]).toBe(7)
    expect(pm.listPickupStores).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '選此門店：蓮花超級市場（海洋花園店）' }))
    expect(usePickupChoice.getState().store?.id).toBe(9)
    expect(fake.navigations.at(-1)?.kind).toMatch(/navigateBack|reLaunch|redirectTo/)
  })
})
