import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { orderDetailPath } from '@/components/order-actions/pages'
import { useSession } from '@/stores/session'
import type { OrderNews } from '@lotus/contract/order-news'
import OrderDel from './index'

const getOrder = vi.fn()
const cancelOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: (...a: unknown[]) => getOrder(...a),
  cancelOrder: (...a: unknown[]) => cancelOrder(...a),
  confirmOrder: vi.fn(),
  getReorder: vi.fn()
}))

/** The customer's live order topic, as the page subscribes to it (src/services/mqtt/order-news.ts). */
const live: { userId?: number; onNews?: (n: OrderNews) => void; onOnline?: (up: boolean) => void } = {}
vi.mock('@/services/mqtt/order-news', () => ({
  orderNewsDeps: {},
  watchOrderNews: (
    _d: unknown,
    userId: number,
    onNews: (n: OrderNews) => void,
    onOnline: (up: boolean) => void
  ) => {
    Object.assign(live, { userId, onNews, onOnline })
    return () => Object.assign(live, { userId: undefined, onNews: undefined })
  }
}))

const NOW = 1_800_000_000
const order = (over: Record<string, unknown> = {}) => ({
  id: 9,
  orderNo: 'T202601150001',
  vertical: 'takeaway',
  merchantId: 5,
  merchantName: '官也葡國餐廳',
  merchantLogo: '',
  status: 'unpaid',
  statusText: '待付款',
  total: 12800,
  itemCount: 2,
  firstItems: ['葡國雞飯'],
  createdAt: NOW - 60,
  actions: ['pay', 'cancel'],
  items: [
    { goodsId: 10, name: '葡國雞飯', image: '', props: [], itemCount: 2, unitPrice: 6800, amount: 13600 }
  ],
  amounts: {
    feeLines: [
      { label: '商品金額', amount: 13600 },
      { label: '滿減', amount: -800 }
    ],
    total: 12800
  },
  address: { name: '陳大文', areaCode: '853', phone: '66123456', address: '澳門塔', detail: '12樓A' },
  remark: '少辣',
  payMethod: null,
  paidAt: null,
  payDeadline: NOW + 14 * 60 + 5,
  timeline: [{ status: 'unpaid', title: '訂單已提交', at: NOW - 60 }],
  refund: null,
  canEvaluate: false,
  evaluated: false,
  rider: null,
  estimatedArrival: null,
  ...over
})

const buttons = () => Array.from(document.querySelectorAll('.order-actions__btn')).map((b) => b.textContent)

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/takeaway/pages/order-del/index', options: { id: '9' } })
})
afterEach(() => vi.useRealTimers())

