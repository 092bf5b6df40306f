import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listCalls, serve, summary } from '@/components/order-list/order-list-fixtures'
import { clearCache } from '@/queries/cache'
import { resetRequestState } from '@/services/request'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import SupermarketOrders from '.'

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  resetRequestState()
  useSession.setState({ ...initialSession, token: 't-1', loggedIn: true })
})

describe('supermarket order page', () => {
  it('shows only supermarket orders (filtered by the server); a pickup order opens its pickup page', async () => {
    serve({
      supermarket: [{ ...summary(1, 'supermarket', '蓮花鮮選超市'), fulfilment: 'pickup' }],
      takeaway: [summary(2, 'takeaway', '官也葡國餐廳')]
    })
    render(<SupermarketOrders />)
    expect(await screen.findByText('蓮花鮮選超市')).toBeTruthy()
    expect(screen.queryByText('官也葡國餐廳')).toBeNull()
    expect(listCalls().every((q) => q.vertical === 'supermarket')).toBe(true)
    fireEvent.click(screen.getByText('蓮花鮮選超市'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/self-order-del/index?id=1')
  })

  it('signed out: a way to log in and no order request', () => {
    useSession.setState({ ...initialSession })
    serve({})
    render(<SupermarketOrders />)
    expect(screen.getByText('登入後查看你的超市訂單')).toBeTruthy()
    expect(listCalls()).toEqual([])
  })
})
