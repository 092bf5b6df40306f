import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { sendCode } from '@/services/user'
import { useSession } from '@/stores/session'
import BindPhone from './index'

vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))
vi.mock('@/services/user', () => ({ sendCode: vi.fn(async () => null), bindPhone: vi.fn() }))

const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

beforeEach(() => {
  fake.pages = [{ route: 'packages/pagesA/pages/bind-phone/index', options: { openid: 'o-1' } }]
  useSession.setState({ token: '', user: null, loggedIn: false })
})
afterEach(() => setMessages('zh-Hant-MO', {}))

describe('bind-phone: the contract’s phone check in the reader’s language', () => {
  it('says the number is not valid in English', () => {
    setMessages('en', en)
    render(<BindPhone />)
    typeInto(document.querySelector('[placeholder="Mobile number"]')!, '12345678')
    fireEvent.click(screen.getByText('Get code'))
    expect(screen.getByText('This mobile number is not valid')).toBeTruthy()
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('says the number is not valid in Portuguese', () => {
    setMessages('pt', pt)
    render(<BindPhone />)
    typeInto(document.querySelector('[placeholder="Número de telemóvel"]')!, '12345678')
    fireEvent.click(screen.getByText('Obter código'))
    expect(screen.getByText('Número de telemóvel inválido')).toBeTruthy()
  })
})
