import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import ForgetSetPassword from './index'

const wallet = vi.hoisted(() => ({ setPayPassword: vi.fn(), getWalletInfo: vi.fn() }))
vi.mock('@/services/wallet', () => wallet)

const typePassword = (pw: string) => {
  for (const d of pw) fireEvent.click(screen.getByLabelText(d))
}

beforeEach(() => {
  fake.pages.push({ route: 'pages/user/user', options: {} })
  fake.pages.push({
    route: 'packages/pagesUser/pages/forget-set-password/index',
    options: { code: '246810' }
  })
})

describe('new payment password after the phone was verified (設定新支付密碼)', () => {
  it('the same password twice is saved with the code from the link, and the page goes back', async () => {
    wallet.setPayPassword.mockResolvedValue(null)
    render(<ForgetSetPassword />)
    typePassword('135790')
    expect(screen.getByText('請再次輸入以確認')).toBeTruthy()
    typePassword('135790')
    await waitFor(() => expect(wallet.setPayPassword).toHaveBeenCalledWith('135790', '246810'))
    await waitFor(() => expect(fake.navigations.at(-1)?.kind).toBe('navigateBack'))
    expect(fake.toasts.at(-1)?.title).toBe('支付密碼已設定')
  })

  it('a refused code sends the user back to verifying the phone', async () => {
    wallet.setPayPassword.mockRejectedValue(new Error('SMS_CODE'))
    render(<ForgetSetPassword />)
    typePassword('135790')
    typePassword('135790')
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/pagesUser/pages/forget-password/index'
      })
    )
  })
})
