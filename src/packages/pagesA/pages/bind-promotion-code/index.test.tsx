import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@/services/types'
import { bindPromotionCode } from '@/services/user'
import { useSession } from '@/stores/session'
import BindPromotionCode from './index'

vi.mock('@/services/user', () => ({ bindPromotionCode: vi.fn() }))

const user = { id: 1, phone: '66123456', promotionCode: 'MINE23', boundPromotionCode: null } as User
function typeInto(el: Element, value: string) {
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))
}

beforeEach(() => useSession.setState({ token: 't', user, loggedIn: true }))

describe('bind-promotion-code', () => {
  it('shows my own code and binds an inviter code, upper-cased', async () => {
    vi.mocked(bindPromotionCode).mockResolvedValue({ ...user, boundPromotionCode: 'AB12CD' })
    render(<BindPromotionCode />)
    expect(screen.getByText('MINE23')).toBeTruthy()
    typeInto(screen.getByLabelText('邀請人推廣碼'), 'ab1')
    fireEvent.click(screen.getByText('綁定'))
    expect(screen.getByRole('alert').textContent).toBe('推廣碼為6位字母或數字')
    expect(bindPromotionCode).not.toHaveBeenCalled()

    typeInto(screen.getByLabelText('邀請人推廣碼'), 'ab12cd')
    fireEvent.click(screen.getByText('綁定'))
    await waitFor(() => expect(screen.getByText('已綁定，不可修改')).toBeTruthy())
    expect(bindPromotionCode).toHaveBeenCalledWith('AB12CD')
    expect(screen.getByText('AB12CD')).toBeTruthy()
  })

  it('shows a bound code read-only', () => {
    useSession.setState({ user: { ...user, boundPromotionCode: 'XY34ZW' } })
    render(<BindPromotionCode />)
    expect(screen.getByText('XY34ZW')).toBeTruthy()
    expect(screen.queryByLabelText('邀請人推廣碼')).toBeNull()
  })
})
