import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, seatMap } from '../../test-support/fixtures'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.ticketSpec.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('pick seats', () => {
  it('shows the hall’s plan (aisles, classes) with each class’s price; a sold seat cannot be picked; pays', async () => {
    api.seats.mockResolvedValue(seatMap())
    api.buyTickets.mockResolvedValue({
      orderId: 903,
      orderNo: 'z',
      total: 16000,
      payDeadline: 0,
      status: 'unpaid'
    })
    open({ id: '41' })
    expect(await screen.findByText('普通座 MOP 70')).toBeTruthy()
    expect(screen.getByText('VIP 座 MOP 90')).toBeTruthy()
    expect(screen.getByText(/開場前 2 小時可退票/)).toBeTruthy()
    // the hall's aisle (the third column) is no seat; the seat after it keeps its place number
    expect(screen.getAllByRole('checkbox')).toHaveLength(9)
    expect(screen.getByLabelText('2排4座 普通座 MOP 70')).toBeTruthy()
    expect(screen.queryByLabelText(/排3座/)).toBeNull()
    fireEvent.click(screen.getByLabelText('1排1座 普通座 MOP 70 已售'))
    expect(screen.queryByText('已選座位')).toBeNull()
    fireEvent.click(screen.getByLabelText('1排2座 普通座 MOP 70'))
    fireEvent.click(screen.getByLabelText('3排1座 VIP 座 MOP 90'))
    expect(screen.getByText('1號廳 3排1座 · VIP 座')).toBeTruthy()
    expect(screen.getByText('MOP 160')).toBeTruthy()
    fireEvent.click(screen.getByText('確認選座'))
    await waitFor(() => expect(lastUrl()).toBe(`${ORDER_PAGES.pay}?orderId=903`))
    expect(api.buyTickets).toHaveBeenCalledWith(
      expect.objectContaining({
        showtimeId: 41,
        seats: [
          { row: 1, col: 2 },
          { row: 3, col: 1 }
        ]
      })
    )
  })
})
