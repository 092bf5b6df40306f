import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'

const api = vi.hoisted(() => ({
  calcSpell: vi.fn(),
  lockSpell: vi.fn(),
  removeMember: vi.fn()
}))
vi.mock('@/services/spell', () => api)

import { useGroupCart } from './group-cart'
import { sharedSnapshot, spellSnapshot } from './group-cart-fixtures'
import { withMyInfo } from '@lotus/contract/spell'
import { groupCartReducer, initialGroupCart } from './group-cart-reducer'

beforeEach(() => {
  useGroupCart.setState({ ...initialGroupCart })
  vi.clearAllMocks()
})

describe('group-cart reducer', () => {
  const started = groupCartReducer(initialGroupCart, { type: 'start', tid: 7, userId: 2 })

  it('combines a published message with my own userId into myInfo', () => {
    const s = groupCartReducer(started, { type: 'update', seq: 3, data: sharedSnapshot({ seq: 3 }) })
    expect(s.seq).toBe(3)
    expect(s.snapshot?.myInfo).toMatchObject({ userId: 2, isHost: false, itemCount: 1, share: 2600 })
    expect(s.snapshot?.myInfo.items.map((i) => i.cartId)).toEqual([2001])
  })

  it('drops stale and duplicate messages (seq ≤ the last one) and other spells', () => {
    const at5 = groupCartReducer(started, { type: 'update', seq: 5, data: sharedSnapshot({ seq: 5 }) })
    expect(groupCartReducer(at5, { type: 'update', seq: 5, data: sharedSnapshot({ seq: 5 }) })).toBe(at5)
    expect(groupCartReducer(at5, { type: 'update', seq: 4, data: sharedSnapshot({ seq: 4 }) })).toBe(at5)
    expect(groupCartReducer(at5, { type: 'update', seq: 9, data: sharedSnapshot({ tid: 8, seq: 9 }) })).toBe(
      at5
    )
    // A fetched snapshot older than what the broker delivered is ignored; the same seq is accepted.
    expect(groupCartReducer(at5, { type: 'snapshot', snapshot: spellSnapshot(2, { seq: 4 }) })).toBe(at5)
    expect(groupCartReducer(at5, { type: 'snapshot', snapshot: spellSnapshot(2, { seq: 5 }) }).seq).toBe(5)
  })

  it('marks the cart gone when I am no longer a member or the host dissolved it', () => {
    const removed = groupCartReducer(started, {
      type: 'update',
      seq: 2,
      data: sharedSnapshot({ seq: 2, members: [1, 3] })
    })
    expect(removed.gone).toBe('removed')
    const closed = groupCartReducer(started, {
      type: 'update',
      seq: 2,
      data: sharedSnapshot({ seq: 2, status: 'closed' })
    })
    expect(closed.gone).toBe('closed')
  })

  it('a new spell starts from scratch but keeps the connection status', () => {
    const online = groupCartReducer(
      groupCartReducer(started, { type: 'update', seq: 2, data: sharedSnapshot({ seq: 2 }) }),
      { type: 'status', status: 'online' }
    )
    const next = groupCartReducer(online, { type: 'start', tid: 9, userId: 2 })
    expect(next).toMatchObject({ tid: 9, snapshot: null, seq: -1, status: 'online' })
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
    useGroupCart.getState().dispatch({ type: 'update', seq: 6, data: sharedSnapshot({ seq: 6 }) })
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
