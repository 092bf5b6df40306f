import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { fake } from '../../../../../tests/setup/taro-fake'
import Pay from './index'

const getOrder = vi.fn()
const payWallet = vi.fn()
const getWalletInfo = vi.fn()
vi.mock('@/services/order', () => ({ getOrder: (...a: unknown[]) => getOrder(...a) }))
const payOnline = vi.fn()
vi.mock('@/services/pay', () => ({
  payWallet: (...a: unknown[]) => payWallet(...a),
  payOnline: (...a: unknown[]) => payOnline(...a)
}))
vi.mock('@/services/wallet', () => ({ getWalletInfo: () => getWalletInfo() }))
const listMyShopCards = vi.fn()
const payOrderWithShopCard = vi.fn()
vi.mock('@/services/account-money', () => ({
  listMyShopCards: () => listMyShopCards(),
  payOrderWithShopCard: (...a: unknown[]) => payOrderWithShopCard(...a)
}))

const getMemberOrder = vi.fn()
const payMemberOrderWallet = vi.fn()
const payMemberOrderOnline = vi.fn()
vi.mock('@/services/account', () => ({
  getMemberOrder: (...a: unknown[]) => getMemberOrder(...a),
  payMemberOrderWallet: (...a: unknown[]) => payMemberOrderWallet(...a),
  payMemberOrderOnline: (...a: unknown[]) => payMemberOrderOnline(...a)
}))

const now = () => Math.floor(Date.now() / 1000)
const order = (over: Record<string, unknown> = {}) => ({
  id: 9,
  orderNo: 'T1',
  merchantName: '官也葡國餐廳',
  status: 'unpaid',
  vertical: 'takeaway',
  fulfilment: 'delivery',
  total: 12800,
  payDeadline: now() + 600,
  actions: ['pay', 'cancel'],
  ...over
})

const typePassword = (pw: string) => {
  for (const d of pw) fireEvent.click(screen.getByLabelText(d))
}

beforeEach(() => {
  fake.pages.push({ route: 'packages/pagesA/pages/pay/index', options: { orderId: '9' } })
  getOrder.mockResolvedValue(order())
  getWalletInfo.mockResolvedValue({ balance: 50000, hasPayPassword: true, lockedUntil: null, triesLeft: 5 })
  listMyShopCards.mockResolvedValue([])
})

