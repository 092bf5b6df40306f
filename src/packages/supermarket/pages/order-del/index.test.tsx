import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, smOrder } from '../../components/sm-order/fixtures'
import OrderDel from './index'

const getOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: (...a: unknown[]) => getOrder(...a),
  cancelOrder: vi.fn(),
  confirmOrder: vi.fn(),
  getReorder: vi.fn()
}))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/order-del/index', options: { id: '31' } })
})

describe('supermarket delivery order detail', () => {
  it('state, slot, lines, fee lines and the actions; change delivery before dispatch', async () => {
    getOrder.mockResolvedValue(
      smOrder({ status: 'accepted', statusText: '商家已接單', actions: ['refund', 'contact'] })
    )
    render(<OrderDel />)
    expect(await screen.findByText('商家已接單')).toBeTruthy()
    expect(screen.getByText('2026-11-22 18:00-20:00')).toBeTruthy()
    // the headline says when it comes (issue 35 point 10), not 備餐 as if it were on its way now
    expect(screen.getByText('商家按時段備貨，將於 11-22 18:00-20:00 送達')).toBeTruthy()
    expect(screen.getByText('本地鮮雞蛋 10隻裝')).toBeTruthy()
    expect(screen.getAllByTestId('fee-line').map((l) => l.textContent)).toEqual([
      '商品金額MOP 246.90',
      '包裝費MOP 0.00'
    ])
    expect(screen.getByText('申請退款')).toBeTruthy()
    fireEvent.click(screen.getByText('申請退款'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/refund/index?id=31')
    fireEvent.click(screen.getByRole('button', { name: '修改配送' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/update-order/index?id=31')
  })

  it('after dispatch the delivery cannot be changed', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'delivering',
        statusText: '配送中',
        actions: ['refund', 'contact'],
        rider: { name: '陳大文', phone: '61234567' }
      })
    )
    render(<OrderDel />)
    expect(await screen.findByText('配送中')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '修改配送' })).toBeNull()
    expect(screen.getByText('陳大文 61234567')).toBeTruthy()
  })

  it('a rider who took it shows on the map with the estimate, the phone masked', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'delivering',
        statusText: '配送中',
        actions: ['refund', 'contact'],
        rider: { name: '陳家明', phone: '66880001' },
        riderMap: {
          shop: { lat: 22.19, lng: 113.54 },
          destination: { lat: 22.2, lng: 113.545 },
          rider: { lat: 22.195, lng: 113.542, at: NOW },
          estimatedArrival: NOW + 10 * 60
        }
      })
    )
    render(<OrderDel />)
    expect(await screen.findByText('騎手 陳家明')).toBeTruthy()
    expect(screen.getByText('66****01')).toBeTruthy()
    expect(screen.getByText(/^預計 \d\d:\d\d 送達$/)).toBeTruthy()
    expect(screen.queryByText('陳家明 66880001')).toBeNull()
    expect(document.querySelectorAll('.rider-map__pin')).toHaveLength(3)
  })

  it('in progress: the step bar at 商家接單 and the newest step in the shop’s words, when it happened', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'accepted',
        statusText: '商家已接單',
        actions: ['refund', 'contact'],
        timeline: [
          ...smOrder().timeline,
          { status: 'accepted', title: '商家已接單（預計 15 分鐘備貨）', at: NOW - 60, note: null }
        ]
      })
    )
    render(<OrderDel />)
    const latest = await screen.findByTestId('order-latest')
    expect(latest.textContent).toContain('商家已接單（預計 15 分鐘備貨）')
    expect(latest.textContent).toContain('15:59')
    expect(screen.queryByText('支付成功')).toBeNull()
    const done = Array.from(document.querySelectorAll('.sm-order__step--done')).map((n) => n.textContent)
    expect(done).toEqual(['下單', '支付', '商家接單'])
    fireEvent.click(latest)
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/order-del2/index?id=31')
  })

  it('ready with a rider who took it: the bar stays at 商家接單, the rider’s step is the newest, the map shows', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'ready',
        statusText: '商家已出餐',
        actions: ['refund', 'contact'],
        rider: { name: '陳家明', phone: '66880001' },
        riderMap: {
          shop: { lat: 22.19, lng: 113.54 },
          destination: { lat: 22.2, lng: 113.545 },
          rider: { lat: 22.191, lng: 113.541, at: NOW },
          estimatedArrival: NOW + 20 * 60
        },
        timeline: [
          ...smOrder().timeline,
          { status: 'accepted', title: '商家已接單', at: NOW - 900, note: null },
          { status: 'ready', title: '商家已出餐，等待騎手取餐', at: NOW - 300, note: null },
          { status: 'ready', title: '騎手已接單，正前往商家', at: NOW - 120, note: null }
        ]
      })
    )
    render(<OrderDel />)
    expect(await screen.findByText('商家已出餐')).toBeTruthy()
    // a grocery order is prepared, not cooked: no 出餐 in its hint
    expect(screen.getByText('商品已備妥，將於 11-22 18:00-20:00 送達')).toBeTruthy()
    const done = Array.from(document.querySelectorAll('.sm-order__step--done')).map((n) => n.textContent)
    expect(done).toEqual(['下單', '支付', '商家接單'])
    expect(screen.getByTestId('order-latest').textContent).toContain('騎手已接單，正前往商家')
    expect(screen.getByText('騎手 陳家明')).toBeTruthy()
    expect(screen.getByText('66****01')).toBeTruthy()
    // NOW is 2027-01-15 16:00 in Macau
    expect(screen.getByText('預計 16:20 送達')).toBeTruthy()
    expect(document.querySelectorAll('.rider-map__pin')).toHaveLength(3)
  })

  it('off the happy path (cancelled) there is no step bar', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'cancelled',
        statusText: '已取消',
        actions: ['reorder'],
        timeline: [
          ...smOrder().timeline,
          { status: 'cancelled', title: '訂單已取消', at: NOW - 30, note: null }
        ]
      })
    )
    render(<OrderDel />)
    expect(await screen.findByText('已取消')).toBeTruthy()
    expect(screen.queryByRole('group', { name: '訂單進度' })).toBeNull()
    expect(screen.getByTestId('order-latest').textContent).toContain('訂單已取消')
  })

  it('an order some of whose lines went back says 部分退款 under its total', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'delivered',
        statusText: '已送達',
        actions: ['confirm', 'refund', 'refundProgress'],
        lineRefund: {
          total: 24690,
          deliveryFee: 0,
          refundedAmount: 12345,
          pending: false,
          lines: [{ itemId: 71, qty: 2, amount: 24690, refundedQty: 1 }]
        }
      })
    )
    render(<OrderDel />)
    expect(await screen.findByText('部分退款 MOP 123.45')).toBeTruthy()
  })
})
