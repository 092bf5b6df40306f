import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'

const api = vi.hoisted(() => ({
  calcSpell: vi.fn(),
  lockSpell: vi.fn(),
  removeMember: vi.fn()
}))
vi.mock('@/services/spell', () => api)

import { useGroupCart } from './group-cart'
import { sharedSnapshot, sharedUpdate, spellSnapshot } from './group-cart-fixtures'
import { withMyInfo } from '@lotus/contract/spell'
import { groupCartReducer, initialGroupCart } from './group-cart-reducer'

beforeEach(() => {
  useGroupCart.setState({ ...initialGroupCart })
  vi.clearAllMocks()
})

describe('group-cart reducer', () => {
  const started = groupCartReducer(initialGroupCart, { type: 'start', tid: 7, userId: 2 })
  // what the page shows once its first fetch answered: messages rebuild the menu on this one
  const shown = groupCartReducer(started, { type: 'snapshot', snapshot: spellSnapshot(2, { seq: 1 }) })

  it('combines a published message with my own userId into myInfo, on the menu shown', () => {
    const s = groupCartReducer(shown, {
      type: 'update',
      seq: 3,
      data: sharedUpdate({ seq: 3, members: [1, 2, 4] })
    })
    expect(s.seq).toBe(3)
    expect(s.snapshot?.myInfo).toMatchObject({ userId: 2, isHost: false, itemCount: 1, share: 2600 })
    expect(s.snapshot?.myInfo.items.map((i) => i.cartId)).toEqual([2001])
    // the message had no menu: its counts were put on the menu shown
    expect(s.snapshot?.storeInfo.menuList[0]?.goodsList.map((g) => [g.id, g.cartCount])).toEqual([
      [11, 3],
      [12, 0]
    ])
    expect(s.snapshot?.storeInfo.menuList[0]?.cartCount).toBe(3)
  })

  it('drops stale and duplicate messages (seq ≤ the last one) and other spells', () => {
    const at5 = groupCartReducer(shown, { type: 'update', seq: 5, data: sharedUpdate({ seq: 5 }) })
    expect(groupCartReducer(at5, { type: 'update', seq: 5, data: sharedUpdate({ seq: 5 }) })).toBe(at5)
    expect(groupCartReducer(at5, { type: 'update', seq: 4, data: sharedUpdate({ seq: 4 }) })).toBe(at5)
    expect(groupCartReducer(at5, { type: 'update', seq: 9, data: sharedUpdate({ tid: 8, seq: 9 }) })).toBe(
      at5
    )
    // A fetched snapshot older than what the broker delivered is ignored; the same seq is accepted.
    expect(groupCartReducer(at5, { type: 'snapshot', snapshot: spellSnapshot(2, { seq: 4 }) })).toBe(at5)
    expect(groupCartReducer(at5, { type: 'snapshot', snapshot: spellSnapshot(2, { seq: 5 }) }).seq).toBe(5)
  })

  it('keeps a message that came before the first snapshot and shows it when that snapshot is older', () => {
    const early = groupCartReducer(started, {
      type: 'update',
      seq: 4,
      data: sharedUpdate({ seq: 4, members: [1, 2, 3] })
    })
    expect(early.snapshot).toBeNull()
    expect(early.pending?.seq).toBe(4)
    const s = groupCartReducer(early, { type: 'snapshot', snapshot: spellSnapshot(2, { seq: 3 }) })
    expect(s.seq).toBe(4)
    expect(s.snapshot?.userList.map((u) => u.userId)).toEqual([1, 2, 3])
    expect(s.pending).toBeNull()
    // a snapshot as new as the kept message wins over it
    const same = groupCartReducer(early, {
      type: 'snapshot',
      snapshot: spellSnapshot(2, { seq: 4, members: [1, 2] })
    })
    expect(same.snapshot?.userList.map((u) => u.userId)).toEqual([1, 2])
    expect(same.pending).toBeNull()
  })

  it('does not show a message on a menu of another version; it waits for the next snapshot', () => {
    const other = { ...sharedUpdate({ seq: 6, members: [1, 2, 3] }) }
    other.storeInfo = { ...other.storeInfo, menuKey: 'menu-2' }
    const s = groupCartReducer(shown, { type: 'update', seq: 6, data: other })
    expect(s.seq).toBe(1)
    expect(s.pending?.seq).toBe(6)
    const fresh = spellSnapshot(2, { seq: 6, members: [1, 2, 3] })
    fresh.storeInfo = { ...fresh.storeInfo, menuKey: 'menu-2' }
    const after = groupCartReducer(s, { type: 'snapshot', snapshot: fresh })
    expect(after).toMatchObject({ seq: 6, pending: null })
  })

  it('marks the cart gone when I am no longer a member or the host dissolved it', () => {
    const removed = groupCartReducer(shown, {
      type: 'update',
      seq: 2,
      data: sharedUpdate({ seq: 2, members: [1, 3] })
    })
    expect(removed.gone).toBe('removed')
    const closed = groupCartReducer(shown, {
      type: 'update',
      seq: 2,
      data: sharedUpdate({ seq: 2, status: 'closed' })
    })
    expect(closed.gone).toBe('closed')
  })

  it('a new spell starts from scratch but keeps the connection status', () => {
    const online = groupCartReducer(
      groupCartReducer(shown, { type: 'update', seq: 2, data: sharedUpdate({ seq: 2 }) }),
      { type: 'status', status: 'online' }
    )
    const next = groupCartReducer(online, { type: 'start', tid: 9, userId: 2 })
    expect(next).toMatchObject({ tid: 9, snapshot: null, seq: -1, status: 'online', pending: null })
  })

  it('withMyInfo of a stranger is empty', () => {
    expect(withMyInfo(sharedSnapshot(), 99).myInfo).toMatchObject({ itemCount: 0, items: [], isHost: false })
  })
})

