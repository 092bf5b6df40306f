import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@/services/types'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import Share from './index'

const user = { id: 7, areaCode: '853', phone: '66123456', nickname: '阿明', promotionCode: 'AB12CD' } as User

beforeEach(() => {
  useSession.setState({
    ...initialSession,
    token: 't',
    user,
    loggedIn: true,
    reloadUser: vi.fn(async () => user)
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const LINK = `${location.origin}/pagesA/login-phone/login-phone?promotionCode=AB12CD`

// a loaded 2-core machine renders the first page slowly
describe('share poster', { timeout: 20_000 }, () => {
  it('a poster with my name, code and QR; shared through the system share sheet on h5', async () => {
    const share = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, share })
    render(<Share />)
    const poster = screen.getByLabelText('分享海報')
    expect(poster.textContent).toContain('阿明')
    expect(poster.textContent).toContain('AB12CD')
    expect(screen.getByLabelText('推廣碼 AB12CD 的二維碼')).toBeTruthy()
    fireEvent.click(screen.getByText('分享邀請連結'))
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK })))
  })

  it('without a share sheet the link is copied', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined })
    const copy = vi.spyOn(Taro, 'setClipboardData')
    render(<Share />)
    fireEvent.click(screen.getByText('分享邀請連結'))
    await waitFor(() => expect(copy).toHaveBeenCalledWith({ data: LINK }))
  })
})
