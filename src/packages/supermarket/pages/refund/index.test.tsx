import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, smOrder } from '../../components/sm-order/fixtures'
import Refund from './index'

const getOrder = vi.fn()
const refundOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: (...a: unknown[]) => getOrder(...a),
  refundOrder: (...a: unknown[]) => refundOrder(...a)
}))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/refund/index', options: { id: '31' } })
  getOrder.mockResolvedValue(smOrder())
})

describe('supermarket refund', () => {
  it('asks for a reason first, then sends the reason, the lines with a problem and the note', async () => {
    refundOrder.mockResolvedValue(smOrder({ status: 'refunding' }))
    render(<Refund />)
    expect(await screen.findByText('退款將退回你的錢包餘額')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '提交申請' }))
    expect(await screen.findByText('請選擇退款原因')).toBeTruthy()
    expect(refundOrder).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('radio', { name: '商品品質問題' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /本地鮮雞蛋/ }))
    fireEvent.click(screen.getByRole('button', { name: '提交申請' }))
    await waitFor(() => expect(refundOrder).toHaveBeenCalled())
    expect(refundOrder.mock.calls[0]?.[0]).toMatchObject({
      id: 31,
      reason: '商品品質問題',
      detail: '問題商品：本地鮮雞蛋 10隻裝'
    })
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/supermarket/pages/refund-progress/index?id=31'
      })
    )
  })

  it('per line: steppers and 全選, the amount is the contract rule the server records, the lines are sent', async () => {
    // 3 eggs (MOP 9) and 1 rice (MOP 10), MOP 1 off and MOP 5 delivery: paid MOP 23
    const order = smOrder({
      status: 'delivered',
      items: [
        {
          itemId: 71,
          goodsId: 501,
          name: '本地鮮雞蛋 10隻裝',
          image: '',
          props: [],
          itemCount: 3,
          unitPrice: 300,
          amount: 900
        },
        {
          itemId: 72,
          goodsId: 502,
          name: '絲苗米 5公斤',
          image: '',
          props: [],
          itemCount: 1,
          unitPrice: 1000,
          amount: 1000
        }
      ],
      amounts: { feeLines: [], total: 2300 },
      lineRefund: {
        total: 2300,
        deliveryFee: 500,
        refundedAmount: 0,
        pending: false,
        lines: [
          { itemId: 71, qty: 3, amount: 900, refundedQty: 0 },
          { itemId: 72, qty: 1, amount: 1000, refundedQty: 0 }
        ]
      }
    })
    getOrder.mockResolvedValue(order)
    refundOrder.mockResolvedValue(order)
    render(<Refund />)
    const amount = await screen.findByLabelText('退款金額')
    // 全選 to start: everything paid, the delivery fee with it
    expect(amount.textContent).toBe('MOP 23.00')
    expect(screen.getByRole('checkbox', { name: '全選' }).getAttribute('aria-checked')).toBe('true')
    // only one egg: its part of what was paid for goods (MOP 18 of 19 → the line 8.52, a third 2.84); no fee
    fireEvent.click(screen.getByRole('checkbox', { name: '全選' }))
    expect(screen.getByLabelText('退款金額').textContent).toBe('MOP 0.00')
    fireEvent.click(screen.getByRole('button', { name: '增加本地鮮雞蛋 10隻裝' }))
    expect(screen.getByLabelText('退款金額').textContent).toBe('MOP 2.84')
    fireEvent.click(screen.getByRole('radio', { name: '商品品質問題' }))
    fireEvent.click(screen.getByRole('button', { name: '提交申請' }))
    await waitFor(() => expect(refundOrder).toHaveBeenCalled())
    expect(refundOrder.mock.calls[0]?.[0]).toMatchObject({
      id: 31,
      reason: '商品品質問題',
      lines: [{ itemId: 71, qty: 1 }]
    })
  })

  it('per line: nothing picked is said inline and nothing is sent', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'delivered',
        items: [
          {
            itemId: 71,
            goodsId: 501,
            name: '本地鮮雞蛋 10隻裝',
            image: '',
            props: [],
            itemCount: 1,
            unitPrice: 900,
            amount: 900
          }
        ],
        lineRefund: {
          total: 900,
          deliveryFee: 0,
          refundedAmount: 0,
          pending: false,
          lines: [{ itemId: 71, qty: 1, amount: 900, refundedQty: 0 }]
        }
      })
    )
    render(<Refund />)
    fireEvent.click(await screen.findByRole('checkbox', { name: '全選' }))
    fireEvent.click(screen.getByRole('radio', { name: '商品品質問題' }))
    fireEvent.click(screen.getByRole('button', { name: '提交申請' }))
    expect((await screen.findByRole('alert')).textContent).toBe('請選擇要退款的商品')
    expect(refundOrder).not.toHaveBeenCalled()
  })
})
