import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import UserOut from './index'

const api = vi.hoisted(() => ({ getDeletionCheck: vi.fn(), exportMyData: vi.fn() }))
vi.mock('@/services/account', () => api)

const check = (over: Record<string, unknown> = {}) => ({
  canDelete: true,
  blockers: [],
  walletBalance: 0,
  shopCardBalance: 0,
  pendingEraseAt: null,
  ...over
})

describe('delete my account, step 1 (註銷帳戶)', () => {
  it('with balances left, going on needs the consent to give them up, and carries it', async () => {
    api.getDeletionCheck.mockResolvedValue(check({ walletBalance: 1250, shopCardBalance: 500 }))
    render(<UserOut />)
    const consent = await screen.findByRole('checkbox', { name: /我同意放棄以上餘額 MOP 17\.50/ })
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(fake.navigations).toHaveLength(0)
    fireEvent.click(consent)
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/app-user-out/index?consent=1')
  })

  it('unfinished orders block deletion: they are named and 下一步 explains why it cannot go on', async () => {
    api.getDeletionCheck.mockResolvedValue(
      check({ canDelete: false, blockers: ['1 張未完成訂單', '1 筆退款處理中'] })
    )
    render(<UserOut />)
    expect(await screen.findByText('1 張未完成訂單，1 筆退款處理中')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(fake.navigations.at(-1)).toMatchObject({ url: '/packages/pagesUser/pages/user-out-no/index' })
  })

  it('nothing left to give up: no consent asked, straight on', async () => {
    api.getDeletionCheck.mockResolvedValue(check())
    render(<UserOut />)
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }))
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/app-user-out/index?consent=0')
  })
})
