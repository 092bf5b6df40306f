import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { usePickupChoice } from '../../hooks/pickup-store'
import { pmItem, pmOrder, pmStore } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({
  getPointsMallItem: vi.fn(),
  listPickupStores: vi.fn(),
  exchangePointsMallItem: vi.fn()
}))
const pts = vi.hoisted(() => ({ getPointsBalance: vi.fn(), listPointsRecords: vi.fn() }))
const addr = vi.hoisted(() => ({ listAddresses: vi.fn(), saveAddress: vi.fn(), deleteAddress: vi.fn() }))
vi.mock('@/services/points-mall', () => pm)
vi.mock('@/services/points', () => pts)
vi.mock('@/services/address', () => addr)

import SubPointOrder from './index'

const home = {
  id: 5,
  name: '陳先生',
  areaCode: '853',
  phone: '66123456',
  gender: 1,
  tag: '家' as const,
  address: '澳門新馬路 1 號',
  detail: '3樓A',
  lat: 22.19,
  lng: 113.54,
  isDefault: true
}

beforeEach(() => {
  clearCache()
  fake.reset()
  usePickupChoice.getState().choose(null)
  fake.pages.push({ route: 'packages/supermarket/pages/sub-point-order/index', options: { id: '1' } })
  pts.getPointsBalance.mockReset().mockResolvedValue({ balance: 1000, expiring: null })
  pm.getPointsMallItem.mockReset().mockResolvedValue(pmItem({ perUser: 3 }))
  pm.listPickupStores.mockReset().mockResolvedValue([pmStore(), pmStore({ id: 32, name: '蓮花超市 氹仔店' })])
  pm.exchangePointsMallItem.mockReset()
  addr.listAddresses.mockReset().mockResolvedValue([home])
})

describe('confirm an exchange', () => {
  it('pickup at the nearest store by default; quantity within the limit; shows the balance after; exchanges once', async () => {
    pm.exchangePointsMallItem.mockResolvedValue(pmOrder())
    render(<SubPointOrder />)
    expect(await screen.findByTestId('pm-store')).toBeTruthy()
    expect(screen.getByTestId('pm-store').textContent).toBe('蓮花超市 新馬路店')
    await waitFor(() => expect(screen.getByTestId('pm-after').textContent).toBe('800'))
    fireEvent.click(screen.getByRole('button', { name: '增加' }))
    fireEvent.click(screen.getByRole('button', { name: '增加' }))
    fireEvent.click(screen.getByRole('button', { name: '增加' }))
    expect(screen.getByTestId('pm-qty').textContent).toBe('3') // every user may take 3
    expect(screen.getByTestId('pm-after').textContent).toBe('400')
    fireEvent.click(screen.getByRole('button', { name: '確認兌換' }))
    await waitFor(() => expect(pm.exchangePointsMallItem).toHaveBeenCalledTimes(1))
    expect(pm.exchangePointsMallItem.mock.calls[0]?.[0]).toMatchObject({
      itemId: 1,
      qty: 3,
      way: 'pickup',
      storeId: 31,
      clientKey: expect.any(String)
    })
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/supermarket/pages/point-order-del/index?id=7'
      })
    )
  })

  it('the store chosen on the map is used; the change opens the map page', async () => {
    usePickupChoice.getState().choose(pmStore({ id: 32, name: '蓮花超市 氹仔店' }))
    render(<SubPointOrder />)
    expect((await screen.findByTestId('pm-store')).textContent).toBe('蓮花超市 氹仔店')
    fireEvent.click(screen.getByRole('button', { name: '選擇自取門店' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/mch-map/index')
  })

  it('delivery to my address; a gift with a cash part goes to the cashier', async () => {
    pm.getPointsMallItem.mockResolvedValue(pmItem({ id: 2, name: '澳門手信大禮包', points: 800, cash: 6800 }))
    pm.exchangePointsMallItem.mockResolvedValue(pmOrder({ status: 'unpaid', orderId: 99, cash: 6800 }))
    render(<SubPointOrder />)
    fireEvent.click(await screen.findByRole('tab', { name: '送貨上門' }))
    expect(await screen.findByRole('radio', { name: /陳先生/ })).toBeTruthy()
    expect(screen.getByText('MOP 68.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '兌換並付款' }))
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/pagesA/pages/pay/index?orderId=99'
      })
    )
    expect(pm.exchangePointsMallItem.mock.calls[0]?.[0]).toMatchObject({
      way: 'delivery',
      addressId: 5,
      qty: 1
    })
  })

  it('too little honey: no exchange', async () => {
    pts.getPointsBalance.mockResolvedValue({ balance: 100, expiring: null })
    render(<SubPointOrder />)
    expect(await screen.findByText('蜂蜜不足，無法兌換')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '確認兌換' }))
    expect(pm.exchangePointsMallItem).not.toHaveBeenCalled()
  })
})
