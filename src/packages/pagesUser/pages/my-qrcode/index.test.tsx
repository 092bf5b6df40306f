import { render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { getMemberQr } from '@/services/account'
import type { User } from '@/services/types'
import { useSession } from '@/stores/session'
import MyQrcode from './index'

vi.mock('@/services/account', () => ({ getMemberQr: vi.fn() }))

const user = { id: 7, areaCode: '853', phone: '66123456', nickname: '阿明', level: 1, mtype: 0 } as User

beforeEach(() => {
  useSession.setState({ token: 't', user, loggedIn: true })
})

describe('my member code', () => {
  it('shows the server token as a QR code and keeps it for offline use', async () => {
    vi.mocked(getMemberQr).mockResolvedValue({
      token: '7Zabc1Z0123456789abcdefghij',
      step: 1,
      refreshAt: Date.now() / 1000 + 60
    })
    render(<MyQrcode />)
    await waitFor(() => expect(screen.getByTestId('member-qr')).toBeTruthy())
    expect(screen.getByText('向商家出示此碼，每 60 秒自動更新')).toBeTruthy()
    expect(fake.storage.get('lotus.memberQr.7')).toMatchObject({ token: '7Zabc1Z0123456789abcdefghij' })
  })

  it('offline, shows the last code fetched and says it may be out of date', async () => {
    fake.storage.set('lotus.memberQr.7', { token: '7Zabc0Z0123456789abcdefghij', step: 0, refreshAt: 0 })
    vi.mocked(getMemberQr).mockRejectedValue(new Error('offline'))
    render(<MyQrcode />)
    expect(screen.getByTestId('member-qr')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByText('目前離線，顯示上次取得的會員碼，商家可能無法驗證')).toBeTruthy()
    )
  })
})
