import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import type { User } from '@/services/types'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import AdvertisingQrcode from './index'

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

/** The text a QR image holds is not readable back here; the link it was made from is (qrcode is deterministic). */
const decodeSvg = (src: string) => atob(src.replace('data:image/svg+xml;base64,', ''))

// a loaded 2-core machine renders the first page slowly
describe('advertising-qrcode', { timeout: 20_000 }, () => {
  it('shows my promotion code and a QR code of my invitation link, asking the server for the latest user', async () => {
    const { qrSvg } = await import('@/utils/qr-svg')
    render(<AdvertisingQrcode />)
    expect(screen.getByText('AB12CD')).toBeTruthy()
    const img = screen.getByLabelText('推廣碼 AB12CD 的二維碼')
    const src = img.querySelector('img')?.getAttribute('src') ?? ''
    expect(decodeSvg(src)).toBe(
      qrSvg(`${location.origin}/pagesA/login-phone/login-phone?promotionCode=AB12CD`)
    )
    await waitFor(() => expect(useSession.getState().reloadUser).toHaveBeenCalled())
  })

  it('copies the code and opens the share poster', async () => {
    const copy = vi.spyOn(Taro, 'setClipboardData')
    render(<AdvertisingQrcode />)
    fireEvent.click(screen.getByText('複製推廣碼'))
    expect(copy).toHaveBeenCalledWith({ data: 'AB12CD' })
    fireEvent.click(screen.getByText('生成分享海報'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/share/index')
  })

  it('signed out: a login that comes back here', () => {
    useSession.setState({ ...initialSession })
    render(<AdvertisingQrcode />)
    fireEvent.click(screen.getByText('登入'))
    expect(fake.storage.get('lotus.returnPage')).toMatchObject({
      url: '/packages/pagesA/pages/advertising-qrcode/index'
    })
  })
})
