import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { listCalls, serve, summary } from '@/components/order-list/order-list-fixtures'
import { resetRequestState } from '@/services/request'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import AllOrder from './index'

beforeEach(() => {
  resetRequestState()
  useSession.setState({ ...initialSession, token: 't-1', loggedIn: true })
  serve({
    takeaway: [summary(1, 'takeaway', '官也葡國餐廳')],
    supermarket: [summary(2, 'supermarket', '氹仔街市超市')],
    group: [summary(3, 'group', '新馬路火鍋團購')]
  })
})

// a loaded 2-core machine renders the first page slowly
describe('all orders', { timeout: 20_000 }, () => {
  it('lists every vertical first, then asks the server for one vertical when its tab is chosen', async () => {
    render(<AllOrder />)
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
    expect(screen.getByText('新馬路火鍋團購')).toBeTruthy()
    expect(listCalls()[0]).not.toHaveProperty('vertical')
    fireEvent.click(screen.getByRole('tab', { name: '超市' }))
    expect(await screen.findByText('氹仔街市超市')).toBeTruthy()
    expect(screen.queryByText('官也葡國餐廳')).toBeNull()
    expect(listCalls().at(-1)).toMatchObject({ vertical: 'supermarket', page: 1 })
  })

  it('a status tab within a vertical asks for both filters', async () => {
    render(<AllOrder />)
    fireEvent.click(screen.getByRole('tab', { name: '百貨' }))
    expect(await screen.findByText('暫無百貨訂單')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: '退款' }))
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ vertical: 'general', status: 'refund', page: 1 })
    )
  })

  it('opens the search', () => {
    render(<AllOrder />)
    fireEvent.click(screen.getByLabelText('搜尋訂單'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/search-all-order/index')
  })
})
