import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useGroupCart } from '@/stores/group-cart'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { roomSnapshot } from '../../test-support/fixtures'

const spellApi = vi.hoisted(() => ({ calcSpell: vi.fn(), listSpells: vi.fn() }))
const orderApi = vi.hoisted(() => ({ getOrder: vi.fn() }))
vi.mock('@/services/spell', () => spellApi)
vi.mock('@/services/order', () => orderApi)

import SpellOrderDel from './index'

const submitted = (me: number) => {
  const s = roomSnapshot(me, { status: 'submitted' })
  s.spellInfo.orderId = 99
  return s
}

beforeEach(() => {
  fake.reset()
  useGroupCart.setState({ tid: null, userId: null, status: 'idle', snapshot: null, seq: -1, gone: null })
  spellApi.calcSpell.mockReset()
  spellApi.listSpells.mockReset()
  orderApi.getOrder.mockReset().mockResolvedValue({
    id: 99,
    orderNo: 'T2024001',
    status: 'paid',
    statusText: '已支付',
    total: 5200,
    createdAt: 1_700_000_000,
    actions: []
  })
})

describe('spell order-del', () => {
  it('a member sees the spell state and every share, without reading the host order', async () => {
    useSession.setState({ token: 'tok', loggedIn: true, user: { id: 2 } as never })
    spellApi.calcSpell.mockResolvedValue(submitted(2))
    fake.pages.push({ route: 'packages/spell/pages/order-del/index', options: { tid: '7' } })
    render(<SpellOrderDel />)
    expect(await screen.findByLabelText('訂單狀態')).toBeTruthy()
    expect(screen.getByLabelText('訂單狀態').textContent).toBe('房主已下單')
    expect(screen.getAllByText('MOP 26').length).toBeGreaterThanOrEqual(2)
    expect(orderApi.getOrder).not.toHaveBeenCalled()
    expect(screen.queryByText('訂單詳情')).toBeNull()
  })

  it('the host, opened by orderId, sees the order state and a link to the order detail', async () => {
    useSession.setState({ token: 'tok', loggedIn: true, user: { id: 1 } as never })
    spellApi.listSpells.mockResolvedValue([{ tid: 7, orderId: 99 }])
    spellApi.calcSpell.mockResolvedValue(submitted(1))
    fake.pages.push({ route: 'packages/spell/pages/order-del/index', options: { orderId: '99' } })
    render(<SpellOrderDel />)
    expect(await screen.findByText('已支付')).toBeTruthy()
    expect(screen.getByText(/T2024001/)).toBeTruthy()
    screen.getByText('訂單詳情').click()
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/order-del/index?id=99')
  })

  it('an order that belongs to none of my spells says so instead of loading forever', async () => {
    useSession.setState({ token: 'tok', loggedIn: true, user: { id: 1 } as never })
    spellApi.listSpells.mockResolvedValue([{ tid: 7, orderId: 98 }])
    fake.pages.push({ route: 'packages/spell/pages/order-del/index', options: { orderId: '99' } })
    render(<SpellOrderDel />)
    expect(await screen.findByText('找不到這個拼單')).toBeTruthy()
    expect(spellApi.calcSpell).not.toHaveBeenCalled()
    expect(orderApi.getOrder).not.toHaveBeenCalled()
  })
})
