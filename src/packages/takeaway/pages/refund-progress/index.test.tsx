import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import RefundProgress from './index'

const getRefund = vi.fn()
const getOrder = vi.fn()
const disputeRefund = vi.fn()
vi.mock('@/services/order', () => ({
  getRefund: (...a: unknown[]) => getRefund(...a),
  getOrder: (...a: unknown[]) => getOrder(...a),
  disputeRefund: (...a: unknown[]) => disputeRefund(...a)
}))

const NOW = 1_800_000_000
const order = (actions: string[]) => ({
  id: 9,
  orderNo: 'T202601150001',
  vertical: 'takeaway',
  merchantId: 5,
  merchantName: '官也葡國餐廳',
  status: 'refunding',
  statusText: '退款中',
  total: 12800,
  createdAt: NOW - 600,
  actions,
  items: [],
  amounts: { feeLines: [], total: 12800 },
  timeline: [],
  refund: null
})

beforeEach(() => {
  fake.pages.push({ route: 'packages/takeaway/pages/refund-progress/index', options: { id: '9' } })
})

describe('takeaway refund progress', () => {
  it('shows the state, the amount, where the money goes and the timeline newest first; opens the order', async () => {
    getOrder.mockResolvedValue(order([]))
    getRefund.mockResolvedValue({
      status: 'approved',
      amount: 12800,
      to: 'online',
      reason: '商家未接單',
      timeline: [
        { title: '提交退款申請', at: NOW - 300, note: '商家未接單' },
        { title: '退款成功', at: NOW - 60, note: null }
      ]
    })
    render(<RefundProgress />)
    expect(await screen.findByText('退款成功', { selector: '.refund-progress__status' })).toBeTruthy()
    expect(screen.getByText('MOP 128.00')).toBeTruthy()
    expect(screen.getByText('原路退回支付帳戶')).toBeTruthy()
    const titles = Array.from(document.querySelectorAll('.refund-progress__tl-title')).map(
      (n) => n.textContent
    )
    expect(titles).toEqual(['退款成功', '提交退款申請'])
    expect(getRefund).toHaveBeenCalledWith(9)
    fireEvent.click(await screen.findByText('查看訂單'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/order-del/index?id=9')
  })

  it('a refund to the wallet says so; a refund that cannot be read offers a retry that reads it again', async () => {
    getOrder.mockResolvedValue(order([]))
    getRefund.mockRejectedValueOnce(new Error('NETWORK')).mockResolvedValueOnce({
      status: 'rejected',
      amount: 5000,
      to: 'wallet',
      reason: '已出餐',
      timeline: [{ title: '退款被拒絕', at: NOW - 60, note: '商家已出餐' }]
    })
    render(<RefundProgress />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('退款被拒絕', { selector: '.refund-progress__status' })).toBeTruthy()
    expect(screen.getByText('退回錢包餘額')).toBeTruthy()
    expect(screen.getByText('商家已出餐')).toBeTruthy()
    expect(getRefund).toHaveBeenCalledTimes(2)
  })

  it('a rejection can go to the platform once, with a reason; each step of the decision shows', async () => {
    getOrder.mockResolvedValue({ ...order([]), status: 'refund_rejected', statusText: '退款被拒' })
    const rejected = {
      id: 31,
      status: 'rejected',
      amount: 12800,
      to: 'wallet',
      reason: '餐點有問題',
      canDispute: true,
      dispute: null,
      timeline: [
        { title: '提交退款申請', at: NOW - 600, note: '餐點有問題' },
        { title: '商家拒絕退款', at: NOW - 300, note: '餐點已送出' }
      ]
    }
    getRefund.mockResolvedValue(rejected)
    const asked = {
      ...rejected,
      canDispute: false,
      dispute: { status: 'open', reason: '我沒有收到餐點', note: null, createdAt: NOW - 60, decidedAt: null },
      timeline: [...rejected.timeline, { title: '已申請平台介入', at: NOW - 60, note: '我沒有收到餐點' }]
    }
    disputeRefund.mockResolvedValue(asked)
    render(<RefundProgress />)
    expect(await screen.findByText('商家拒絕退款')).toBeTruthy()
    fireEvent.click(screen.getByText('申請平台介入'))
    // a reason is needed: said inline, nothing sent
    fireEvent.click(screen.getByText('提交介入申請'))
    expect(screen.getByRole('alert').textContent).toBe('請填寫申請平台介入的原因')
    expect(disputeRefund).not.toHaveBeenCalled()
    fireEvent(
      document.querySelector('.refund-dispute__text')!,
      new CustomEvent('input', { bubbles: true, detail: { value: '我沒有收到餐點' } })
    )
    getRefund.mockResolvedValue(asked)
    fireEvent.click(screen.getByText('提交介入申請'))
    expect(await screen.findByText('已申請平台介入')).toBeTruthy()
    expect(disputeRefund).toHaveBeenCalledWith({ refundId: 31, reason: '我沒有收到餐點' })
    // asked once: the way to ask again is gone
    expect(screen.queryByText('提交介入申請')).toBeNull()
    const titles = () =>
      Array.from(document.querySelectorAll('.refund-progress__tl-title')).map((n) => n.textContent)
    expect(titles()).toEqual(['已申請平台介入', '商家拒絕退款', '提交退款申請'])
  })

  it('the platform overruling the shop reads 平台同意退款 then 退款成功', async () => {
    getOrder.mockResolvedValue({ ...order([]), status: 'refunded', statusText: '已退款' })
    getRefund.mockResolvedValue({
      id: 31,
      status: 'approved',
      amount: 12800,
      to: 'wallet',
      reason: '餐點有問題',
      canDispute: false,
      dispute: {
        status: 'overruled',
        reason: '我沒有收到餐點',
        note: null,
        createdAt: NOW - 60,
        decidedAt: NOW
      },
      timeline: [
        { title: '提交退款申請', at: NOW - 600, note: '餐點有問題' },
        { title: '商家拒絕退款', at: NOW - 300, note: '餐點已送出' },
        { title: '已申請平台介入', at: NOW - 60, note: '我沒有收到餐點' },
        { title: '平台同意退款', at: NOW, note: null },
        { title: '退款成功', at: NOW, note: 'MOP 128.00 退回錢包' }
      ]
    })
    render(<RefundProgress />)
    expect(await screen.findByText('平台同意退款')).toBeTruthy()
    expect(screen.getByText('退款成功', { selector: '.refund-progress__status' })).toBeTruthy()
    expect(screen.queryByText('申請平台介入')).toBeNull()
  })
})
