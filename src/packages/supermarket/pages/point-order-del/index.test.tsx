import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { pmOrder } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({
  getPointsMallOrder: vi.fn(),
  getPointsMallOrderByOrder: vi.fn(),
  cancelPointsMallOrder: vi.fn()
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
})
