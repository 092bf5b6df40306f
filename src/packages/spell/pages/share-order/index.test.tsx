import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useGroupCart } from '@/stores/group-cart'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { roomSnapshot } from '../../test-support/fixtures'

const spellApi = vi.hoisted(() => ({ calcSpell: vi.fn() }))
vi.mock('@/services/spell', () => spellApi)

import ShareOrder from './index'

beforeEach(() => {
  fake.reset()
  useGroupCart.setState({ tid: null, userId: null, status: 'idle', snapshot: null, seq: -1, gone: null })
  useSession.setState({ token: 'tok', loggedIn: true, user: { id: 1 } as never })
  spellApi.calcSpell.mockReset().mockResolvedValue(roomSnapshot(1))
  fake.pages.push({ route: 'packages/spell/pages/share-order/index', options: { tid: '7' } })
})

describe('spell share-order', () => {
  it('shows the public join link with the share code, its QR code, and copies the link', async () => {
    const copy = vi.spyOn((await import('@tarojs/taro')).default, 'setClipboardData')
    render(<ShareOrder />)
    const link = `${location.origin}/spell/mch-info/mch-info?code=ABCD2345`
    expect(await screen.findByText(link)).toBeTruthy()
    expect(screen.getByText('一起拼單：測試茶餐廳')).toBeTruthy()
    expect(screen.getByText('ABCD2345')).toBeTruthy()
    const qr = screen.getByLabelText('拼單二維碼')
    expect(qr.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    fireEvent.click(screen.getByText('複製連結'))
    expect(copy).toHaveBeenCalledWith({ data: link })
  })

  it('says when the spell is gone', async () => {
    spellApi.calcSpell.mockResolvedValue(roomSnapshot(1, { status: 'closed' }))
    render(<ShareOrder />)
    expect(await screen.findByText('房主已解散這個拼單')).toBeTruthy()
  })
})
