import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, deal, merchant } from '../../test-support/fixtures'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.subOrder.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('submit a group order', () => {
  it('buys N vouchers up to the per-person limit and goes to pay', async () => {
    api.deal.mockResolvedValue({ ...deal(), merchant: merchant() })
    api.buyVoucher.mockResolvedValue({
      orderId: 900,
      orderNo: 'x',
      total: 19600,
      payDeadline: 0,
      status: 'unpaid'
    })
    open({ dealId: '11' })
    expect(await screen.findByText('雙人下午茶套餐')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('增加'))
    fireEvent.click(screen.getByLabelText('增加'))
    expect(within(screen.getByRole('group', { name: '數量' })).getByText('2')).toBeTruthy()
    expect(screen.getByText('MOP 196')).toBeTruthy()
    fireEvent.click(document.querySelector('.gp__footer .gp-btn')!)
    await waitFor(() => expect(lastUrl()).toBe(`${ORDER_PAGES.pay}?orderId=900`))
    expect(api.buyVoucher).toHaveBeenCalledWith(expect.objectContaining({ dealId: 11, count: 2 }))
  })

  it('books a table: slot, party, contact; the no-show rule shown; no deposit → confirmed', async () => {
    api.slots.mockResolvedValue([
      { id: 61, mchId: 5, day: '2026-11-23', time: '12:00', startsAt: 0, capacity: 4, left: 2, deposit: 0 },
      { id: 62, mchId: 5, day: '2026-11-23', time: '13:00', startsAt: 0, capacity: 4, left: 0, deposit: 0 }
    ])
    api.reserve.mockResolvedValue({ orderId: 901, orderNo: 'y', total: 0, payDeadline: 0, status: 'paid' })
    open({ mchId: '5', reserve: '1' })
    expect(await screen.findByText('13:00 已滿')).toBeTruthy()
    expect(screen.getByText(/逾時 15 分鐘未到店/)).toBeTruthy()
    fireEvent.click(screen.getByText('12:00 餘2'))
    const [name, phone] = Array.from(document.querySelectorAll('.gp-input'))
    fireEvent(name!, new CustomEvent('input', { bubbles: true, detail: { value: '陳先生' } }))
    fireEvent(phone!, new CustomEvent('input', { bubbles: true, detail: { value: '66123456' } }))
    fireEvent.click(screen.getByText('確認訂座'))
    await waitFor(() => expect(lastUrl()).toBe(`${GP.payReservaSuc}?id=901`))
    expect(api.reserve).toHaveBeenCalledWith(
      expect.objectContaining({ slotId: 61, party: 2, name: '陳先生', phone: '66123456' })
    )
  })
})
