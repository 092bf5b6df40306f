import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, deal, merchant } from '../../test-support/fixtures'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import { listAddresses } from '@/services/address'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.mock('@/services/address', () => ({
  listAddresses: vi.fn(),
  saveAddress: vi.fn(),
  deleteAddress: vi.fn()
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
  useSession.setState({ ...initialSession })
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

  it('the contact starts as the customer: the default address’s name and the account’s phone (issue 35 §12)', async () => {
    useSession.setState({
      token: 't',
      loggedIn: true,
      user: { id: 7, areaCode: '853', phone: '62345678', nickname: '蓮花', avatar: '' } as never
    })
    vi.mocked(listAddresses).mockResolvedValue([
      { id: 1, name: '李小姐', phone: '66000000', isDefault: false } as never,
      { id: 2, name: '陳先生', phone: '66111111', isDefault: true } as never
    ])
    api.slots.mockResolvedValue([
      { id: 61, mchId: 5, day: '2026-11-23', time: '12:00', startsAt: 0, capacity: 4, left: 2, deposit: 0 }
    ])
    open({ mchId: '5', reserve: '1' })
    await waitFor(() => expect(screen.getByDisplayValue('陳先生')).toBeTruthy())
    expect(screen.getByDisplayValue('62345678')).toBeTruthy()
    // a day as people say it, and no deposit means nothing is kept on a no-show
    expect(screen.getByText(/^(今天 |明天 |後天 )?11月23日 星期一$/)).toBeTruthy()
    expect(screen.queryByText(/訂金不予退還/)).toBeNull()
    fireEvent.click(screen.getByText('12:00 餘2'))
    fireEvent.click(screen.getByText('確認訂座'))
    await waitFor(() =>
      expect(api.reserve).toHaveBeenCalledWith(expect.objectContaining({ name: '陳先生', phone: '62345678' }))
    )
  })
})