describe('group-cart store', () => {
  it('edits go to calc with my tid and the answer is shown', async () => {
    useGroupCart.getState().dispatch({ type: 'start', tid: 7, userId: 2 })
    api.calcSpell.mockResolvedValue(spellSnapshot(2, { seq: 4 }))
    const line = { goodsId: 11, itemCount: 2, props: [] }
    expect(await useGroupCart.getState().add(line)).toBe(true)
    expect(api.calcSpell).toHaveBeenCalledWith(7, 'add', line)
    expect(useGroupCart.getState().seq).toBe(4)
    // A slower answer of an earlier edit does not undo a newer published state.
    useGroupCart.getState().dispatch({ type: 'update', seq: 6, data: sharedUpdate({ seq: 6 }) })
    api.calcSpell.mockResolvedValue(spellSnapshot(2, { seq: 5 }))
    await useGroupCart.getState().clear()
    expect(useGroupCart.getState().seq).toBe(6)
  })

  it('a spell I no longer belong to is marked gone', async () => {
    useGroupCart.getState().dispatch({ type: 'start', tid: 7, userId: 2 })
    api.calcSpell.mockRejectedValue(new ApiError('NOT_FOUND', '找不到拼單'))
    await expect(useGroupCart.getState().refresh()).rejects.toThrow('找不到拼單')
    expect(useGroupCart.getState().gone).toBe('notFound')
  })

  it('the host locks and removes members through the store', async () => {
    useGroupCart.getState().dispatch({ type: 'start', tid: 7, userId: 1 })
    api.lockSpell.mockResolvedValue(spellSnapshot(1, { seq: 2, status: 'locked' }))
    expect(await useGroupCart.getState().lock(true)).toBe(true)
    expect(api.lockSpell).toHaveBeenCalledWith(7, true)
    expect(useGroupCart.getState().snapshot?.spellInfo.status).toBe('locked')
    api.removeMember.mockResolvedValue(spellSnapshot(1, { seq: 3, members: [1] }))
    await useGroupCart.getState().removeMember(2)
    expect(useGroupCart.getState().snapshot?.userList.map((u) => u.userId)).toEqual([1])
  })
})
