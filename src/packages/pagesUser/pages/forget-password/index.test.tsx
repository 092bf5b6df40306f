import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import ForgetPassword from './index'

const user = vi.hoisted(() => ({ sendSafetyCode: vi.fn() }))
vi.mock('@/services/user', () => user)
vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))

/** Types once Taro's Input has drawn its inner <input> (before that, a value change has nowhere to go). */
async function typeInto(el: Element, value: string) {
  await waitFor(() => expect(el.querySelector('input')).not.toBeNull())
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}
const typeCode = (code: string) => typeInto(document.querySelector('.safety-code__input')!, code)

beforeEach(() => {
  useSession.setState({
    token: 'tok',
    loggedIn: true,
    user: { id: 1, areaCode: '853', phone: '66123456' } as never
  })
})

describe('forgot the payment password (找回支付密碼)', () => {
  it('sends a code to the masked phone, then goes on to the new password with the code', async () => {
    user.sendSafetyCode.mockResolvedValue(null)
    render(<ForgetPassword />)
    expect(screen.getByText(/我們將發送驗證碼到你的手機 \+853 66\*\*\*\*56/)).toBeTruthy()
    fireEvent.click(screen.getByText('獲取驗證碼'))
    await waitFor(() =>
      expect(user.sendSafetyCode).toHaveBeenCalledWith('payPassword', { captcha: 'solved' })
    )
    expect(await screen.findByText('60s')).toBeTruthy()
    await typeCode('246810')
    fireEvent.click(screen.getByText('下一步'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: '/packages/pagesUser/pages/forget-set-password/index?code=246810'
    })
  })

  it('an unfinished code goes nowhere', async () => {
    render(<ForgetPassword />)
    await typeCode('2468')
    fireEvent.click(screen.getByText('下一步'))
    expect(fake.navigations).toHaveLength(0)
  })
})
