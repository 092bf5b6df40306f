import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { ApiError } from '@/services/errors'
import type { User } from '@/services/types'
import { registered, sendCode } from '@/services/user'
import { useSession } from '@/stores/session'
import CodePage from './index'

vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))
vi.mock('@/services/user', () => ({ sendCode: vi.fn(async () => null), registered: vi.fn() }))

const user: User = {
  id: 7,
  areaCode: '853',
  phone: '66123456',
  level: 2,
  mtype: 0,
  nickname: '',
  avatar: '',
  gender: 0,
  birthday: null,
  promotionCode: 'ABC234',
  boundPromotionCode: null,
  honey: 0,
  createdAt: 1700000000
}

function typeInto(el: Element, value: string) {
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}
const codeInput = () => screen.getByLabelText('驗證碼')

beforeEach(() => {
  fake.pages = [
    { route: 'packages/pagesA/pages/login-phone/index', options: {} },
    { route: 'packages/pagesA/pages/code/index', options: { areaCode: '853', phone: '66123456' } }
  ]
  useSession.setState({ token: '', user: null, loggedIn: false })
  vi.mocked(registered).mockReset()
  vi.mocked(sendCode).mockClear()
})

describe('code page countdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows where the code went and blocks resending for 60 s', async () => {
    render(<CodePage />)
    expect(screen.getByText('驗證碼已發送至 +853 66****56')).toBeTruthy()
    const resend = screen.getByRole('button', { name: /重新發送/ })
    expect(resend.textContent).toBe('60秒後可重新發送')
    fireEvent.click(resend)
    expect(sendCode).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(59_000))
    expect(resend.textContent).toBe('1秒後可重新發送')
    fireEvent.click(resend)
    expect(sendCode).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(1000))
    expect(resend.textContent).toBe('重新發送')
    await act(async () => {
      fireEvent.click(resend)
    })
    expect(sendCode).toHaveBeenCalledWith('853', '66123456', 'login', { captcha: 'solved' })
    expect(resend.textContent).toBe('60秒後可重新發送')
  })
})

describe('code page login', () => {
  it('submits by itself at 6 digits and returns to the saved page', async () => {
    fake.storage.set('lotus.returnPage', {
      url: '/packages/pagesUser/pages/edit-user/index',
      backToIndex: true
    })
    vi.mocked(registered).mockResolvedValue({ token: 'tok-1', user })
    render(<CodePage />)
    typeInto(codeInput(), '12345')
    expect(registered).not.toHaveBeenCalled()
    typeInto(codeInput(), '123456')
    await waitFor(() => expect(fake.navigations).toHaveLength(1))
    expect(registered).toHaveBeenCalledWith({
      areaCode: '853',
      phone: '66123456',
      code: '123456',
      promotionCode: undefined
    })
    expect(fake.navigations[0]).toEqual({
      kind: 'reLaunch',
      url: '/packages/pagesUser/pages/edit-user/index'
    })
    expect(useSession.getState()).toMatchObject({
      token: 'tok-1',
      loggedIn: true,
      user: { phone: '66123456' }
    })
    expect(fake.storage.has('lotus.returnPage')).toBe(false)
  })

  it('goes home when no page was saved, and passes the promotion code', async () => {
    fake.pages[1]!.options = { areaCode: '852', phone: '91234567', promotionCode: 'AB12CD' }
    vi.mocked(registered).mockResolvedValue({ token: 'tok-2', user })
    render(<CodePage />)
    typeInto(codeInput(), '654321')
    await waitFor(() => expect(fake.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/index/index' }]))
    expect(registered).toHaveBeenCalledWith({
      areaCode: '852',
      phone: '91234567',
      code: '654321',
      promotionCode: 'AB12CD'
    })
  })

  it('shows the server message for a wrong code and clears the cells', async () => {
    vi.mocked(registered).mockRejectedValue(new ApiError('SMS_CODE_INVALID', '驗證碼錯誤或已過期'))
    const { container } = render(<CodePage />)
    typeInto(codeInput(), '111111')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('驗證碼錯誤或已過期'))
    const cells = container.querySelectorAll('.account-code__cell')
    expect(
      Array.from(cells)
        .map((c) => c.textContent)
        .join('')
    ).toBe('')
    expect(fake.navigations).toEqual([])
    expect(useSession.getState().loggedIn).toBe(false)
  })
})
