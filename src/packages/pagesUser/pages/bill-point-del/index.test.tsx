import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import BillDetail from './index'

const api = vi.hoisted(() => ({ getWalletRecord: vi.fn() }))
vi.mock('@/services/account', () => api)

const open = (id: string) =>
  fake.pages.push({ route: 'packages/pagesUser/pages/bill-point-del/index', options: { id } })

describe('one bill (賬單詳情)', () => {
  it('shows the amount, kind, balance after, the merchant and the order it belongs to', async () => {
    api.getWalletRecord.mockResolvedValue({
      id: 4711,
      type: 'refund',
      amount: 4250,
      balanceAfter: 10250,
      title: '退款：官也葡國餐廳',
      orderId: 9,
      orderNo: 'T20261126001',
      merchantName: '官也葡國餐廳',
      createdAt: 1_795_000_000
    })
    open('4711')
    render(<BillDetail />)
    expect(await screen.findByText('+MOP 42.50')).toBeTruthy()
    expect(api.getWalletRecord).toHaveBeenCalledWith(4711)
    expect(screen.getByText('退款')).toBeTruthy()
    expect(screen.getByText('MOP 102.50')).toBeTruthy()
    expect(screen.getByText('官也葡國餐廳')).toBeTruthy()
    expect(screen.getByText('T20261126001')).toBeTruthy()
    expect(screen.getByText('4711')).toBeTruthy()
  })

  it('a payment has no plus sign and a bill without an order shows no order number', async () => {
    api.getWalletRecord.mockResolvedValue({
      id: 12,
      type: 'pay',
      amount: -1800,
      balanceAfter: 0,
      title: '消費',
      orderId: null,
      orderNo: null,
      merchantName: null,
      createdAt: 1_795_000_000
    })
    open('12')
    render(<BillDetail />)
    expect(await screen.findByText('-MOP 18.00')).toBeTruthy()
    expect(screen.queryByText('訂單編號')).toBeNull()
    expect(screen.queryByText('商家')).toBeNull()
  })

  it('without an id there is nothing to ask: it says the bill is not found', async () => {
    open('')
    render(<BillDetail />)
    expect(await screen.findByText('找不到賬單')).toBeTruthy()
    expect(api.getWalletRecord).not.toHaveBeenCalled()
  })

  it('a failed load offers a retry that asks again', async () => {
    api.getWalletRecord.mockRejectedValueOnce(new Error('NETWORK')).mockResolvedValue({
      id: 5,
      type: 'recharge',
      amount: 10000,
      balanceAfter: 10000,
      title: '充值',
      orderId: null,
      orderNo: null,
      merchantName: null,
      createdAt: 1_795_000_000
    })
    open('5')
    render(<BillDetail />)
    expect(await screen.findByText('賬單載入失敗')).toBeTruthy()
    fireEvent.click(screen.getByText('重試'))
    expect(await screen.findByText('+MOP 100.00')).toBeTruthy()
    expect(api.getWalletRecord).toHaveBeenCalledTimes(2)
  })
})
