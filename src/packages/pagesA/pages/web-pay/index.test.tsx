import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { rememberTopUpFor, topUpReturnOrder } from '@/services/topup-return'
import { fake } from '../../../../../tests/setup/taro-fake'
import WebPay from './index'

const getOrder = vi.fn()
vi.mock('@/services/order', () => ({ getOrder: (...a: unknown[]) => getOrder(...a) }))
vi.mock('@/services/wallet', () => ({ getWalletInfo: async () => ({ balance: 0 }) }))

const getMemberOrder = vi.fn()
vi.mock('@/services/account', () => ({ getMemberOrder: (...a: unknown[]) => getMemberOrder(...a) }))

beforeEach(() => {
  getOrder.mockReset()
  getMemberOrder.mockReset()
})

const plan = (over: Record<string, unknown> = {}) => ({
  id: 41,
  orderNo: 'HY2026112200000001',
  plan: 'month',
  title: '神會員月卡',
  amount: 1500,
  status: 'paid',
  statusText: '已支付',
  payDeadline: 0,
  payMethod: 'online',
  paidAt: 1_795_000_000,
  endsAt: 1_797_678_400,
  ...over
})

describe('gateway return page', () => {
  it('trusts the server: a paid order shows 支付成功 and 查看訂單', async () => {
    getOrder.mockResolvedValue({ id: 9, status: 'paid', total: 12800, merchantName: '金撻餅家' })
    fake.pages.push({ route: 'x', options: { orderId: '9', status: 'fail' } })
    render(<WebPay />)
    expect(await screen.findByText('支付成功')).toBeTruthy()
    fireEvent.click(screen.getByText('查看訂單'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/order-del/index?id=9')
  })

  it('a still unpaid order shows 支付失敗 and 重新支付', async () => {
    getOrder.mockResolvedValue({ id: 9, status: 'unpaid', total: 12800, merchantName: '金撻餅家' })
    fake.pages.push({ route: 'x', options: { orderId: '9', status: 'fail' } })
    render(<WebPay />)
    fireEvent.click(await screen.findByText('重新支付'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/pay/index?orderId=9')
  })

  it('recharge goes back to the wallet', async () => {
    fake.pages.push({ route: 'x', options: { type: 'recharge', status: 'success' } })
    render(<WebPay />)
    expect(screen.getByText('充值成功')).toBeTruthy()
    fireEvent.click(screen.getByText('返回錢包'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/wallet/index')
  })

  it("a top-up started from an unpaid order returns to that order's cashier", async () => {
    rememberTopUpFor(9)
    fake.pages.push({ route: 'x', options: { type: 'recharge', status: 'success' } })
    render(<WebPay />)
    expect(screen.getByText('充值成功')).toBeTruthy()
    fireEvent.click(screen.getByText('返回收銀台'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: '/packages/pagesA/pages/pay/index?orderId=9'
    })
    // used once: a later top-up from the wallet goes back to the wallet
    expect(topUpReturnOrder()).toBeNull()
  })

  it('an old remembered order is ignored', () => {
    rememberTopUpFor(9, Date.now() - 31 * 60 * 1000)
    fake.pages.push({ route: 'x', options: { type: 'recharge', status: 'success' } })
    render(<WebPay />)
    expect(screen.queryByText('返回收銀台')).toBeNull()
    expect(screen.getByText('返回錢包')).toBeTruthy()
  })

  it('a shop card bought online goes back to the shop cards', async () => {
    fake.pages.push({ route: 'x', options: { type: 'shopCard', status: 'success' } })
    render(<WebPay />)
    expect(screen.getByText('購買成功')).toBeTruthy()
    fireEvent.click(screen.getByText('返回儲值卡'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/shop-card-recharge/index')
  })

  it('a god-member plan paid online: the server says 開通成功 with the end date, back to the plan', async () => {
    getMemberOrder.mockResolvedValue(plan())
    fake.pages.push({ route: 'x', options: { orderId: '41', status: 'fail', type: 'member' } })
    render(<WebPay />)
    expect(await screen.findByText('開通成功')).toBeTruthy()
    expect(getMemberOrder).toHaveBeenCalledWith(41)
    expect(getOrder).not.toHaveBeenCalled()
    expect(screen.getByText(/^神會員月卡，有效期至 /)).toBeTruthy()
    fireEvent.click(screen.getByText('返回神會員'))
    expect(fake.navigations.at(-1)?.url).toBe('/pages/grade/grade2?id=month')
  })

  it('a god-member plan still unpaid offers 重新支付 at the cashier', async () => {
    getMemberOrder.mockResolvedValue(plan({ status: 'unpaid', payMethod: null, paidAt: null, endsAt: null }))
    fake.pages.push({ route: 'x', options: { orderId: '41', status: 'success', type: 'member' } })
    render(<WebPay />)
    expect(await screen.findByText('支付失敗')).toBeTruthy()
    fireEvent.click(screen.getByText('重新支付'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/pay/index?memberOrderId=41')
  })
})
