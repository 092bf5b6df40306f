import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import AppUserOut from './index'

const account = vi.hoisted(() => ({ requestDeletion: vi.fn() }))
const user = vi.hoisted(() => ({ sendSafetyCode: vi.fn() }))
vi.mock('@/services/account', () => account)
vi.mock('@/services/user', () => user)
vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))

/** Types once Taro's Input has drawn its inner <input> (before that, a value change has nowhere to go). */
async function typeInto(el: Element, value: string) {
  await waitFor(() => expect(el.querySelector('input')).not.toBeNull())
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}
const typeCode = (code: string) => typeInto(document.querySelector('.acct__input')!, code)

beforeEach(() => {
  useSession.setState({
    token: 'tok',
    loggedIn: true,
    user: { id: 1, areaCode: '853', phone: '66123456' } as never
  })
  fake.pages.push({ route: 'packages/pagesUser/pages/app-user-out/index', options: { consent: '1' } })
})

describe('delete my account, step 2 (確認註銷)', () => {
  it('the code confirms it with the consent carried over; the session ends and the app starts over', async () => {
    user.sendSafetyCode.mockResolvedValue(null)
    account.requestDeletion.mockResolvedValue({ eraseAt: 1_800_000_000 })
    render(<AppUserOut />)
    expect(screen.getByText(/驗證碼將發送至 \+853 66\*\*\*\*56/)).toBeTruthy()
    fireEvent.click(screen.getByText('獲取驗證碼'))
    await waitFor(() =>
      expect(user.sendSafetyCode).toHaveBeenCalledWith('deleteAccount', { captcha: 'solved' })
    )
    await typeCode('135246')
    fireEvent.click(screen.getByRole('button', { name: '確認註銷' }))
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({ kind: 'reLaunch', url: '/pages/index/index' })
    )
    expect(account.requestDeletion).toHaveBeenCalledWith('135246', true)
    expect(useSession.getState().loggedIn).toBe(false)
  })

  it('a refused code keeps the session and the page', async () => {
    account.requestDeletion.mockRejectedValue(new Error('SMS_CODE'))
    render(<AppUserOut />)
    await typeCode('000000')
    fireEvent.click(screen.getByRole('button', { name: '確認註銷' }))
    await waitFor(() => expect(account.requestDeletion).toHaveBeenCalled())
    // let the refusal settle before looking: the page must still be here
    await act(async () => undefined)
    expect(fake.navigations).toHaveLength(0)
    expect(useSession.getState().loggedIn).toBe(true)
  })
})
