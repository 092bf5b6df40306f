import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useGroupCart } from '@/stores/group-cart'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { roomSnapshot } from '../../test-support/fixtures'

const spellApi = vi.hoisted(() => ({ calcSpell: vi.fn() }))
vi.mock('@/services/spell', () => spellApi)

import SpellGoodsDel from './index'

beforeEach(() => {
  fake.reset()
  useGroupCart.setState({ tid: null, userId: null, status: 'idle', snapshot: null, seq: -1, gone: null })
  useSession.setState({ token: 'tok', loggedIn: true, user: { id: 2 } as never })
  spellApi.calcSpell.mockReset()
  fake.pages.push({ route: 'packages/spell/pages/goods-del/index', options: { tid: '7', goodsId: '12' } })
})

describe('spell goods-del', () => {
  it('shows the goods and adds it to my part of the shared cart', async () => {
    spellApi.calcSpell.mockResolvedValue(roomSnapshot(2))
    render(<SpellGoodsDel />)
    expect(await screen.findByText('叉燒飯')).toBeTruthy()
    expect(screen.getByText('還沒有人點這道菜')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('增加叉燒飯'))
    await waitFor(() =>
      expect(spellApi.calcSpell).toHaveBeenCalledWith(7, 'add', { goodsId: 12, itemCount: 1, props: [] })
    )
  })

  it('refuses edits once the host locked the cart', async () => {
    spellApi.calcSpell.mockResolvedValue(roomSnapshot(2, { status: 'locked' }))
    render(<SpellGoodsDel />)
    await screen.findByText('叉燒飯')
    spellApi.calcSpell.mockClear()
    fireEvent.click(screen.getByLabelText('增加叉燒飯'))
    expect(fake.toasts.at(-1)?.title).toBe('房主已鎖定購物車')
    expect(spellApi.calcSpell).not.toHaveBeenCalled()
  })
})
