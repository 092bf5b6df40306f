import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import Refund from './index'

const refundOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: async () => ({
    id: 9,
    merchantName: '官也葡國餐廳',
    itemCount: 2,
    status: 'delivered',
    actions: ['confirm', 'refund'],
    payMethod: 'wallet',
    amounts: { feeLines: [], total: 12800 }
  }),
  refundOrder: (...a: unknown[]) => refundOrder(...a)
}))

beforeEach(() => {
  fake.pages.push({ route: 'packages/takeaway/pages/refund/index', options: { id: '9' } })
})

describe('refund', () => {
  it('shows the amount and where it goes; needs a reason before sending', async () => {
    render(<Refund />)
    expect(await screen.findByText('MOP 128.00')).toBeTruthy()
    expect(screen.getByText('退款將退回你的錢包餘額')).toBeTruthy()
    fireEvent.click(screen.getByText('提交申請'))
    expect(screen.getByRole('alert').textContent).toBe('請選擇退款原因')
    expect(refundOrder).not.toHaveBeenCalled()
    // said once: inline, never a toast on top (issue 8 §12)
    expect(fake.toasts).toEqual([])
  })

  it('sends the reason and opens the progress page', async () => {
    refundOrder.mockResolvedValue({})
    render(<Refund />)
    fireEvent.click(await screen.findByText('商品品質問題'))
    fireEvent.click(screen.getByText('提交申請'))
    await waitFor(() => expect(refundOrder).toHaveBeenCalledWith({ id: 9, reason: '商品品質問題' }))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: '/packages/takeaway/pages/refund-progress/index?id=9'
    })
  })
})
