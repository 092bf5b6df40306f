import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useAddress } from '@/stores/address'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, smOrder } from '../../components/sm-order/fixtures'
import UpdateOrder from './index'

const getOrder = vi.fn()
const updateOrderAddress = vi.fn()
const changeMarketSlot = vi.fn()
const getMarketSlots = vi.fn()
const listAddresses = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: (...a: unknown[]) => getOrder(...a),
  updateOrderAddress: (...a: unknown[]) => updateOrderAddress(...a)
}))
vi.mock('@/services/market', () => ({
  getMarketSlots: (...a: unknown[]) => getMarketSlots(...a),
  changeMarketSlot: (...a: unknown[]) => changeMarketSlot(...a)
}))
vi.mock('@/services/address', () => ({ listAddresses: () => listAddresses() }))

const slot = (s: string, left: number, reason: string | null) => ({
  date: '2026-11-22',
  slot: s,
  capacity: 20,
  booked: 20 - left,
  left,
  available: reason === null,
  reason
})

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  useAddress.setState({ picked: null, point: null })
  fake.pages.push({ route: 'packages/supermarket/pages/update-order/index', options: { id: '31' } })
  listAddresses.mockResolvedValue([
    {
      id: 4,
      name: '李小姐',
      areaCode: '853',
      phone: '66000000',
      gender: 2,
      tag: '公司',
      address: '澳門宋玉生廣場 258 號',
      detail: '10樓',
      lat: 22.19,
      lng: 113.55,
      isDefault: false
    }
  ])
  getMarketSlots.mockResolvedValue([slot('18:00-20:00', 3, null), slot('20:00-22:00', 0, '已約滿')])
})

describe('update-order', () => {
  it('moves an accepted order to another address and slot; a full slot cannot be chosen', async () => {
    getOrder.mockResolvedValue(smOrder({ status: 'accepted', statusText: '商家已接單' }))
    updateOrderAddress.mockResolvedValue(smOrder({ status: 'accepted' }))
    changeMarketSlot.mockResolvedValue({ date: '2026-11-22', slot: '18:00-20:00' })
    getMarketSlots.mockResolvedValue([slot('16:00-18:00', 3, null), slot('20:00-22:00', 0, '已約滿')])
    render(<UpdateOrder />)
    fireEvent.click(await screen.findByRole('radio', { name: /李小姐/ }))
    const full = await screen.findByRole('radio', { name: /20:00-22:00/ })
    expect(full.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(full)
    expect(full.getAttribute('aria-checked')).toBe('false')
    // as at checkout: tapping a full slot says why
    expect(fake.toasts.at(-1)?.title).toBe('該時段已約滿')
    fireEvent.click(screen.getByRole('radio', { name: /16:00-18:00/ }))
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(changeMarketSlot).toHaveBeenCalled())
    expect(updateOrderAddress).toHaveBeenCalledWith(31, 4)
    expect(changeMarketSlot.mock.calls[0]?.[0]).toEqual({ id: 31, date: '2026-11-22', slot: '16:00-18:00' })
  })

  it('after dispatch it says the delivery can no longer change', async () => {
    getOrder.mockResolvedValue(smOrder({ status: 'delivering', statusText: '配送中' }))
    render(<UpdateOrder />)
    expect(await screen.findByText('訂單已出發配送或不是外送訂單，無法修改')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull()
  })
})