describe('pay page', () => {
  it('offers Macau’s payment brands by name and mark, and pays with the one chosen (issue 35 §5)', async () => {
    payOnline.mockResolvedValueOnce({ payUrl: '/api/gateway/pay?txn=T2' })
    render(<Pay />)
    await screen.findByText('確認支付 MOP 128.00')
    const radios = screen.getAllByRole('radio').filter((r) => r.getAttribute('data-brand'))
    expect(radios.map((r) => r.textContent)).toEqual([
      'MMPay澳門通電子錢包',
      '通澳門通澳門通卡',
      '中中銀 BOC Pay中國銀行澳門分行',
      '支Alipay HK支付寶香港',
      '微WeChat Pay HK微信支付香港'
    ])
    expect(screen.queryByText('在線支付')).toBeNull()
    fireEvent.click(screen.getByText('中銀 BOC Pay'))
    expect(screen.getByText('中銀 BOC Pay').closest('[role="radio"]')?.getAttribute('aria-checked')).toBe(
      'true'
    )
    fireEvent.click(screen.getByText('確認支付 MOP 128.00'))
    await waitFor(() => expect(payOnline).toHaveBeenCalledWith(9, 'bocpay'))
  })

  it('shows the amount and the mm:ss countdown', async () => {
    render(<Pay />)
    expect(await screen.findByText('確認支付 MOP 128.00')).toBeTruthy()
    expect(screen.getByText(/^(10:00|09:59)$/)).toBeTruthy()
    expect(screen.getByText('可用餘額 MOP 500.00')).toBeTruthy()
    // takeaway orders earn no honey: nothing promised
    expect(screen.queryByTestId('points-earned')).toBeNull()
  })

  it('a supermarket order shows the honey it earns once completed (1 per whole MOP), before paying', async () => {
    getOrder.mockResolvedValue(order({ vertical: 'supermarket', fulfilment: 'pickup', total: 12890 }))
    render(<Pay />)
    expect((await screen.findByTestId('points-earned')).textContent).toBe('訂單完成後可得 128 蜂蜜')
  })

  it('wallet: a wrong password shows the tries left from the server and clears the cells', async () => {
    payWallet.mockRejectedValueOnce(new ApiError('PAY_PASSWORD_WRONG', '支付密碼錯誤，還可嘗試4次'))
    render(<Pay />)
    fireEvent.click(await screen.findByText('確認支付 MOP 128.00'))
    typePassword('135790')
    expect(await screen.findByText('支付密碼錯誤，還可嘗試4次')).toBeTruthy()
    expect(payWallet).toHaveBeenCalledWith(9, '135790')
    expect(screen.getByLabelText('已輸入0位')).toBeTruthy()
  })

  it('wallet: locked shows until when and blocks the keypad', async () => {
    payWallet.mockRejectedValueOnce(
      new ApiError('PAY_LOCKED', '支付密碼已鎖定，請於 2026-01-16 10:00 後再試')
    )
    render(<Pay />)
    fireEvent.click(await screen.findByText('確認支付 MOP 128.00'))
    typePassword('135790')
    expect(await screen.findAllByText('支付密碼已鎖定，請於 2026-01-16 10:00 後再試')).toBeTruthy()
    typePassword('1')
    expect(screen.getByLabelText('已輸入0位')).toBeTruthy()
    expect(payWallet).toHaveBeenCalledTimes(1)
  })

  it('wallet: success goes to the order detail', async () => {
    payWallet.mockResolvedValueOnce(order({ status: 'paid' }))
    render(<Pay />)
    fireEvent.click(await screen.findByText('確認支付 MOP 128.00'))
    typePassword('135790')
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/takeaway/pages/order-del/index?id=9'
      })
    )
  })

  it("shop card: offered only with the order merchant's card, paid from it with the password", async () => {
    getOrder.mockResolvedValue(order({ merchantId: 3 }))
    listMyShopCards.mockResolvedValue([
      { mchId: 4, merchantName: '別家', vertical: 'takeaway', balance: 90000 },
      { mchId: 3, merchantName: '官也葡國餐廳', vertical: 'takeaway', balance: 13000 }
    ])
    payOrderWithShopCard.mockResolvedValueOnce(order({ status: 'paid', payMethod: 'shopCard' }))
    render(<Pay />)
    fireEvent.click(await screen.findByText('商家儲值卡'))
    expect(screen.getByText('可用餘額 MOP 130.00')).toBeTruthy()
    fireEvent.click(screen.getByText('確認支付 MOP 128.00'))
    typePassword('135790')
    await waitFor(() => expect(payOrderWithShopCard).toHaveBeenCalledWith(9, '135790'))
    expect(payWallet).not.toHaveBeenCalled()
    await waitFor(() => expect(fake.navigations.at(-1)).toMatchObject({ kind: 'redirectTo' }))
  })

  it('shop card: a card of another merchant is not offered', async () => {
    getOrder.mockResolvedValue(order({ merchantId: 3 }))
    listMyShopCards.mockResolvedValue([
      { mchId: 4, merchantName: '別家', vertical: 'takeaway', balance: 90000 }
    ])
    render(<Pay />)
    expect(await screen.findByText('確認支付 MOP 128.00')).toBeTruthy()
    expect(screen.queryByText('商家儲值卡')).toBeNull()
  })

  it('no payment password yet: asks to set one first', async () => {
    getWalletInfo.mockResolvedValue({
      balance: 50000,
      hasPayPassword: false,
      lockedUntil: null,
      triesLeft: 5
    })
    render(<Pay />)
    // the page knows there is no password once the wallet has answered
    await waitFor(() => expect(getWalletInfo).toHaveBeenCalled())
    await screen.findByText('可用餘額 MOP 500.00')
    fireEvent.click(await screen.findByText('確認支付 MOP 128.00'))
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/set-password/index')
    )
  })

  it('insufficient balance disables the wallet and offers 充值 for this order', async () => {
    getWalletInfo.mockResolvedValue({ balance: 100, hasPayPassword: true, lockedUntil: null, triesLeft: 5 })
    render(<Pay />)
    expect(await screen.findByText('可用餘額 MOP 1.00，餘額不足')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '充值' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/wallet/index?orderId=9')
  })

  it('an expired order says it was cancelled', async () => {
    getOrder.mockResolvedValue(order({ payDeadline: now() - 1 }))
    render(<Pay />)
    expect(await screen.findByText('訂單已超時取消，請重新下單')).toBeTruthy()
  })
})

