import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import NewChangePhone from './index'

const account = vi.hoisted(() => ({ sendNewPhoneCode: vi.fn(), confirmNewPhone: vi.fn() }))
vi.mock('@/services/account', () => account)
vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))

/** Types once Taro's Input has drawn its inner <input> (before that, a value change has nowhere to go). */
async function typeInto(el: Element, value: string) {
  await waitFor(() => expect(el.querySelector('input')).not.toBeNull())
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}
const type = typeInto
const phoneInput = () => document.querySelector('.account-phone__input')!
const codeInput = () => document.querySelector('.acct__input')!

beforeEach(() => {
  useSession.setState({
    token: 'tok',
    loggedIn: true,
    user: { id: 1, areaCode: '853', phone: '66123456' } as never
  })
  fake.pages.push({ route: 'packages/pagesUser/pages/new-change-phone/index', options: { ticket: 'tk-1' } })
})

describe('change phone, step 2 (綁定新手機號)', () => {
  it('sends a code to the new phone with the ticket, confirms it and returns to 帳戶安全', async () => {
    account.sendNewPhoneCode.mockResolvedValue(null)
    account.confirmNewPhone.mockResolvedValue(null)
    const reloadUser = vi.fn(async () => undefined)
    useSession.setState({ reloadUser } as never)
    render(<NewChangePhone />)
    await type(phoneInput(), '62888888')
    fireEvent.click(screen.getByText('獲取驗證碼'))
    await waitFor(() =>
      expect(account.sendNewPhoneCode).toHaveBeenCalledWith('tk-1', '853', '62888888', { captcha: 'solved' })
    )
    await type(codeInput(), '112233')
    fireEvent.click(screen.getByRole('button', { name: '確認更換' }))
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/pagesUser/pages/safety/index'
      })
    )
    expect(account.confirmNewPhone).toHaveBeenCalledWith('tk-1', '853', '62888888', '112233')
    expect(reloadUser).toHaveBeenCalled()
    expect(fake.toasts.at(-1)?.title).toBe('手機號已更換')
  })

  it('a number that is not a Macau mobile is refused before any code is sent', async () => {
    render(<NewChangePhone />)
    await type(phoneInput(), '12345')
    expect(screen.getByText('手機號碼格式不正確')).toBeTruthy()
    fireEvent.click(screen.getByText('獲取驗證碼'))
    expect(account.sendNewPhoneCode).not.toHaveBeenCalled()
  })
})
