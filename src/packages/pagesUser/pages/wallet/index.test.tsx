import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TOPUP_RETURN_KEY } from '@/services/topup-return'
import { fake } from '../../../../../tests/setup/taro-fake'
import Wallet from './index'

const getOrder = vi.fn()
vi.mock('@/services/order', () => ({ getOrder: (...a: unknown[]) => getOrder(...a) }))

const recharge = vi.fn()
const openPayUrl = vi.fn()
vi.mock('@/components/order-actions/open-pay-url', () => ({
  openPayUrl: (...a: unknown[]) => openPayUrl(...a)
}))
vi.mock('@/services/wallet', () => ({
  getWalletInfo: async () => ({ balance: 28700, hasPayPassword: false, lockedUntil: null, triesLeft: 5 }),
  listWalletRecords: async () => ({
    list: [
      {
        id: 2,
        type: 'pay',
        amount: -21300,
        balanceAfter: 28700,
        title: '金撻餅家 訂單支付',
        orderId: 1,
        createdAt: 1795317500
      },
      {
        id: 1,
        type: 'recharge',
        amount: 50000,
        balanceAfter: 50000,
        title: '錢包充值',
        orderId: null,
        createdAt: 1795317400
      }
    ],
    page: 1,
    pageSize: 5,
    total: 2,
    hasMore: false
  }),
  recharge: (...a: unknown[]) => recharge(...a)
}))

beforeEach(() => {
  fake.pages.push({ route: 'x', options: {} })
})

describe('wallet', () => {
  it('shows the balance, the records with signs and balance after', async () => {
    render(<Wallet />)
    expect(await screen.findByText('287.00')).toBeTruthy()
    expect(await screen.findByText('-213.00')).toBeTruthy()
    expect(screen.getByText('+500.00')).toBeTruthy()
    expect(screen.getByText('設定支付密碼')).toBeTruthy()
    fireEvent.click(screen.getByText('查看全部'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/list-record/index')
  })

  it('top-up sends the chosen amount in avos and opens the gateway', async () => {
    recharge.mockResolvedValue({ payUrl: '/api/gateway/pay?txn=T1' })
    render(<Wallet />)
    fireEvent.click(await screen.findByText('MOP 200'))
    fireEvent.click(screen.getByText('立即充值 MOP 200'))
    await waitFor(() => expect(recharge).toHaveBeenCalledWith(20000))
    expect(openPayUrl).toHaveBeenCalledWith('/api/gateway/pay?txn=T1', '充值')
  })

  it('tops up a custom amount typed in MOP, refusing one outside MOP 1 – 10000 (issue 35 §15)', async () => {
    recharge.mockReset()
    recharge.mockResolvedValue({ payUrl: '/api/gateway/pay?txn=T2' })
    render(<Wallet />)
    await screen.findByText('其他金額')
    const type = (value: string) =>
      fireEvent(
        document.querySelector('.wallet__custom-input')!,
        new CustomEvent('input', { bubbles: true, detail: { value } })
      )
    type('20000')
    expect(await screen.findByText('單次最多充值 MOP 10000')).toBeTruthy()
    fireEvent.click(screen.getByText('立即充值'))
    expect(recharge).not.toHaveBeenCalled()
    type('88.5')
    fireEvent.click(await screen.findByText(/^立即充值 MOP 88\.50?$/))
    await waitFor(() => expect(recharge).toHaveBeenCalledWith(8850))
  })

  it('opened from an unpaid order: says what is missing, picks an amount that covers it, and remembers the order', async () => {
    fake.pages.push({ route: 'x', options: { orderId: '9' } })
    getOrder.mockResolvedValue({
      id: 9,
      status: 'unpaid',
      total: 40000,
      payDeadline: 0,
      merchantName: '金撻餅家'
    })
    recharge.mockResolvedValue({ payUrl: '/api/gateway/pay?txn=T2' })
    render(<Wallet />)
    // balance 287.00, order 400.00: 113.00 missing, MOP 200 is the smallest amount that covers it
    expect(await screen.findByText('訂單 MOP 400.00 尚差 MOP 113.00，充值後返回收銀台支付')).toBeTruthy()
    fireEvent.click(screen.getByText('立即充值 MOP 200'))
    await waitFor(() => expect(recharge).toHaveBeenCalledWith(20000))
    expect((Taro.getStorageSync(TOPUP_RETURN_KEY) as { orderId: number }).orderId).toBe(9)
    fireEvent.click(screen.getByText('返回收銀台'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: '/packages/pagesA/pages/pay/index?orderId=9'
    })
  })
})
