import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'
import { fake } from '../../../../../tests/setup/taro-fake'
import RiderReward from './index'

const api = vi.hoisted(() => ({ getTipInfo: vi.fn(), tipRider: vi.fn() }))
vi.mock('@/services/account-money', () => api)
const wallet = vi.hoisted(() => ({ getWalletInfo: vi.fn() }))
vi.mock('@/services/wallet', () => wallet)

const info = (over: Record<string, unknown> = {}) => ({
  orderId: 9,
  orderNo: 'T9',
  merchantName: '麗記茶餐廳',
  rider: { name: '陳大文' },
  canTip: true,
  tipped: null,
  ...over
})

beforeEach(() => {
  fake.pages.push({ route: 'packages/pagesA/pages/rider-reward/index', options: { orderId: '9' } })
  wallet.getWalletInfo.mockResolvedValue({
    balance: 5000,
    hasPayPassword: true,
    lockedUntil: null,
    triesLeft: 5
  })
  api.getTipInfo.mockResolvedValue(info())
})

const typePassword = async (pw: string) => {
  for (const d of pw) fireEvent.click(await screen.findByLabelText(d))
}

describe('rider reward', () => {
  it('tips the rider from the wallet with the pay password, once', async () => {
    api.tipRider.mockResolvedValue(info({ canTip: false, tipped: 1000 }))
    render(<RiderReward />)
    expect(await screen.findByText('騎手 陳大文')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'MOP 10' }))
    fireEvent.click(screen.getByRole('button', { name: '打賞 MOP 10' }))
    await typePassword('135790')
    await waitFor(() => expect(api.tipRider).toHaveBeenCalledWith(9, 1000, '135790'))
    expect(await screen.findByText('你已打賞 MOP 10，謝謝你的心意！')).toBeTruthy()
  })

  it('a wrong password keeps the sheet open with the reason', async () => {
    api.tipRider.mockRejectedValue(new ApiError('PAY_PASSWORD_WRONG', '支付密碼錯誤，還可嘗試4次'))
    render(<RiderReward />)
    fireEvent.click(await screen.findByRole('button', { name: '打賞 MOP 5' }))
    await typePassword('000000')
    expect(await screen.findByText('支付密碼錯誤，還可嘗試4次')).toBeTruthy()
  })

  it('not delivered yet, or more than the balance: no tip', async () => {
    api.getTipInfo.mockResolvedValue(info({ canTip: false }))
    const { unmount } = render(<RiderReward />)
    expect(await screen.findByText('訂單送達後才可打賞騎手')).toBeTruthy()
    unmount()
    api.getTipInfo.mockResolvedValue(info())
    wallet.getWalletInfo.mockResolvedValue({
      balance: 100,
      hasPayPassword: true,
      lockedUntil: null,
      triesLeft: 5
    })
    render(<RiderReward />)
    const btn = await screen.findByRole('button', { name: '打賞 MOP 5' })
    await waitFor(() => expect(btn.getAttribute('aria-disabled')).toBe('true'))
  })
})