describe('pay page: a god-member plan (issue 12)', () => {
  const memberOrder = (over: Record<string, unknown> = {}) => ({
    id: 41,
    orderNo: 'HY2026112200000001',
    plan: 'month',
    title: '神會員月卡',
    amount: 1500,
    status: 'unpaid',
    statusText: '待支付',
    payDeadline: now() + 600,
    payMethod: null,
    paidAt: null,
    endsAt: null,
    ...over
  })
  beforeEach(() => {
    fake.pages.push({ route: 'packages/pagesA/pages/pay/index', options: { memberOrderId: '41' } })
    getMemberOrder.mockResolvedValue(memberOrder())
  })

  it('charges the plan from the wallet with the password, then shows the membership', async () => {
    payMemberOrderWallet.mockResolvedValueOnce(memberOrder({ status: 'paid', payMethod: 'wallet' }))
    render(<Pay />)
    expect(await screen.findByText('神會員月卡 · 訂單號 HY2026112200000001')).toBeTruthy()
    expect(getOrder).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('確認支付 MOP 15.00'))
    typePassword('135790')
    await waitFor(() => expect(payMemberOrderWallet).toHaveBeenCalledWith(41, '135790'))
    expect(payWallet).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/pages/grade/grade2?id=month' })
    )
  })

  it('names the plan in the reader’s language, not the stored Chinese title', async () => {
    setMessages('en', en)
    try {
      const { unmount } = render(<Pay />)
      expect(await screen.findByText('God Member · Monthly · Order no. HY2026112200000001')).toBeTruthy()
      unmount()
      setMessages('pt', pt)
      render(<Pay />)
      expect(await screen.findByText('Membro VIP · Mensal · N.º HY2026112200000001')).toBeTruthy()
    } finally {
      setMessages('zh-Hant-MO', {})
    }
  })

  it('opened from the plan page, a paid plan goes back to it rather than stacking it again', async () => {
    fake.pages.splice(-1, 0, { route: 'pages/grade/grade2', options: { id: 'month' } })
    payMemberOrderWallet.mockResolvedValueOnce(memberOrder({ status: 'paid', payMethod: 'wallet' }))
    render(<Pay />)
    fireEvent.click(await screen.findByText('確認支付 MOP 15.00'))
    typePassword('135790')
    await waitFor(() => expect(fake.navigations.at(-1)).toMatchObject({ kind: 'navigateBack' }))
  })

  it('pays online through the gateway for the membership order, never a shop card', async () => {
    listMyShopCards.mockResolvedValue([
      { mchId: 3, merchantName: '官也', vertical: 'takeaway', balance: 90000 }
    ])
    payMemberOrderOnline.mockResolvedValueOnce({ payUrl: '/api/gateway/pay?txn=T1' })
    render(<Pay />)
    fireEvent.click(await screen.findByText('澳門通'))
    expect(screen.queryByText('商家儲值卡')).toBeNull()
    fireEvent.click(screen.getByText('確認支付 MOP 15.00'))
    await waitFor(() => expect(payMemberOrderOnline).toHaveBeenCalledWith(41, 'macaupass'))
  })

  it('a plan already paid elsewhere goes straight back to the membership', async () => {
    getMemberOrder.mockResolvedValue(memberOrder({ status: 'paid' }))
    render(<Pay />)
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/pages/grade/grade2?id=month' })
    )
  })
})
