import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCart } from '../src/modules/cart/cart-store.js'
import type { CartLine } from '@lotus/contract/cart'
import { splitShares } from '../src/modules/spell/shares.js'
import { applyEdit, combineLines } from '../src/modules/spell/spell-service.js'
import { addAddress, createUser, fillCart, near, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { nonSpellMerchant, setupSpellShop, type SpellShop } from './helpers/spell-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

interface Item {
  goodsId: number
  itemCount: number
  props: Array<{ name: string; values: Array<{ value: string }> }>
  amount: number
  invalid: string | null
}
interface Member {
  userId: number
  isHost: boolean
  itemCount: number
  amount: number
  share: number
}
interface Snapshot {
  spellInfo: { tid: number; status: string; seq: number; orderId: number | null; hostId: number }
  myInfo: { userId: number; isHost: boolean; items: Item[]; itemCount: number; share: number }
  userList: Member[]
  cartInfo: Array<{ userId: number; items: Item[] }>
  result: { total: number; goodsAmount: number; packFee: number; deliveryFee: number }
  storeInfo: { menuList: Array<{ cartCount: number; goodsList: Array<{ id: number; cartCount: number }> }> }
  userText: string
}

let t: TestApp
let shop: SpellShop
type U = { userId: number; token: string }
let host: U
let amy: U
let bob: U
let outsider: U

const call = (u: U, path: string, body: unknown) =>
  t.client.postJson(`/v2/wm/pinCart/${path}`, body, { token: u.token })
async function ok<T>(u: U, path: string, body: unknown): Promise<T> {
  const r = await call(u, path, body)
  expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe('0000')
  return r.body.data as T
}
const calc = (u: U, tid: number, optType: string, data?: unknown) =>
  ok<Snapshot>(u, 'calc', { tid, optType, ...(data === undefined ? {} : { data }) })
const code = async (u: U, path: string, body: unknown) => (await call(u, path, body)).body.code

const rice = (n: number): CartLine => ({ goodsId: shop.goodsId, itemCount: n, props: [] })
const tea = (n: number, sweet: string, extras: string[] = []): CartLine => ({
  goodsId: shop.drinkId,
  itemCount: n,
  props: [
    { name: '甜度', values: [{ value: sweet }] },
    ...(extras.length ? [{ name: '加料', values: extras.map((value) => ({ value })) }] : [])
  ]
})

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupSpellShop(t)
  ;[host, amy, bob, outsider] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t)
  ])
})
afterAll(() => t.close())

describe('spell: merge rule and shares (pure)', () => {
  const lineArb = fc.record({
    goodsId: fc.constantFrom(1, 2),
    itemCount: fc.integer({ min: 0, max: 5 }),
    props: fc.constantFrom<CartLine['props'][]>(
      [],
      [{ name: '甜度', values: [{ value: '少甜' }] }],
      [{ name: '甜度', values: [{ value: '正常' }] }],
      [
        { name: '甜度', values: [{ value: '少甜' }] },
        { name: '加料', values: [{ value: '珍珠' }] }
      ]
    )
  })
  const key = (l: CartLine) =>
    `${l.goodsId}|${l.props.flatMap((p) => p.values.map((v) => v.value)).join(',')}`

  it('add replaces the entry with the same product and joined option values, otherwise appends', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (adds) => {
        let lines: CartLine[] = []
        const model = new Map<string, number>()
        for (const l of adds) {
          lines = applyEdit(lines, { tid: 1, optType: 'add', data: l })
          const k = key(l)
          if (l.itemCount === 0) model.delete(k)
          else model.set(k, l.itemCount) // Map.set keeps the first insertion position: replace in place
        }
        expect(lines.map((l) => [key(l), l.itemCount])).toEqual([...model.entries()])
      })
    )
  })

  it('combining members sums identical entries and keeps every item', () => {
    fc.assert(
      fc.property(fc.array(fc.array(lineArb, { maxLength: 6 }), { maxLength: 5 }), (members) => {
        const perMember = members.map((adds) =>
          adds.reduce<CartLine[]>((acc, l) => applyEdit(acc, { tid: 1, optType: 'add', data: l }), [])
        )
        const combined = combineLines(perMember)
        const total = (ls: CartLine[]) => ls.reduce((s, l) => s + l.itemCount, 0)
        expect(total(combined)).toBe(perMember.reduce((s, ls) => s + total(ls), 0))
        expect(new Set(combined.map(key)).size).toBe(combined.length)
      })
    )
  })

  it('shares sum to the total, are never negative and within 1 avo of the proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, goods) => {
          const members = goods.map((g, i) => ({ userId: i + 1, goods: g, isHost: i === 0, joinOrder: i }))
          const shares = splitShares(total, members)
          const list = members.map((m) => shares.get(m.userId) ?? -1)
          expect(list.reduce((a, b) => a + b, 0)).toBe(total)
          const all = goods.reduce((a, b) => a + b, 0)
          list.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0)
            const exact = all === 0 ? (i === 0 ? total : 0) : (total * (goods[i] ?? 0)) / all
            expect(Math.abs(s - exact)).toBeLessThan(1 + 1e-6)
          })
        }
      )
    )
  })

  it('leftover avos go to the largest remainders, ties to the host then join order', () => {
    const s = splitShares(100, [
      { userId: 7, goods: 1, isHost: false, joinOrder: 1 },
      { userId: 8, goods: 1, isHost: false, joinOrder: 2 },
      { userId: 9, goods: 1, isHost: true, joinOrder: 0 }
    ])
    expect([s.get(9), s.get(7), s.get(8)]).toEqual([34, 33, 33])
    const s2 = splitShares(10, [
      { userId: 1, goods: 2, isHost: true, joinOrder: 0 },
      { userId: 2, goods: 1, isHost: false, joinOrder: 1 }
    ])
    expect([s2.get(1), s2.get(2)]).toEqual([7, 3]) // 6.67 → 7, 3.33 → 3
  })
})