describe('order detail', () => {
  it('unpaid: 去付款 + 取消訂單 only, and the pay countdown', async () => {
    getOrder.mockResolvedValue(order())
    render(<OrderDel />)
    expect(await screen.findByText('剩餘支付時間 14:05，超時訂單將自動取消')).toBeTruthy()
    expect(buttons()).toEqual(['去付款', '取消訂單'])
    expect(getOrder).toHaveBeenCalledWith(9)
    expect(screen.getAllByTestId('fee-line').map((l) => l.textContent)).toEqual([
      '商品金額MOP 136.00',
      '滿減-MOP 8.00'
    ])
    expect(screen.getByText('T202601150001')).toBeTruthy()
    await act(async () => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.getByText('剩餘支付時間 14:00，超時訂單將自動取消')).toBeTruthy()
  })

  it('delivered: 確認收貨 + 申請退款 only', async () => {
    getOrder.mockResolvedValue(
      order({ status: 'delivered', statusText: '已送達', actions: ['confirm', 'refund'], payDeadline: null })
    )
    render(<OrderDel />)
    expect(await screen.findByText('已送達')).toBeTruthy()
    expect(buttons()).toEqual(['確認收貨', '申請退款'])
    fireEvent.click(screen.getByText('申請退款'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/refund/index?id=9')
  })

  it('shows the cutlery chosen and the grams of a line sold by weight, estimated then weighed (issue 35)', async () => {
    const fruit = { goodsId: 11, name: '日本富士蘋果', image: '', props: [], itemCount: 2, unitPrice: 3000 }
    getOrder.mockResolvedValue(
      order({
        status: 'accepted',
        statusText: '商家已接單',
        actions: [],
        payDeadline: null,
        tableware: 2,
        items: [{ ...fruit, amount: 6000, weight: { estimatedGrams: 1000, finalGrams: null } }]
      })
    )
    const first = render(<OrderDel />)
    expect(await screen.findByText('約 1000 克')).toBeTruthy()
    expect(screen.getByText('餐具').nextSibling?.textContent).toBe('2份')
    first.unmount()
    getOrder.mockResolvedValue(
      order({
        status: 'delivering',
        statusText: '配送中',
        actions: [],
        payDeadline: null,
        tableware: 0,
        items: [{ ...fruit, amount: 6000, weight: { estimatedGrams: 1000, finalGrams: 960 } }]
      })
    )
    render(<OrderDel />)
    expect(await screen.findByText('實重 960 克（預估 1000 克）')).toBeTruthy()
    expect(screen.getByText('餐具').nextSibling?.textContent).toBe('無需餐具')
  })

  it('delivered with a rider: 打賞騎手 opens the rider reward (issue 12); not before delivery', async () => {
    const rider = { name: '陳大文', phone: '66123456' }
    getOrder.mockResolvedValue(
      order({ status: 'delivering', statusText: '配送中', actions: [], payDeadline: null, rider })
    )
    const first = render(<OrderDel />)
    expect(await screen.findByText('騎手 陳大文')).toBeTruthy()
    expect(screen.queryByText('打賞騎手')).toBeNull()
    first.unmount()
    getOrder.mockResolvedValue(
      order({ status: 'delivered', statusText: '已送達', actions: ['confirm'], payDeadline: null, rider })
    )
    render(<OrderDel />)
    fireEvent.click(await screen.findByText('打賞騎手'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/rider-reward/index?orderId=9')
  })

  it('a rider on the way: the map with shop, rider and door, the masked phone and 預計 HH:mm 送達, moving as polled', async () => {
    const rider = { name: '陳大文', phone: '66123456' }
    const map = (lat: number, eta: number) => ({
      shop: { lat: 22.19, lng: 113.54 },
      destination: { lat: 22.2, lng: 113.545 },
      rider: { lat, lng: 113.542, at: NOW },
      estimatedArrival: eta
    })
    // NOW is 2027-01-15 16:00 in Macau
    getOrder.mockResolvedValueOnce(
      order({
        status: 'delivering',
        statusText: '配送中',
        actions: [],
        payDeadline: null,
        rider,
        riderMap: map(22.19, NOW + 12 * 60)
      })
    )
    getOrder.mockResolvedValue(
      order({
        status: 'delivering',
        statusText: '配送中',
        actions: [],
        payDeadline: null,
        rider,
        riderMap: map(22.198, NOW + 3 * 60)
      })
    )
    render(<OrderDel />)
    expect(await screen.findByText('預計 16:12 送達')).toBeTruthy()
    expect(screen.getByText('騎手 陳大文')).toBeTruthy()
    expect(screen.getByText('66****56')).toBeTruthy()
    expect(screen.queryByText('66123456')).toBeNull()
    const pin = () => (document.querySelector('.rider-map__pin--rider') as HTMLElement).style.top
    const before = pin()
    expect(document.querySelector('.rider-map__pin--shop')).toBeTruthy()
    expect(document.querySelector('.rider-map__pin--door')).toBeTruthy()
    fireEvent.click(screen.getByText('致電騎手'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(await screen.findByText('預計 16:03 送達')).toBeTruthy()
    expect(pin()).not.toBe(before)
  })

  it('polls every 5 s while the order is moving, and stops once it is not', async () => {
    getOrder.mockResolvedValueOnce(
      order({ status: 'paid', statusText: '待商家接單', actions: ['cancel', 'refund'] })
    )
    getOrder.mockResolvedValueOnce(
      order({ status: 'accepted', statusText: '商家已接單', actions: ['refund', 'contact'] })
    )
    getOrder.mockResolvedValue(
      order({ status: 'completed', statusText: '已完成', actions: ['evaluate', 'reorder'] })
    )
    render(<OrderDel />)
    expect(await screen.findByText('待商家接單')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    await waitFor(() => expect(getOrder).toHaveBeenCalledTimes(2))
    expect(await screen.findByText('商家已接單')).toBeTruthy()
    expect(buttons()).toEqual(['申請退款', '聯繫商家'])
    await act(async () => {
      vi.advanceTimersByTime(5000)
    })
    expect(await screen.findByText('已完成')).toBeTruthy()
    expect(buttons()).toEqual(['評價', '再來一單'])
    await act(async () => {
      vi.advanceTimersByTime(15000)
    })
    expect(getOrder).toHaveBeenCalledTimes(3)
  })

  it('in progress: the newest step in the shop’s words, with the preparation estimate (issue 36)', async () => {
    getOrder.mockResolvedValue(
      order({
        status: 'accepted',
        statusText: '商家已接單',
        actions: ['refund', 'contact'],
        payDeadline: null,
        timeline: [
          { status: 'unpaid', title: '訂單已提交', at: NOW - 600 },
          { status: 'paid', title: '支付成功', at: NOW - 540 },
          { status: 'accepted', title: '商家已接單（預計 15 分鐘出餐）', at: NOW - 60 }
        ]
      })
    )
    render(<OrderDel />)
    const latest = await screen.findByTestId('order-latest')
    expect(latest.textContent).toContain('商家已接單（預計 15 分鐘出餐）')
    expect(screen.queryByText('訂單已提交')).toBeNull()
  })

  it('a general-store order (shown here) at ready with a rider: the bar at 商家接單, the rider’s step, the map', async () => {
    expect(orderDetailPath({ id: 9, vertical: 'general', fulfilment: 'delivery' })).toBe(
      '/packages/takeaway/pages/order-del/index?id=9'
    )
    getOrder.mockResolvedValue(
      order({
        vertical: 'general',
        status: 'ready',
        statusText: '商家已出餐',
        actions: ['refund', 'contact'],
        payDeadline: null,
        rider: { name: '陳家明', phone: '66880001' },
        riderMap: {
          shop: { lat: 22.19, lng: 113.54 },
          destination: { lat: 22.2, lng: 113.545 },
          rider: { lat: 22.191, lng: 113.541, at: NOW },
          estimatedArrival: NOW + 20 * 60
        },
        timeline: [
          { status: 'unpaid', title: '訂單已提交', at: NOW - 900 },
          { status: 'paid', title: '支付成功', at: NOW - 840 },
          { status: 'accepted', title: '商家已接單', at: NOW - 600 },
          { status: 'ready', title: '騎手已接單，正前往商家', at: NOW - 60 }
        ]
      })
    )
    render(<OrderDel />)
    const latest = await screen.findByTestId('order-latest')
    expect(latest.textContent).toContain('騎手已接單，正前往商家')
    const done = Array.from(document.querySelectorAll('.order-del__step--done')).map((n) => n.textContent)
    expect(done).toEqual(['下單', '支付', '商家接單'])
    expect(screen.getByText('騎手 陳家明')).toBeTruthy()
    expect(screen.getByText('66****01')).toBeTruthy()
    expect(screen.getByText('預計 16:20 送達')).toBeTruthy()
    expect(document.querySelectorAll('.rider-map__pin')).toHaveLength(3)
  })

  it('cancel asks for a reason, then sends it and shows the new state', async () => {
    getOrder.mockResolvedValue(order())
    cancelOrder.mockResolvedValue(order({ status: 'cancelled', statusText: '已取消', actions: ['reorder'] }))
    render(<OrderDel />)
    fireEvent.click(await screen.findByText('取消訂單'))
    fireEvent.click(screen.getByText('確認取消'))
    expect(fake.toasts.at(-1)?.title).toBe('請選擇取消原因')
    fireEvent.click(screen.getByText('不想要了'))
    fireEvent.click(screen.getByText('確認取消'))
    await waitFor(() => expect(cancelOrder).toHaveBeenCalledWith(9, '不想要了'))
    expect(await screen.findByText('已取消')).toBeTruthy()
    expect(buttons()).toEqual(['再來一單'])
  })

  it('a live message about the order asks it again at once; while the socket is up it polls only every 20 s', async () => {
    useSession.setState({ token: 't', loggedIn: true, user: { id: 2 } as never })
    getOrder.mockResolvedValueOnce(
      order({ status: 'paid', statusText: '待商家接單', actions: ['cancel', 'refund'] })
    )
    getOrder.mockResolvedValue(
      order({ status: 'accepted', statusText: '商家已接單', actions: ['refund', 'contact'] })
    )
    render(<OrderDel />)
    expect(await screen.findByText('待商家接單')).toBeTruthy()
    await waitFor(() => expect(live.userId).toBe(2))
    act(() => live.onOnline?.(true))
    // the socket is up: the 5 s poll is off
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000)
    })
    expect(getOrder).toHaveBeenCalledTimes(1)
    // news of another order changes nothing; this order's news is shown without waiting for a poll
    act(() => live.onNews?.({ id: 10, status: 'accepted' }))
    expect(getOrder).toHaveBeenCalledTimes(1)
    act(() => live.onNews?.({ id: 9, status: 'accepted' }))
    expect(await screen.findByText('商家已接單')).toBeTruthy()
    expect(getOrder).toHaveBeenCalledTimes(2)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000)
    })
    expect(getOrder).toHaveBeenCalledTimes(3)
    useSession.setState({ token: '', loggedIn: false, user: null })
  })
})
