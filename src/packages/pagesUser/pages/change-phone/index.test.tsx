import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import ChangePhone from './index'

const account = vi.hoisted(() => ({ verifyOldPhone: vi.fn() }))
const user = vi.hoisted(() => ({ sendSafetyCode: vi.fn() }))
vi.mock('@/services/account', () => account)
vi.mock('@/services/user', () => user)
vi.mock('@/components/captcha', () => ({
  useCaptcha: () => ({ prove: async () => ({ captcha: 'solved' }), view: null })
}))

const typeCode = (code: string) =>
  fireEvent(
    document.querySelector('.acct__input')!,
    new CustomEvent('input', { bubbles: true, detail: { value: code } })
  )

beforeEach(() => {
  useSession.setState({
    token: 'tok',
    loggedIn: true,
    user: { id: 1, areaCode: '853', phone: '66123456' } as never
  })
})

describe('change phone, step 1 (更換手機號)', () => {
  it('names the current phone masked, sends a code to it and goes on to the new phone with the ticket', async () => {
    user.sendSafetyCode.mockResolvedValue(null)
    account.verifyOldPhone.mockResolvedValue({ ticket: 'tk-1', expiresAt: 1_800_000_600 })
    render(<ChangePhone />)
    expect(screen.getByText(/請先驗證當前手機號 \+853 66\*\*\*\*56$/)).toBeTruthy()
    expect(screen.queryByText(/66123456/)).toBeNull()
    fireEvent.click(screen.getByText('獲取驗證碼'))
    await waitFor(() =>
      expect(user.sendSafetyCode).toHaveBeenCalledWith('changePhone', { captcha: 'solved' })
    )
    expect(await screen.findByText('60s')).toBeTruthy()
    typeCode('123456')
    fireEvent.click(screen.getByText('下一步'))
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe(
        '/packages/pagesUser/pages/new-change-phone/index?ticket=tk-1'
      )
    )
    expect(account.verifyOldPhone).toHaveBeenCalledWith('123456')
  })

  it('a wrong code stays on this step; an unfinished code sends nothing', async () => {
    account.verifyOldPhone.mockRejectedValue(new Error('SMS_CODE'))
    render(<ChangePhone />)
    typeCode('123')
    fireEvent.click(screen.getByText('下一步'))
    expect(account.verifyOldPhone).not.toHaveBeenCalled()
    typeCode('654321')
    fireEvent.click(screen.getByText('下一步'))
    await waitFor(() => expect(account.verifyOldPhone).toHaveBeenCalledWith('654321'))
    // let the refusal settle before looking: the page must still be here
    await act(async () => undefined)
    expect(fake.navigations).toHaveLength(0)
    expect(screen.getByText('下一步')).toBeTruthy()
  })
})