describe('spell over HTTP', () => {
  let tid: number
  let shareCode: string

  it('mqttAuthInfo gives short-lived credentials and the broker address', async () => {
    const a = await ok<{
      host: string
      username: string
      password: string
      clientId: string
      expiresAt: number
    }>(host, 'mqttAuthInfo', {})
    expect(a.host).toMatch(/^ws:\/\/.+\/mqtt$/)
    expect(a.username).toMatch(/^u\d+_/)
    expect(a.password.length).toBeGreaterThanOrEqual(24)
    expect(a.clientId).toContain(String(host.userId))
    expect(a.expiresAt).toBe(Math.floor(t.clock.now() / 1000) + 7200)
    const row = await t.db.one<{ password_hash: string }>(
      'SELECT password_hash FROM mqtt_credentials WHERE username = $1',
      [a.username]
    )
    expect(row?.password_hash).not.toContain(a.password) // stored hashed
    const anon = await t.client.postJson('/v2/wm/pinCart/mqttAuthInfo', {})
    expect(anon.body.code).toBe('401')
  })

  it('create: only at merchants that take group orders; again answers the open spell', async () => {
    expect(await code(host, 'create', { mchId: await nonSpellMerchant(t) })).toBe('MERCHANT_NO_SPELL')
    expect(await code(host, 'create', { mchId: 999_999 })).toBe('NOT_FOUND')
    expect(await code(host, 'create', { mchId: shop.mchId, extra: 1 })).toBe('VALIDATION')
    const c = await ok<{ tid: number; shareCode: string }>(host, 'create', { mchId: shop.mchId })
    expect(c.shareCode).toMatch(/^[A-Z2-9]{8}$/)
    tid = c.tid
    shareCode = c.shareCode
    expect(await ok(host, 'create', { mchId: shop.mchId })).toEqual(c)
  })

  it('join by share code; strangers see nothing', async () => {
    expect(await code(amy, 'join', { shareCode: 'ZZZZZZZZ' })).toBe('SHARE_CODE_INVALID')
    expect(await code(outsider, 'calc', { tid, optType: 'get' })).toBe('NOT_FOUND')
    expect(await ok(amy, 'join', { shareCode: shareCode.toLowerCase() })).toEqual({ tid })
    expect(await ok(amy, 'join', { shareCode })).toEqual({ tid }) // idempotent
    await ok(bob, 'join', { shareCode })
    const snap = await calc(amy, tid, 'get')
    expect(snap.userList.map((u) => [u.userId, u.isHost])).toEqual([
      [host.userId, true],
      [amy.userId, false],
      [bob.userId, false]
    ])
    expect(snap.userText).toBe('3人正在拼單')
    expect(snap.myInfo).toMatchObject({ userId: amy.userId, isHost: false, items: [] })
  })

  it('calc edits only my lines with the merge rule; every member sees the same cart', async () => {
    await calc(amy, tid, 'add', rice(1))
    let snap = await calc(amy, tid, 'add', rice(3)) // same product, no options → replaced
    expect(snap.myInfo.items.map((i) => [i.goodsId, i.itemCount])).toEqual([[shop.goodsId, 3]])
    await calc(amy, tid, 'add', tea(1, '少甜'))
    snap = await calc(amy, tid, 'add', tea(2, '正常')) // other option values → appended
    snap = await calc(amy, tid, 'add', tea(4, '少甜')) // equal joined values → replaced
    expect(snap.myInfo.items.map((i) => i.itemCount)).toEqual([3, 4, 2])
    snap = await calc(amy, tid, 'remove', tea(0, '正常'))
    expect(snap.myInfo.items.map((i) => i.itemCount)).toEqual([3, 4])
    snap = await calc(bob, tid, 'set', [rice(1), tea(1, '少甜', ['珍珠']), rice(2)])
    expect(snap.myInfo.items.map((i) => [i.goodsId, i.itemCount])).toEqual([
      [shop.goodsId, 2],
      [shop.drinkId, 1]
    ])
    const mine = snap.cartInfo.find((c) => c.userId === amy.userId)
    expect(mine?.items.map((i) => i.itemCount)).toEqual([3, 4])
    // 5 rice × 2500 + pack 5 × 100, 4 tea × 3000 + 1 tea with pearls 3500, delivery 1000
    expect(snap.result.goodsAmount).toBe(5 * 2500 + 4 * 3000 + 3500)
    expect(snap.result.packFee).toBe(500)
    const amyRow = snap.userList.find((u) => u.userId === amy.userId)
    expect(amyRow).toMatchObject({ itemCount: 7, amount: 3 * 2500 + 4 * 3000 })
    expect(snap.userList.reduce((s, u) => s + u.share, 0)).toBe(snap.result.total)
    const counts = snap.storeInfo.menuList.flatMap((c) => c.goodsList).filter((g) => g.cartCount > 0)
    expect(counts.map((g) => [g.id, g.cartCount]).sort()).toEqual(
      [
        [shop.goodsId, 5],
        [shop.drinkId, 5]
      ].sort()
    )
    expect(
      await code(amy, 'calc', { tid, optType: 'add', data: { goodsId: 999_999, itemCount: 1, props: [] } })
    ).toBe('NOT_FOUND')
    expect(await code(amy, 'calc', { tid, optType: 'bogus' })).toBe('VALIDATION')
    expect(await code(amy, 'calc', { tid, optType: 'add' })).toBe('VALIDATION')
  })

  it('each change bumps seq', async () => {
    const a = await calc(host, tid, 'get')
    const b = await calc(host, tid, 'add', rice(1))
    expect(b.spellInfo.seq).toBe(a.spellInfo.seq + 1)
  })

  it('only the host locks; a locked cart refuses member edits and joins', async () => {
    expect(await code(amy, 'lock', { tid, locked: true })).toBe('SPELL_HOST_ONLY')
    const snap = await ok<Snapshot>(host, 'lock', { tid, locked: true })
    expect(snap.spellInfo.status).toBe('locked')
    expect(await code(amy, 'calc', { tid, optType: 'add', data: rice(9) })).toBe('SPELL_LOCKED')
    expect(await code(outsider, 'join', { shareCode })).toBe('SPELL_LOCKED')
    expect((await calc(amy, tid, 'get')).myInfo.itemCount).toBe(7)
    await ok(host, 'lock', { tid, locked: false })
  })

  it('the host removes a member: their items go, they cannot come back', async () => {
    expect(await code(amy, 'remove', { tid, userId: bob.userId })).toBe('SPELL_HOST_ONLY')
    const snap = await ok<Snapshot>(host, 'remove', { tid, userId: bob.userId })
    expect(snap.userList.map((u) => u.userId)).toEqual([host.userId, amy.userId])
    expect(await code(bob, 'calc', { tid, optType: 'get' })).toBe('NOT_FOUND')
    expect(await code(bob, 'join', { shareCode })).toBe('SPELL_REMOVED')
    expect(await code(host, 'remove', { tid, userId: bob.userId })).toBe('NOT_FOUND')
  })

  it('submit: host only, locked, quotes the group lines as a spell order; shares sum to the total', async () => {
    const addressId = await addAddress(t, host.userId, near(shop))
    // The host's own takeaway cart at this merchant is never touched by the spell checkout.
    await fillCart(t, host.userId, shop.mchId, [{ goodsId: shop.drinkId, itemCount: 2, props: [] }])
    const hostCart = await readCart(t.db, host.userId, shop.mchId)
    const body = { tid, addressId, clientKey: randomUUID() }
    expect(await code(host, 'submit', body)).toBe('SPELL_NOT_LOCKED')
    await ok(host, 'lock', { tid, locked: true })
    expect(await code(amy, 'submit', body)).toBe('SPELL_HOST_ONLY')
    const before = await calc(host, tid, 'get')
    const r = await ok<{ orderId: number; total: number; shares: Array<{ userId: number; share: number }> }>(
      host,
      'submit',
      body
    )
    expect(r.total).toBe(before.result.total) // same point-independent fees here (flat delivery fee)
    expect(r.shares.reduce((s, x) => s + x.share, 0)).toBe(r.total)
    expect(await ok(host, 'submit', body)).toEqual(r) // same clientKey → same order
    const order = await t.client.get(`/v1/store/order/${r.orderId}`, {}, { token: host.token })
    const detail = order.body.data as {
      vertical: string
      fulfilment: string
      items: Array<{ goodsId: number; itemCount: number }>
    }
    expect(detail).toMatchObject({ vertical: 'spell', fulfilment: 'delivery' })
    expect(detail.items.map((i) => [i.goodsId, i.itemCount])).toEqual([
      [shop.goodsId, 4],
      [shop.drinkId, 4]
    ])
    // the very same rows (ids included): not replaced and restored, never written
    expect(await readCart(t.db, host.userId, shop.mchId)).toEqual(hostCart)
    const after = await calc(amy, tid, 'get')
    expect(after.spellInfo).toMatchObject({ status: 'submitted', orderId: r.orderId })
    expect(after.myInfo.share).toBe(r.shares.find((s) => s.userId === amy.userId)?.share)
    expect(await code(amy, 'calc', { tid, optType: 'add', data: rice(1) })).toBe('SPELL_NOT_OPEN')
    expect(await code(host, 'submit', { ...body, clientKey: randomUUID() })).toBe('SPELL_NOT_OPEN')
  })

  it('a failed submit changes nothing: the host cart is restored and the spell stays locked', async () => {
    const c = await ok<{ tid: number; shareCode: string }>(amy, 'create', { mchId: shop.mchId })
    await calc(amy, c.tid, 'add', rice(2))
    await ok(amy, 'lock', { tid: c.tid, locked: true })
    expect(await code(amy, 'submit', { tid: c.tid, addressId: 999_999, clientKey: randomUUID() })).toBe(
      'NOT_FOUND'
    )
    expect(await readCart(t.db, amy.userId, shop.mchId)).toEqual([])
    expect((await calc(amy, c.tid, 'get')).spellInfo.status).toBe('locked')
    // An empty spell cannot be submitted.
    const e = await ok<{ tid: number }>(bob, 'create', { mchId: shop.mchId })
    await ok(bob, 'lock', { tid: e.tid, locked: true })
    const bobAddress = await addAddress(t, bob.userId, near(shop))
    expect(await code(bob, 'submit', { tid: e.tid, addressId: bobAddress, clientKey: randomUUID() })).toBe(
      'SPELL_EMPTY'
    )
  })

  it('leave: a member leaves with their items; the host leaving dissolves the spell', async () => {
    const c = await ok<{ tid: number; shareCode: string }>(outsider, 'create', { mchId: shop.mchId })
    await ok(host, 'join', { shareCode: c.shareCode })
    await calc(host, c.tid, 'add', rice(1))
    expect(await ok(host, 'leave', { tid: c.tid })).toBeNull()
    expect((await calc(outsider, c.tid, 'get')).userList.map((u) => u.userId)).toEqual([outsider.userId])
    await ok(host, 'join', { shareCode: c.shareCode }) // leaving is not being removed
    await ok(outsider, 'leave', { tid: c.tid })
    const gone = await calc(host, c.tid, 'get')
    expect(gone.spellInfo.status).toBe('closed')
    expect(gone.userText).toBe('拼單已解散')
    expect(await code(host, 'calc', { tid: c.tid, optType: 'add', data: rice(1) })).toBe('SPELL_NOT_OPEN')
  })

  it('list and merchants', async () => {
    const mine = await ok<Array<{ tid: number; isHost: boolean; status: string }>>(amy, 'list', {})
    expect(mine.map((s) => s.tid)).toContain(tid)
    expect(mine[0]?.status).toBe('locked') // open/locked first
    const m = await ok<{ list: Array<{ verticals: string[]; distance: number }>; total: number }>(
      amy,
      'merchants',
      { lat: shop.lat, lng: shop.lng, pageSize: 5 }
    )
    expect(m.list.length).toBeGreaterThan(0)
    expect(m.list.every((x) => x.verticals.includes('spell'))).toBe(true)
    expect(m.list[0]?.distance).toBe(0)
  })
})
