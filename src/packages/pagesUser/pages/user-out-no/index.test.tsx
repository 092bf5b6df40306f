import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import UserOutNo from './index'

const api = vi.hoisted(() => ({ getDeletionCheck: vi.fn() }))
vi.mock('@/services/account', () => api)

describe('deletion not possible yet (暫不能註銷)', () => {
  it('names what has to finish first and leads to my orders', async () => {
    api.getDeletionCheck.mockResolvedValue({
      canDelete: false,
      blockers: ['1 張未完成訂單', '1 筆退款處理中'],
      walletBalance: 0,
      shopCardBalance: 0,
      pendingEraseAt: null
    })
    render(<UserOutNo />)
    expect(await screen.findByText('以下事項完成後才可註銷')).toBeTruthy()
    expect(screen.getByText('1 張未完成訂單')).toBeTruthy()
    expect(screen.getByText('1 筆退款處理中')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '查看我的訂單' }))
    expect(fake.navigations.at(-1)?.url).toBe('/pages/order/order')
  })

  it('once nothing blocks it, it says deletion is possible now', async () => {
    api.getDeletionCheck.mockResolvedValue({
      canDelete: true,
      blockers: [],
      walletBalance: 0,
      shopCardBalance: 0,
      pendingEraseAt: null
    })
    render(<UserOutNo />)
    expect(await screen.findByText('現在可以註銷帳戶')).toBeTruthy()
  })

  it('a failed check says so', async () => {
    api.getDeletionCheck.mockRejectedValue(new Error('NETWORK'))
    render(<UserOutNo />)
    expect(await screen.findByText('載入失敗')).toBeTruthy()
  })
})
