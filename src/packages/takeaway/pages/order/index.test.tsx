import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { listCalls, serve, summary } from '@/components/order-list/order-list-fixtures'
import { resetRequestState } from '@/services/request'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import TakeawayOrders from '.'

beforeEach(() => {
  resetRequestState()
  useSession.setState({ ...initialSession, token: 't-1', loggedIn: true })
})

describe('takeaway order page', () => {
  it('shows only takeaway orders, filtered by the server', async () => {
    serve({ takeaway: [summary(1, 'takeaway', '官也葡國餐廳')], spell: [summary(2, 'spell', '拼單茶餐廳')] })
    render(<TakeawayOrders />)
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
    expect(listCalls().every((q) => q.vertical === 'takeaway')).toBe(true)
  })

  it('signed out: a way to log in and no order request', () => {
    useSession.setState({ ...initialSession })
    serve({})
    render(<TakeawayOrders />)
    expect(screen.getByText('登入後查看你的外賣訂單')).toBeTruthy()
    expect(listCalls()).toEqual([])
  })
})
