import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { useGroupCart } from '@/stores/group-cart'
import { useSession } from '@/stores/session'
import { toSharedUpdate } from '@lotus/contract/spell'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NoopObserver, roomSnapshot, spellItem } from '../../test-support/fixtures'

const spellApi = vi.hoisted(() => ({
  calcSpell: vi.fn(),
  joinSpell: vi.fn(),
  leaveSpell: vi.fn(),
  lockSpell: vi.fn(),
  removeMember: vi.fn(),
  submitSpell: vi.fn(),
  setSpellAddress: vi.fn(),
  mqttAuthInfo: vi.fn()
}))
const client = vi.hoisted(() => ({ start: vi.fn(), resume: vi.fn(), background: vi.fn(), stop: vi.fn() }))
vi.mock('@/services/spell', () => spellApi)
vi.mock('@/services/mqtt', () => ({ groupCartClient: () => client }))
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SpellMchInfo from './index'

function open(me: number) {
  fake.pages.push({ route: 'packages/spell/pages/mch-info/index', options: { tid: '7' } })
  useSession.setState({ token: 'tok', loggedIn: true, user: { id: me } as never })
  client.start.mockImplementation(async (_topic: string, tid: number) => {
    useGroupCart.getState().dispatch({ type: 'start', tid, userId: me })
    return true
  })
  return render(<SpellMchInfo />)
}

/**
 * What the broker carries to every member, whatever their language: the server's Chinese texts beside the keys.
 * Member 2's line sold out and a goods' price changed since it went in a cart.
 */
function brokerUpdate() {
  const next = roomSnapshot(2, { seq: 5, members: [1, 2, 3] })
  next.cartInfo[1] = {
    userId: 2,
    bagNo: 1,
    items: [spellItem({ cartId: 2001, invalid: '已售罄', invalidKey: 'soldOut', amount: 0 })]
  }
  const { myInfo: _mine, ...shared } = next
  return toSharedUpdate({
    ...shared,
    userText: '3人正在拼單',
    warnMsg: '叉燒飯 價格已由 MOP 30.00 改為 MOP 32.00；拼單飯 已售罄',
    warnings: [
      { key: 'priceChanged', values: { name: '叉燒飯', from: 3000, to: 3200 } },
      { key: 'soldOut', values: { name: '拼單飯' } }
    ]
  })
}

beforeEach(() => {
  fake.reset()
  useGroupCart.setState({ tid: null, userId: null, status: 'idle', snapshot: null, seq: -1, gone: null })
  for (const f of [...Object.values(spellApi), ...Object.values(client)]) f.mockReset()
  spellApi.calcSpell.mockImplementation(async () => roomSnapshot(2))
})
afterEach(() => {
  // the page first, so putting Chinese back draws nothing
  cleanup()
  setMessages('zh-Hant-MO', {})
})

describe('a spell in the reader’s language (issue 39)', () => {
  it('English: who is in it, the cart’s warnings and a line’s reason, from the broker’s Chinese snapshot', async () => {
    setMessages('en', en)
    open(2)
    expect((await screen.findAllByText('2 people in this group order')).length).toBeGreaterThan(0)
    act(() => useGroupCart.getState().dispatch({ type: 'update', seq: 5, data: brokerUpdate() }))
    expect(screen.getAllByText('3 people in this group order').length).toBeGreaterThan(0)
    expect(screen.queryByText(/人正在拼單/)).toBeNull()
    // spec §5: the warnings as a toast, 200 ms later
    await waitFor(() =>
      expect(fake.toasts.map((x) => x.title)).toContain(
        '叉燒飯: the price has changed from MOP 30.00 to MOP 32.00; 拼單飯 is sold out'
      )
    )
    expect(fake.toasts.some((x) => /價格|售罄/.test(x.title))).toBe(false)
    fireEvent.click(screen.getByLabelText('Cart'))
    expect(screen.getByText('Sold out', { selector: '.cart-popup__invalid' })).toBeTruthy()
  })

  it('Portuguese: the member line and the warnings', async () => {
    setMessages('pt', pt)
    open(2)
    await screen.findAllByText('2 pessoas neste pedido de grupo')
    act(() => useGroupCart.getState().dispatch({ type: 'update', seq: 5, data: brokerUpdate() }))
    expect(screen.getAllByText('3 pessoas neste pedido de grupo').length).toBeGreaterThan(0)
    await waitFor(() =>
      expect(fake.toasts.map((x) => x.title)).toContain(
        '叉燒飯: o preço mudou de MOP 30.00 para MOP 32.00; 拼單飯: esgotado'
      )
    )
  })

  it('Chinese: the server’s texts as they were', async () => {
    open(2)
    await screen.findAllByText('2人正在拼單')
    act(() => useGroupCart.getState().dispatch({ type: 'update', seq: 5, data: brokerUpdate() }))
    expect(screen.getAllByText('3人正在拼單').length).toBeGreaterThan(0)
    await waitFor(() =>
      expect(fake.toasts.map((x) => x.title)).toContain(
        '叉燒飯 價格已由 MOP 30.00 改為 MOP 32.00；拼單飯 已售罄'
      )
    )
  })
})
