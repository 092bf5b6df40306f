import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, smOrder } from '../../components/sm-order/fixtures'
import RefundProgress from './index'

const getRefund = vi.fn()
const getOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getRefund: (...a: unknown[]) => getRefund(...a),
  getOrder: (...a: unknown[]) => getOrder(...a),
  disputeRefund: vi.fn()
}))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/refund-progress/index', options: { id: '31' } })
  getOrder.mockResolvedValue(smOrder())
})

describe('refund progress', () => {
  it('shows the state, amount, destination and the timeline newest first', async () => {
    getRefund.mockResolvedValue({
      status: 'approved',
      amount: 24690,
      to: 'wallet',
      reason: '商品品質問題',
      timeline: [
        { title: '提交退款申請', at: NOW - 100, note: '商品品質問題' },
        { title: '退款成功', at: NOW - 10, note: 'MOP 246.90 退回錢包' }
      ]
    })
    render(<RefundProgress />)
    expect(await screen.findByText('退款成功', { selector: '.sm-order__title' })).toBeTruthy()
    expect(screen.getByText('MOP 246.90')).toBeTruthy()
    expect(screen.getByText('退回錢包餘額')).toBeTruthy()
    const titles = Array.from(document.querySelectorAll('.sm-order__tl')).map(
      (n) => n.children[0]?.textContent
    )
    expect(titles).toEqual(['退款成功', '提交退款申請'])
    expect(getRefund).toHaveBeenCalledWith(31)
  })

  it('no refund of this order: the error state with a retry', async () => {
    getRefund.mockRejectedValue(new Error('NOT_FOUND'))
    render(<RefundProgress />)
    expect(await screen.findByText('退款資料載入失敗')).toBeTruthy()
  })

  it('a refund of some lines: each line with its decision, and 部分退款 while the order is not all refunded', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'delivered',
        lineRefund: {
          total: 2300,
          deliveryFee: 500,
          refundedAmount: 852,
          pending: false,
          lines: [
            { itemId: 71, qty: 3, amount: 900, refundedQty: 3 },
            { itemId: 72, qty: 1, amount: 1000, refundedQty: 0 }
          ]
        }
      })
    )
    getRefund.mockResolvedValue({
      status: 'approved',
      amount: 852,
      to: 'wallet',
      reason: '商品品質問題',
      timeline: [{ title: '商家同意部分商品退款', at: NOW - 10, note: '已拆封' }],
      lines: [
        { itemId: 71, name: '本地鮮雞蛋 10隻裝', qty: 3, amount: 852, status: 'approved' },
        { itemId: 72, name: '絲苗米 5公斤', qty: 1, amount: 948, status: 'rejected' }
      ]
    })
    render(<RefundProgress />)
    expect(await screen.findByText('部分退款 MOP 8.52')).toBeTruthy()
    const lines = screen.getByRole('group', { name: '退款商品' })
    expect(lines.textContent).toContain('本地鮮雞蛋 10隻裝 x3')
    expect(lines.textContent).toContain('同意退款')
    expect(lines.textContent).toContain('絲苗米 5公斤 x1')
    expect(lines.textContent).toContain('拒絕退款')
  })
})
