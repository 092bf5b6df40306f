import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetRequestState } from '@/services/request'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import { fake, type FakeRequest } from '../../../tests/setup/taro-fake'
import { listCalls, serve, summary } from './order-list-fixtures'
import { OrderList } from '.'

beforeEach(() => {
  resetRequestState()
  useSession.setState({ ...initialSession, token: 't-1', loggedIn: true })
})

describe('OrderList', () => {
  it('asks the server for its vertical and shows what it answers', async () => {
    serve({ takeaway: [summary(1, 'takeaway', '官也葡國餐廳')], spell: [summary(2, 'spell', '拼單茶餐廳')] })
    render(<OrderList vertical="spell" />)
    expect(await screen.findByText('拼單茶餐廳')).toBeTruthy()
    expect(screen.queryByText('官也葡國餐廳')).toBeNull()
    expect(listCalls()[0]).toMatchObject({ vertical: 'spell', page: 1 })
  })

  it('without a vertical lists every vertical and sends none', async () => {
    serve({ takeaway: [summary(1, 'takeaway', '官也葡國餐廳')], spell: [summary(2, 'spell', '拼單茶餐廳')] })
    render(<OrderList />)
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
    expect(screen.getByText('拼單茶餐廳')).toBeTruthy()
    expect(listCalls()[0]).not.toHaveProperty('vertical')
  })

  it('each tab asks for its status group within the vertical', async () => {
    serve({})
    render(<OrderList vertical="takeaway" emptyText="暫無外賣訂單" />)
    expect(await screen.findByText('暫無外賣訂單')).toBeTruthy()
    fireEvent.click(screen.getByText('進行中'))
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ vertical: 'takeaway', status: 'ongoing', page: 1 })
    )
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('進行中')
  })

  it('shows a retry when the list fails, and loads again on retry', async () => {
    let fail = true
    fake.requestHandler = async (r: FakeRequest) => {
      if (r.url.includes('/v1/store/order/list') && fail) return { statusCode: 500, data: 'down' }
      const list = [summary(5, 'takeaway', '官也葡國餐廳')]
      return {
        statusCode: 200,
        data: { code: '0000', msg: '', data: { list, page: 1, pageSize: 10, total: 1, hasMore: false } }
      }
    }
    render(<OrderList vertical="takeaway" />)
    expect(await screen.findByText('訂單載入失敗')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByText('重試'))
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
  })
})
