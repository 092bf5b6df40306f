import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { pmOrder } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({
  getPointsMallOrder: vi.fn(),
  getPointsMallOrderByOrder: vi.fn(),
  cancelPointsMallOrder: vi.fn(),
  receivePointsMallOrder: vi.fn()
}))
vi.mock('@/services/points-mall', () => pm)

import PointOrderDel from './index'

const open = (options: Record<string, string>) =>
  fake.pages.push({ route: 'packages/supermarket/pages/point-order-del/index', options })

beforeEach(() => {
  clearCache()
  fake.reset()
  pm.getPointsMallOrder.mockReset().mockResolvedValue(pmOrder())
  pm.getPointsMallOrderByOrder.mockReset()
  pm.cancelPointsMallOrder.mockReset()
  pm.receivePointsMallOrder.mockReset()
})

describe('one exchange', () => {
  it('shows state, line, honey, the pickup store and the code; cancel returns the honey', async () => {
    open({ id: '7' })
    const cancelled = pmOrder({
      status: 'cancelled',
      statusText: '已取消',
      canCancel: false,
      pickupCode: null
    })
    pm.cancelPointsMallOrder.mockResolvedValue(cancelled)
    render(<PointOrderDel />)
    expect((await screen.findByTestId('pm-status')).textContent).toBe('待自取')
    expect(screen.getByText('環保購物袋')).toBeTruthy()
    expect(screen.getByTestId('pm-order-store').textContent).toBe('蓮花超市 新馬路店')
    fireEvent.click(screen.getByRole('button', { name: '查看取貨碼' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/point-order-code/index?id=7')
    pm.getPointsMallOrder.mockResolvedValue(cancelled)
    fireEvent.click(screen.getByRole('button', { name: '取消兌換' }))
    await waitFor(() => expect(screen.getByTestId('pm-status').textContent).toBe('已取消'))
    expect(pm.cancelPointsMallOrder).toHaveBeenCalledWith(7)
    expect(screen.queryByRole('button', { name: '取消兌換' })).toBeNull()
  })

  it('back from the cashier (?orderId): an unpaid exchange offers to pay its cash part', async () => {
    open({ orderId: '99' })
    pm.getPointsMallOrderByOrder.mockResolvedValue(
      pmOrder({
        status: 'unpaid',
        statusText: '待付款',
        orderId: 99,
        cash: 6800,
        payDeadline: 1_795_000_900,
        pickupCode: null
      })
    )
    render(<PointOrderDel />)
    expect((await screen.findByTestId('pm-status')).textContent).toBe('待付款')
    expect(pm.getPointsMallOrderByOrder).toHaveBeenCalledWith(99)
    fireEvent.click(screen.getByRole('button', { name: /去付款/ }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/pay/index?orderId=99')
  })

  it('another user’s exchange is not found', async () => {
    open({ id: '8' })
    pm.getPointsMallOrder.mockRejectedValue(Object.assign(new Error('找不到兌換訂單'), { code: 'NOT_FOUND' }))
    render(<PointOrderDel />)
    expect(await screen.findByText('找不到兌換訂單')).toBeTruthy()
  })

  it('a shipped gift shows carrier and tracking; 確認收貨 completes it', async () => {
    open({ id: '8' })
    const shipping = {
      storeName: '蓮花超級市場（黑沙環店）',
      carrier: '順豐速運',
      trackingNo: 'SF1234567890',
      shippedAt: 1_795_000_000,
      receivedAt: null,
      autoReceiveAt: 1_795_604_800
    }
    const shipped = pmOrder({
      id: 8,
      way: 'delivery',
      store: null,
      pickupCode: null,
      address: { name: '陳大文', phone: '+853 66123456', address: '澳門新馬路 1 號' },
      status: 'shipped',
      statusText: '已發貨',
      canCancel: false,
      canReceive: true,
      shipping
    })
    const received = {
      ...shipped,
      status: 'completed' as const,
      statusText: '已完成',
      canReceive: false,
      shipping: { ...shipping, receivedAt: 1_795_100_000, autoReceiveAt: null }
    }
    pm.getPointsMallOrder.mockResolvedValue(shipped)
    pm.receivePointsMallOrder.mockResolvedValue(received)
    render(<PointOrderDel />)
    expect((await screen.findByTestId('pm-status')).textContent).toBe('已發貨')
    const box = screen.getByTestId('pm-shipping')
    expect(box.textContent).toContain('順豐速運')
    expect(box.textContent).toContain('SF1234567890')
    expect(box.textContent).toContain('後將自動確認收貨')
    pm.getPointsMallOrder.mockResolvedValue(received)
    fireEvent.click(screen.getByRole('button', { name: '確認收貨' }))
    await waitFor(() => expect(screen.getByTestId('pm-status').textContent).toBe('已完成'))
    expect(pm.receivePointsMallOrder).toHaveBeenCalledWith(8)
    expect(screen.queryByRole('button', { name: '確認收貨' })).toBeNull()
    expect(screen.getByTestId('pm-shipping').textContent).toContain('收貨時間')
  })

  it('a gift waiting to ship says the store has not shipped yet', async () => {
    open({ id: '9' })
    pm.getPointsMallOrder.mockResolvedValue(
      pmOrder({
        id: 9,
        way: 'delivery',
        store: null,
        pickupCode: null,
        status: 'to_ship',
        statusText: '待發貨',
        shipping: {
          storeName: '蓮花超級市場（黑沙環店）',
          carrier: null,
          trackingNo: null,
          shippedAt: null,
          receivedAt: null,
          autoReceiveAt: null
        }
      })
    )
    render(<PointOrderDel />)
    expect((await screen.findByTestId('pm-shipping')).textContent).toContain('門店發貨後可查看物流資料')
    expect(screen.queryByRole('button', { name: '確認收貨' })).toBeNull()
  })
})
