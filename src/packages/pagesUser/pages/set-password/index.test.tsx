import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import SetPassword from './index'

const setPayPassword = vi.fn()
const getWalletInfo = vi.fn()
vi.mock('@/services/wallet', () => ({
  setPayPassword: (...a: unknown[]) => setPayPassword(...a),
  getWalletInfo: () => getWalletInfo()
}))
const sendSafetyCode = vi.fn()
vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))
vi.mock('@/services/user', () => ({ sendSafetyCode: (...a: unknown[]) => sendSafetyCode(...a) }))

const typePassword = (pw: string) => {
  for (const d of pw) fireEvent.click(screen.getByLabelText(d))
}

beforeEach(() => {
  fake.pages.push({ route: 'packages/pagesUser/pages/set-password/index', options: {} })
})

describe('set payment password', () => {
  it('first time: two different entries start over with a message', async () => {
    getWalletInfo.mockResolvedValue({ balance: 0, hasPayPassword: false, lockedUntil: null, triesLeft: 5 })
    render(<SetPassword />)
    expect(await screen.findByText('請設定6位數字支付密碼')).toBeTruthy()
    typePassword('135790')
    expect(screen.getByText('請再次輸入以確認')).toBeTruthy()
    typePassword('135791')
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeTruthy()
    expect(screen.getByText('請設定6位數字支付密碼')).toBeTruthy()
    expect(setPayPassword).not.toHaveBeenCalled()
  })

  it('first time: the same twice saves without a code', async () => {
    getWalletInfo.mockResolvedValue({ balance: 0, hasPayPassword: false, lockedUntil: null, triesLeft: 5 })
    setPayPassword.mockResolvedValue(null)
    render(<SetPassword />)
    await screen.findByText('請設定6位數字支付密碼')
    typePassword('135790')
    typePassword('135790')
    await waitFor(() => expect(setPayPassword).toHaveBeenCalledWith('135790', undefined))
  })

  it('changing: asks for the SMS safety code first and sends it with the new password', async () => {
    getWalletInfo.mockResolvedValue({ balance: 0, hasPayPassword: true, lockedUntil: null, triesLeft: 5 })
    sendSafetyCode.mockResolvedValue(null)
    setPayPassword.mockResolvedValue(null)
    render(<SetPassword />)
    fireEvent.click(await screen.findByText('獲取驗證碼'))
    await waitFor(() => expect(sendSafetyCode).toHaveBeenCalledWith('payPassword', { captcha: 'solved' }))
    expect(await screen.findByText('60s')).toBeTruthy()
    fireEvent(
      document.querySelector('.safety-code__input')!,
      new CustomEvent('input', { bubbles: true, detail: { value: '123456' } })
    )
    fireEvent.click(screen.getByText('下一步'))
    typePassword('135790')
    typePassword('135790')
    await waitFor(() => expect(setPayPassword).toHaveBeenCalledWith('135790', '123456'))
  })
})
