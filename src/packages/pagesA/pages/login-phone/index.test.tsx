import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { sendCode } from '@/services/user'
import LoginPhone from './index'

vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))
vi.mock('@/services/user', () => ({ sendCode: vi.fn(async () => null) }))

/** Taro's Input reports text in e.detail.value. */
function typeInto(el: Element, value: string) {
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}
const phoneInput = () => document.querySelector('[placeholder="請輸入手機號碼"]')!
const alertText = () => screen.getAllByRole('alert')[0]!.textContent

function chooseArea(label: string) {
  fireEvent.click(screen.getByLabelText('選擇區號'))
  fireEvent.click(screen.getByText(label))
}

describe('login-phone', () => {
  beforeEach(() => vi.mocked(sendCode).mockClear())

  it('validates a Macau number inline (8 digits starting with 6)', () => {
    render(<LoginPhone />)
    expect(screen.getByText('+853')).toBeTruthy()
    typeInto(phoneInput(), '12345678')
    expect(alertText()).toBe('手機號碼格式不正確')
    typeInto(phoneInput(), '66123456')
    expect(alertText()).toBe('')
  })

  it('validates Hong Kong numbers (5, 6 or 9 first)', () => {
    render(<LoginPhone />)
    chooseArea('+852 香港')
    expect(screen.getByText('+852')).toBeTruthy()
    typeInto(phoneInput(), '41234567')
    expect(alertText()).toBe('手機號碼格式不正確')
    typeInto(phoneInput(), '91234567')
    expect(alertText()).toBe('')
  })

  it('validates mainland numbers (11 digits starting with 1)', () => {
    render(<LoginPhone />)
    chooseArea('+86 內地')
    typeInto(phoneInput(), '66123456')
    expect(alertText()).toBe('手機號碼格式不正確')
    typeInto(phoneInput(), '13800138000')
    expect(alertText()).toBe('')
  })

  it('asks for a number when continuing with an empty form', () => {
    render(<LoginPhone />)
    fireEvent.click(screen.getByText('獲取驗證碼'))
    expect(alertText()).toBe('請輸入手機號碼')
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('sends no code until the agreement is ticked', async () => {
    render(<LoginPhone />)
    typeInto(phoneInput(), '66123456')
    fireEvent.click(screen.getByText('獲取驗證碼'))
    expect(fake.toasts.map((t) => t.title)).toContain('請先閱讀並同意用戶協議')
    expect(sendCode).not.toHaveBeenCalled()

    fireEvent.click(screen.getByLabelText('同意用戶協議'))
    fireEvent.click(screen.getByText('獲取驗證碼'))
    await waitFor(() => expect(fake.navigations).toHaveLength(1))
    expect(sendCode).toHaveBeenCalledWith('853', '66123456', 'login', { captcha: 'solved' })
    expect(fake.navigations[0]).toEqual({
      kind: 'navigateTo',
      url: '/packages/pagesA/pages/code/index?areaCode=853&phone=66123456'
    })
  })

  it('passes an optional promotion code on, upper-cased, and checks its format', async () => {
    render(<LoginPhone />)
    typeInto(phoneInput(), '66123456')
    fireEvent.click(screen.getByText('有推廣碼？'))
    typeInto(screen.getByLabelText('推廣碼'), 'ab1')
    expect(screen.getByText('推廣碼為6位字母或數字')).toBeTruthy()
    typeInto(screen.getByLabelText('推廣碼'), 'ab12cd')
    fireEvent.click(screen.getByLabelText('同意用戶協議'))
    fireEvent.click(screen.getByText('獲取驗證碼'))
    await waitFor(() => expect(fake.navigations).toHaveLength(1))
    expect(fake.navigations[0]!.url).toContain('promotionCode=AB12CD')
  })

  it("an invitation link (advertising-qrcode, share) fills in the inviter's promotion code", async () => {
    fake.pages.push({
      route: 'packages/pagesA/pages/login-phone/index',
      options: { promotionCode: 'ab12cd' }
    })
    render(<LoginPhone />)
    expect((screen.getByLabelText('推廣碼') as HTMLInputElement).value).toBe('AB12CD')
    typeInto(phoneInput(), '66123456')
    fireEvent.click(screen.getByLabelText('同意用戶協議'))
    fireEvent.click(screen.getByText('獲取驗證碼'))
    await waitFor(() => expect(fake.navigations).toHaveLength(1))
    expect(fake.navigations[0]!.url).toContain('promotionCode=AB12CD')
  })

  it('leaving goes home when a 401 sent the user here (backToIndex)', () => {
    fake.storage.set('lotus.returnPage', { url: '/pages/order/order', backToIndex: true })
    fake.pages.push({ route: 'packages/pagesA/pages/login-phone/index', options: {} })
    render(<LoginPhone />)
    fireEvent.click(screen.getByLabelText('返回'))
    expect(fake.navigations).toEqual([{ kind: 'switchTab', url: '/pages/index/index' }])
    expect(fake.storage.has('lotus.returnPage')).toBe(false)
  })

  it('leaving goes back when login was opened on purpose', () => {
    fake.pages.push({ route: 'packages/pagesA/pages/login-phone/index', options: {} })
    render(<LoginPhone />)
    fireEvent.click(screen.getByLabelText('返回'))
    expect(fake.navigations).toEqual([{ kind: 'navigateBack', url: '' }])
  })
})
