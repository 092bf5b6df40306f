import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import type { User } from '@/services/types'
import { bindPhone, sendCode } from '@/services/user'
import { useSession } from '@/stores/session'
import BindPhone from './index'

vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))
vi.mock('@/services/user', () => ({ sendCode: vi.fn(async () => null), bindPhone: vi.fn() }))

function typeInto(el: Element, value: string) {
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}

beforeEach(() => {
  fake.pages = [{ route: 'packages/pagesA/pages/bind-phone/index', options: { openid: 'o-1' } }]
  useSession.setState({ token: '', user: null, loggedIn: false })
})

describe('bind-phone', () => {
  it('sends a bindPhone code, binds and returns to the saved page', async () => {
    const user = { id: 3, phone: '66123456' } as User
    vi.mocked(bindPhone).mockResolvedValue({ token: 'tok-b', user })
    fake.storage.set('lotus.returnPage', { url: '/pages/user/user', backToIndex: false })
    render(<BindPhone />)
    typeInto(document.querySelector('[placeholder="請輸入手機號碼"]')!, '66123456')
    await act(async () => {
      fireEvent.click(screen.getByText('獲取驗證碼'))
    })
    expect(sendCode).toHaveBeenCalledWith('853', '66123456', 'bindPhone', { captcha: 'solved' })
    expect(screen.getByText('60s')).toBeTruthy()
    typeInto(screen.getByLabelText('驗證碼'), '123456')
    fireEvent.click(screen.getByText('綁定並登入'))
    await waitFor(() => expect(fake.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/user/user' }]))
    expect(bindPhone).toHaveBeenCalledWith({
      openid: 'o-1',
      areaCode: '853',
      phone: '66123456',
      code: '123456'
    })
    expect(useSession.getState().token).toBe('tok-b')
  })

  it('shows the phone format message and sends nothing for a bad number', () => {
    render(<BindPhone />)
    typeInto(document.querySelector('[placeholder="請輸入手機號碼"]')!, '12345678')
    fireEvent.click(screen.getByText('獲取驗證碼'))
    expect(screen.getByText('手機號碼格式不正確')).toBeTruthy()
    expect(sendCode).not.toHaveBeenCalled()
  })
})
