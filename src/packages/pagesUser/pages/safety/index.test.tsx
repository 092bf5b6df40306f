import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import Safety from './index'

const account = vi.hoisted(() => ({ getIdentity: vi.fn() }))
const user = vi.hoisted(() => ({ getUserSecurity: vi.fn() }))
vi.mock('@/services/account', () => account)
vi.mock('@/services/user', () => user)

const identity = (status: string) => ({
  status,
  docType: null,
  maskedName: null,
  maskedNumber: null,
  rejectReason: null,
  submittedAt: null
})

describe('security centre (安全中心)', () => {
  it('shows the masked phone, whether a payment password is set and the identity state; each row opens its page', async () => {
    user.getUserSecurity.mockResolvedValue({
      hasPayPassword: false,
      phoneMasked: '853 6612****',
      identityVerified: false,
      wechatBound: false
    })
    account.getIdentity.mockResolvedValue(identity('reviewing'))
    render(<Safety />)
    expect(await screen.findByText(/853 6612\*\*\*\*/)).toBeTruthy()
    expect(screen.getByText('未設定')).toBeTruthy()
    expect(await screen.findByText('審核中')).toBeTruthy()

    const opens = (row: string) => {
      fireEvent.click(screen.getByText(row))
      return fake.navigations.at(-1)?.url
    }
    expect(opens('手機號碼')).toBe('/packages/pagesUser/pages/change-phone/index')
    expect(opens('支付密碼')).toBe('/packages/pagesUser/pages/set-password/index')
    expect(opens('實名認證')).toBe('/packages/pagesUser/pages/authentication/index')
    expect(opens('註銷帳戶')).toBe('/packages/pagesUser/pages/user-out/index')
  })

  it('a set password offers 修改, a verified identity says so; a failed load offers a retry', async () => {
    user.getUserSecurity.mockRejectedValueOnce(new Error('NETWORK')).mockResolvedValue({
      hasPayPassword: true,
      phoneMasked: '853 6698****',
      identityVerified: true,
      wechatBound: true
    })
    account.getIdentity.mockResolvedValue(identity('approved'))
    render(<Safety />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('修改')).toBeTruthy()
    expect(await screen.findByText('已認證')).toBeTruthy()
  })
})
