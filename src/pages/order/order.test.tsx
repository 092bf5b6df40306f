import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetRequestState } from '@/services/request'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import { fake, type FakeRequest } from '../../../tests/setup/taro-fake'
import Order from './order'
import SearchOrder from './search-order'

const listCalls = () =>
  fake.requests
    .filter((r) => r.url.includes('/v1/store/order/list'))
    .map((r) => r.data as Record<string, unknown>)

/** The real request layer against a stand-in server that has no orders yet (as in issue 2). */
function serveOrders(list: unknown[] = []) {
  fake.requestHandler = async (r: FakeRequest) => {
    if (r.url.includes('/v1/store/order/list')) {
      return {
        statusCode: 200,
        data: {
          code: '0000',
          msg: '',
          data: { list, page: 1, pageSize: 10, total: list.length, hasMore: false }
        }
      }
    }
    return { statusCode: 200, data: { code: '0000', msg: '', data: Date.now() } }
  }
}

beforeEach(() => {
  resetRequestState()
  useSession.setState({ ...initialSession })
})

describe('orders tab', () => {
  it('logged out: a login prompt that returns here after login, and no order request', () => {
    serveOrders()
    render(<Order />)
    expect(screen.getByText('登入後查看你的訂單')).toBeTruthy()
    fireEvent.click(screen.getByText('登入'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/packages/pagesA/pages/login/index' })
    expect(fake.storage.get('lotus.returnPage')).toEqual({ url: '/pages/order/order', backToIndex: true })
    expect(listCalls()).toEqual([])
  })

  it('logged in with no orders: asks the server, shows 暫無訂單 and a way home', async () => {
    useSession.setState({ token: 't-1', loggedIn: true })
    serveOrders()
    render(<Order />)
    expect(await screen.findByText('暫無訂單')).toBeTruthy()
    expect(listCalls()[0]).toMatchObject({ page: 1, pageSize: 10 })
    expect(listCalls()[0]).not.toHaveProperty('status')
    fireEvent.click(screen.getByText('去逛逛'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'switchTab', url: '/pages/index/index' })
  })

  it('each tab asks for its status', async () => {
    useSession.setState({ token: 't-1', loggedIn: true })
    serveOrders()
    render(<Order />)
    await screen.findByText('暫無訂單')
    fireEvent.click(screen.getByText('待付款'))
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: 'unpaid', page: 1 }))
    fireEvent.click(screen.getByText('退款'))
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: 'refund' }))
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('退款')
  })

  it('shows order cards with status, items, total and exactly the allowed actions', async () => {
    useSession.setState({ token: 't-1', loggedIn: true })
    serveOrders([
      {
        id: 9,
        orderNo: 'T20240506001',
        vertical: 'takeaway',
        merchantId: 3,
        merchantName: '官也葡國餐廳',
        merchantLogo: '',
        status: 'unpaid',
        statusText: '待付款',
        total: 12850,
        itemCount: 3,
        firstItems: ['葡撻', '豬扒包'],
        createdAt: Math.floor(Date.now() / 1000) - 120,
        actions: ['pay', 'cancel']
      }
    ])
    render(<Order />)
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
    expect(screen.getByText('待付款', { selector: '.order-card__status' })).toBeTruthy()
    expect(screen.getByText('葡撻、豬扒包')).toBeTruthy()
    expect(screen.getByText('MOP 128.50')).toBeTruthy()
    expect(screen.getByText('共3件')).toBeTruthy()
    expect(screen.getByText('2分鐘前')).toBeTruthy()
    const buttons = Array.from(document.querySelectorAll('.order-actions__btn')).map((b) => b.textContent)
    expect(buttons).toEqual(['去付款', '取消訂單'])
    fireEvent.click(screen.getByText('去付款'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'navigateTo',
      url: '/packages/pagesA/pages/pay/index?orderId=9'
    })
    fireEvent.click(screen.getByText('官也葡國餐廳'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/order-del/index?id=9')
  })

  it('a booked delivery shows on its card: the takeaway time and the supermarket slot (issue 35)', async () => {
    useSession.setState({ token: 't-1', loggedIn: true })
    const now = Date.now()
    // the Macau day of now and of tomorrow, as the server sends a slot's date
    const day = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
    const card = (id: number, vertical: string, extra: Record<string, unknown>) => ({
      id,
      orderNo: `T${id}`,
      vertical,
      fulfilment: 'delivery',
      merchantId: id,
      merchantName: `店${id}`,
      merchantLogo: '',
      status: 'paid',
      statusText: '待接單',
      total: 5000,
      itemCount: 1,
      firstItems: ['菜'],
      createdAt: Math.floor(now / 1000) - 60,
      actions: [],
      ...extra
    })
    // 12:30 Macau time tomorrow
    const tomorrow1230 = (Date.parse(`${day(now + 86_400_000)}T12:30:00Z`) - 8 * 3600_000) / 1000
    serveOrders([
      card(1, 'takeaway', { deliveryTime: tomorrow1230 }),
      card(2, 'supermarket', { deliveryTime: tomorrow1230, slot: { date: day(now), slot: '14:00-16:00' } }),
      card(3, 'takeaway', { deliveryTime: null })
    ])
    render(<Order />)
    await screen.findByText('店1')
    expect(screen.getByText('預約 明日 12:30')).toBeTruthy()
    expect(screen.getByText('預約 今日 14:00–16:00')).toBeTruthy()
    expect(document.querySelectorAll('.order-card__booked').length).toBe(2)
  })
})

describe('search-order', () => {
  const type = (value: string) =>
    fireEvent(
      document.querySelector('.search-order__input')!,
      new CustomEvent('input', { bubbles: true, detail: { value } })
    )

  it('logged out shows the login prompt', () => {
    render(<SearchOrder />)
    expect(screen.getByText('登入後查看你的訂單')).toBeTruthy()
  })

  it('searches by keyword, shows the empty result and remembers the word', async () => {
    useSession.setState({ token: 't-1', loggedIn: true })
    serveOrders()
    render(<SearchOrder />)
    type('葡撻')
    fireEvent.click(screen.getByText('搜尋', { selector: '.search-order__go' }))
    expect(await screen.findByText('沒有找到相關訂單')).toBeTruthy()
    expect(listCalls().at(-1)).toMatchObject({ keyword: '葡撻', page: 1 })
    expect(fake.storage.get('lotus.orderSearchHistory')).toEqual(['葡撻'])
  })
})
