import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GIFT_LINK_TTL_MS, giftDates } from '@lotus/contract/general'
import {
  addAddress,
  createUser,
  fillCart,
  noonClock,
  ORDER_ENV,
  servicesOf
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp

interface Store {
  id: number
  lat: number
  lng: number
}
interface GoodsRow {
  id: number
  price: number
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: { ...ORDER_ENV, JOBS: 'off' } })
  // Predictable shops: open, no min order, no activities, a wide delivery range.
  await t.db.query(
    `UPDATE merchants SET open_hours = '', is_open = true, min_order = 0, activities = '[]', delivery_range_m = 8000
     WHERE id IN (SELECT merchant_id FROM general_stores)`
  )
})
afterAll(() => t.close())

async function storeOf(kind: string, seedKey?: string): Promise<Store> {
  const s = await t.db.one<Store>(
    `SELECT m.id, m.lat, m.lng FROM general_stores s JOIN merchants m ON m.id = s.merchant_id
     WHERE s.kind = $1 AND ($2::text IS NULL OR m.seed_key = $2) ORDER BY m.id LIMIT 1`,
    [kind, seedKey ?? null]
  )
  if (!s) throw new Error(`no ${kind} store`)
  return s
}
const wineOf = async (mchId: number): Promise<GoodsRow> =>
  (await t.db.one<GoodsRow>(
    `SELECT g.id, g.price FROM goods g JOIN general_goods f ON f.goods_id = g.id
     WHERE g.merchant_id = $1 AND f.alcohol AND g.stock > 5 ORDER BY g.id LIMIT 1`,
    [mchId]
  ))!
const declare = (token: string, birthDate: string) =>
  t.client.postJson('/v1/general/age/declare', { birthDate }, { token })
const near = (s: Store) => ({ lat: s.lat + 0.002, lng: s.lng + 0.001 })

describe('general catalogue', () => {
  it('the home shows real categories of shops with counts, seasonal fruit and discounts', async () => {
    const r = await t.client.get('/v1/general/home', {})
    expect(r.body.code).toBe('0000')
    const home = r.body.data as {
      categories: Array<{ kind: string; storeCount: number }>
      seasonal: Array<{ seasonMonths: number[] }>
      discounts: Array<{ saving: number }>
    }
    expect(home.categories.map((c) => c.kind)).toEqual(['fruit', 'florist', 'bakery', 'wine', 'gift'])
    expect(home.categories.every((c) => c.storeCount >= 3)).toBe(true)
    // 2026-11-22 in Macau: November fruit only.
    expect(home.seasonal.length).toBeGreaterThan(0)
    expect(home.seasonal.every((g) => g.seasonMonths.includes(11))).toBe(true)
    expect(home.discounts.map((g) => g.saving)).toEqual(
      [...home.discounts.map((g) => g.saving)].sort((a, b) => b - a)
    )
  })

  it('seeds at least 15 general shops and 20 wines and gift sets', async () => {
    const n = await t.db.one<{ stores: number; wines: number }>(
      `SELECT (SELECT COUNT(*)::int FROM general_stores) AS stores,
         (SELECT COUNT(DISTINCT g.name)::int FROM goods g JOIN general_goods f ON f.goods_id = g.id
          JOIN general_stores s ON s.merchant_id = g.merchant_id AND s.kind = 'wine'
          WHERE f.alcohol OR f.gift_set) AS wines`
    )
    expect(n?.stores).toBeGreaterThanOrEqual(15)
    expect(n?.wines).toBeGreaterThanOrEqual(20)
  })

  it('fruit by weight shows its price per 500 g and estimate; discounts are sorted by saving', async () => {
    const f = (await t.client.get('/v1/general/fruit', { month: '7' })).body.data as {
      inSeason: Array<{
        sellBy: string
        pricePer500g: number | null
        unitGrams: number | null
        price: number
      }>
      origins: string[]
    }
    const byWeight = f.inSeason.filter((g) => g.sellBy === 'weight')
    expect(byWeight.length).toBeGreaterThan(0)
    for (const g of byWeight)
      expect(g.price).toBe(Math.round(((g.pricePer500g ?? 0) * (g.unitGrams ?? 0)) / 500))
    expect(f.origins).toContain('泰國')
    const d = (await t.client.get('/v1/general/discounts', { pageSize: '50' })).body.data as {
      list: Array<{ saving: number }>
    }
    expect(d.list.length).toBeGreaterThan(5)
    expect(d.list.map((g) => g.saving)).toEqual([...d.list.map((g) => g.saving)].sort((a, b) => b - a))
  })

  it('a store page, its search and similar stores; bad ids answer VALIDATION or NOT_FOUND', async () => {
    const s = await storeOf('florist')
    const page = (await t.client.get('/v1/general/store', { id: String(s.id) })).body.data as {
      store: { kind: string }
      categories: unknown[]
    }
    expect(page.store.kind).toBe('florist')
    expect(page.categories.length).toBeGreaterThan(0)
    const sim = (await t.client.get('/v1/general/similar', { id: String(s.id) })).body.data as Array<{
      id: number
      kind: string
    }>
    expect(sim.length).toBeGreaterThan(0)
    expect(sim.every((x) => x.kind === 'florist' && x.id !== s.id)).toBe(true)
    const search = (await t.client.get('/v1/general/goods', { mchId: String(s.id), keyword: '玫瑰' })).body
      .data as { list: Array<{ name: string }> }
    expect(search.list.every((g) => g.name.includes('玫瑰'))).toBe(true)
    expect((await t.client.get('/v1/general/store', { id: 'abc' })).body.code).toBe('VALIDATION')
    expect((await t.client.get('/v1/general/store', { id: '99999999999' })).body.code).toBe('VALIDATION')
    expect((await t.client.get('/v1/general/store', { id: '1' })).body.code).toBe('NOT_FOUND')
    expect((await t.client.get('/v1/general/goods', { keyword: 'a\u0000' })).body.code).not.toBe('INTERNAL')
  })
})

describe('the 18+ rule for alcohol', () => {
  it('refuses an undeclared or under-18 buyer on the server whatever the client sends, allows an adult', async () => {
    const s = await storeOf('wine', 'gen-wine-nam-van')
    const wine = await wineOf(s.id)
    const u = await createUser(t)
    const addressId = await addAddress(t, u.userId, near(s))
    const submit = () =>
      t.client.postJson(
        '/v1/general/order/submit',
        { clientKey: randomUUID(), mchId: s.id, addressId },
        { token: u.token }
      )
    await fillCart(t, u.userId, s.id, [{ goodsId: wine.id, itemCount: 1, props: [] }])
    let r = await submit()
    expect(r.body.code).toBe('AGE_RESTRICTED')
    expect(r.body.msg).toContain('出生日期')
    // The takeaway submit route does not get round it either.
    r = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: s.id, addressId },
      { token: u.token }
    )
    expect(r.body.code).toBe('AGE_RESTRICTED')

    // 2026-11-22 noon in Macau: born 2008-11-23 is still 17.
    expect((await declare(u.token, '2008-11-23')).body.data).toMatchObject({ status: 'minor' })
    r = await submit()
    expect(r.body.code).toBe('AGE_RESTRICTED')
    expect(r.body.msg).toBe('未滿 18 歲不得購買酒類')
    // Declared once: a minor cannot simply declare again.
    expect((await declare(u.token, '1990-01-01')).body.code).toBe('VALIDATION')
    const orders = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
      u.userId
    ])
    expect(orders?.n).toBe(0)

    const adult = await createUser(t)
    const a2 = await addAddress(t, adult.userId, near(s))
    expect((await declare(adult.token, '2008-11-22')).body.data).toMatchObject({ status: 'adult' })
    await fillCart(t, adult.userId, s.id, [{ goodsId: wine.id, itemCount: 1, props: [] }])
    r = await t.client.postJson(
      '/v1/general/order/submit',
      { clientKey: randomUUID(), mchId: s.id, addressId: a2 },
      { token: adult.token }
    )
    expect(r.body.code).toBe('0000')
    const o = await t.db.one<{ age_check: boolean; vertical: string }>(
      'SELECT age_check, vertical FROM orders WHERE id = $1',
      [(r.body.data as { orderId: number }).orderId]
    )
    expect(o).toEqual({ age_check: true, vertical: 'general' })
  })

  it('bad birth dates are refused and change nothing', async () => {
    const u = await createUser(t)
    for (const d of ['2008-02-30', '2030-01-01', '1800-01-01', '2008-1-1', '']) {
      expect((await declare(u.token, d)).body.code).toBe('VALIDATION')
    }
    // in words a customer understands, never 「參數 birthDate 格式錯誤」 (issue 35 point 11)
    expect((await declare(u.token, '1990/05/01')).body.msg).toBe(
      '請按「年-月-日」輸入出生日期，例如 1990-05-01'
    )
    expect((await declare(u.token, '1990-02-30')).body.msg).toBe('沒有這個出生日期，請檢查年、月、日')
    expect((await t.client.get('/v1/general/age', {}, { token: u.token })).body.data).toMatchObject({
      status: 'undeclared',
      birthDate: null
    })
    expect((await t.client.get('/v1/general/age', {})).body.code).toBe('401')
  })

  it("reads the account centre's verified birth date first and falls back to the declared one", async () => {
    const s = await storeOf('wine', 'gen-wine-nam-van')
    const wine = await wineOf(s.id)
    const verify = async (u: { userId: number; token: string }, number: string, birthDate: string) => {
      const upload = randomUUID().replace(/-/g, '').slice(0, 16)
      await t.db.query(
        `INSERT INTO uploads (id, user_id, mime, size, bytes, created_at) VALUES ($1, $2, 'image/png', 4, $3, 0)`,
        [upload, u.userId, Buffer.from([1, 2, 3, 4])]
      )
      const r = await t.client.postJson(
        '/v1/identity/submit',
        { docType: 'passport', name: '陳大文', number, birthDate, photos: [`/api/files/${upload}`] },
        { token: u.token }
      )
      expect(r.body.code).toBe('0000')
      await servicesOf(t).identity.review(u.userId, 'approved')
    }
    const trySubmit = async (u: { userId: number; token: string }) => {
      const addressId = await addAddress(t, u.userId, near(s))
      await fillCart(t, u.userId, s.id, [{ goodsId: wine.id, itemCount: 1, props: [] }])
      return t.client.postJson(
        '/v1/general/order/submit',
        { clientKey: randomUUID(), mchId: s.id, addressId },
        { token: u.token }
      )
    }
    const age = async (token: string) => (await t.client.get('/v1/general/age', {}, { token })).body.data

    // Verified adult who never declared: the verified date is enough.
    const verifiedAdult = await createUser(t)
    await verify(verifiedAdult, 'P7700001', '1990-05-06')
    expect(await age(verifiedAdult.token)).toEqual({
      status: 'adult',
      birthDate: '1990-05-06',
      verified: true,
      message: null
    })
    expect((await trySubmit(verifiedAdult)).body.code).toBe('0000')

    // Declared adult, but the verified identity says 17 (Macau calendar, 2026-11-22): the verified date wins.
    const minor = await createUser(t)
    expect((await declare(minor.token, '1990-01-01')).body.data).toMatchObject({
      status: 'adult',
      verified: false
    })
    await verify(minor, 'P7700002', '2008-11-23')
    expect(await age(minor.token)).toMatchObject({ status: 'minor', birthDate: '2008-11-23', verified: true })
    const refused = await trySubmit(minor)
    expect(refused.body.code).toBe('AGE_RESTRICTED')
    expect(refused.body.msg).toBe('未滿 18 歲不得購買酒類')
    expect(
      (
        await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
          minor.userId
        ])
      )?.n
    ).toBe(0)

    // A submission still in review does not count: the declared date stands in.
    const reviewing = await createUser(t)
    await declare(reviewing.token, '1980-02-02')
    const upload = randomUUID().replace(/-/g, '').slice(0, 16)
    await t.db.query(
      `INSERT INTO uploads (id, user_id, mime, size, bytes, created_at) VALUES ($1, $2, 'image/png', 4, $3, 0)`,
      [upload, reviewing.userId, Buffer.from([1, 2, 3, 4])]
    )
    await t.client.postJson(
      '/v1/identity/submit',
      {
        docType: 'passport',
        name: '陳大文',
        number: 'P7700003',
        birthDate: '2010-01-01',
        photos: [`/api/files/${upload}`]
      },
      { token: reviewing.token }
    )
    expect(await age(reviewing.token)).toMatchObject({
      status: 'adult',
      birthDate: '1980-02-02',
      verified: false
    })
    expect((await trySubmit(reviewing)).body.code).toBe('0000')
  })

  it('an alcohol order stops at the door for the age check before it is delivered', async () => {
    const s = await storeOf('wine', 'gen-wine-taipa')
    const wine = await wineOf(s.id)
    const u = await createUser(t)
    await declare(u.token, '1990-05-01')
    const addressId = await addAddress(t, u.userId, near(s))
    await fillCart(t, u.userId, s.id, [{ goodsId: wine.id, itemCount: 1, props: [] }])
    const sub = await t.client.postJson(
      '/v1/general/order/submit',
      { clientKey: randomUUID(), mchId: s.id, addressId },
      { token: u.token }
    )
    const { orderId } = sub.body.data as { orderId: number }
    await t.db.query("UPDATE orders SET status = 'paid', paid_at = $2, pay_method = 'online' WHERE id = $1", [
      orderId,
      t.clock.now()
    ])
    const states: string[] = []
    for (let i = 0; i < 4; i++) {
      expect(
        (await t.client.postForm('/dev/simulator/advance', { orderId: String(orderId) })).body.code
      ).toBe('0000')
      states.push(
        (
          (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body.data as {
            status: string
          }
        ).status
      )
    }
    expect(states).toEqual(['accepted', 'delivering', 'age_check', 'delivered'])
  })
})

describe('sending wine', () => {
  async function adultGiver() {
    const u = await createUser(t)
    await declare(u.token, '1985-03-03')
    return u
  }
  const send = (token: string, body: Record<string, unknown>) =>
    t.client.postJson('/v1/general/gift/send', body, { token })

  it('the gift link lifecycle: the recipient sees no price, fills the address once; other links are missing', async () => {
    const s = await storeOf('wine', 'gen-wine-nam-van')
    const wine = await wineOf(s.id)
    const giver = await adultGiver()
    const deliverOn = giftDates(t.clock.now())[1]
    const r = await send(giver.token, {
      clientKey: randomUUID(),
      goodsId: wine.id,
      count: 1,
      recipientName: '李小姐',
      recipientPhone: '66881234',
      address: null,
      deliverOn,
      card: '生日快樂！🍷',
      giftWrap: true
    })
    expect(r.body.code).toBe('0000')
    const { orderId, gift } = r.body.data as { orderId: number; gift: { token: string; state: string } }
    expect(gift.state).toBe('awaiting_address')
    // The giver's saved addresses are untouched.
    const saved = await t.client.get('/v1/user/address/list', {}, { token: giver.token })
    expect(JSON.stringify(saved.body.data ?? [])).not.toContain('李小姐')

    const view = await t.client.get('/v1/general/gift/view', { orderId: String(orderId), token: gift.token })
    expect(view.body.code).toBe('0000')
    // the link's random token is left out: it may spell "MOP" by chance
    const text = JSON.stringify(view.body.data).replaceAll(gift.token, '')
    expect(text).not.toMatch(/price|amount|total|MOP/i)
    expect(view.body.data).toMatchObject({
      needsAddress: true,
      card: '生日快樂！🍷',
      giftWrap: true,
      deliverOn
    })

    // Another order's id with this token, or a made-up token: missing.
    expect(
      (await t.client.get('/v1/general/gift/view', { orderId: String(orderId + 1), token: gift.token })).body
        .code
    ).toBe('NOT_FOUND')
    expect(
      (await t.client.get('/v1/general/gift/view', { orderId: String(orderId), token: 'A'.repeat(24) })).body
        .code
    ).toBe('NOT_FOUND')
    // Another user cannot read the giver's view.
    const other = await createUser(t)
    expect(
      (await t.client.get('/v1/general/gift/ofOrder', { orderId: String(orderId) }, { token: other.token }))
        .body.code
    ).toBe('NOT_FOUND')

    const far = { address: '珠海', detail: '', lat: 22.4, lng: 113.2 }
    expect(
      (await t.client.postJson('/v1/general/gift/address', { orderId, token: gift.token, ...far })).body.code
    ).toBe('OUT_OF_RANGE')
    const filled = await t.client.postJson('/v1/general/gift/address', {
      orderId,
      token: gift.token,
      address: '澳門南灣大馬路 500 號',
      detail: '12樓B',
      ...near(s)
    })
    expect(filled.body.code).toBe('0000')
    expect(filled.body.data).toMatchObject({ needsAddress: false, state: 'ready' })
    const o = await t.db.one<{ address: { address: string; name: string } }>(
      'SELECT address FROM orders WHERE id = $1',
      [orderId]
    )
    expect(o?.address).toMatchObject({ address: '澳門南灣大馬路 500 號', name: '李小姐' })
    const again = await t.client.postJson('/v1/general/gift/address', {
      orderId,
      token: gift.token,
      address: '別處',
      detail: '',
      ...near(s)
    })
    expect(again.body.code).toBe('ORDER_STATE')
  })

  it('an unanswered link expires after 48 hours: missing to the recipient, the order cancelled', async () => {
    const s = await storeOf('wine', 'gen-wine-nam-van')
    const wine = await wineOf(s.id)
    const giver = await adultGiver()
    const r = await send(giver.token, {
      clientKey: randomUUID(),
      goodsId: wine.id,
      count: 1,
      recipientName: '黃先生',
      recipientPhone: '66112233',
      address: null,
      deliverOn: giftDates(t.clock.now())[0],
      card: '',
      giftWrap: false
    })
    const { orderId, gift } = r.body.data as { orderId: number; gift: { token: string } }
    const q = { orderId: String(orderId), token: gift.token }
    expect((await t.client.get('/v1/general/gift/view', q)).body.code).toBe('0000')
    t.clock.advance(GIFT_LINK_TTL_MS - 60_000)
    expect((await t.client.get('/v1/general/gift/view', q)).body.code).toBe('0000')
    t.clock.advance(60_000)
    // Checked on read even before the job runs…
    expect((await t.client.get('/v1/general/gift/view', q)).body.code).toBe('NOT_FOUND')
    // …and the durable job closes the gift and its order.
    expect(await servicesOf(t).jobs.drain()).toBeGreaterThanOrEqual(1)
    const g = await t.db.one<{ state: string }>('SELECT state FROM wine_gifts WHERE order_id = $1', [orderId])
    const o = await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])
    expect({ gift: g?.state, order: o?.status }).toEqual({ gift: 'expired', order: 'cancelled' })
    expect(
      (
        await t.client.postJson('/v1/general/gift/address', {
          ...q,
          orderId,
          address: 'x',
          detail: '',
          ...near(s)
        })
      ).body.code
    ).toBe('NOT_FOUND')
  })

  it('refuses a minor giver, long cards, bad dates and non-wine goods; changes nothing', async () => {
    const s = await storeOf('wine', 'gen-wine-nam-van')
    const wine = await wineOf(s.id)
    const minor = await createUser(t)
    await declare(minor.token, '2010-01-01')
    const base = {
      goodsId: wine.id,
      count: 1,
      recipientName: '陳生',
      recipientPhone: '66001122',
      address: null,
      deliverOn: giftDates(t.clock.now())[2],
      card: '',
      giftWrap: false
    }
    expect((await send(minor.token, { ...base, clientKey: randomUUID() })).body.code).toBe('AGE_RESTRICTED')
    const giver = await adultGiver()
    const bad: Array<Record<string, unknown>> = [
      { card: '酒'.repeat(121) },
      { deliverOn: '2020-01-01' },
      { count: 0 },
      { count: 1.5 },
      { recipientPhone: '123' },
      { recipientName: '' },
      { goodsId: 2_147_483_648 },
      { extra: 1 }
    ]
    for (const b of bad) {
      const r = await send(giver.token, { ...base, clientKey: randomUUID(), ...b })
      expect(r.body.code, JSON.stringify(b)).toBe('VALIDATION')
    }
    const fruit = await t.db.one<{ id: number }>(
      `SELECT g.id FROM goods g JOIN general_stores s ON s.merchant_id = g.merchant_id AND s.kind = 'fruit' LIMIT 1`
    )
    expect(
      (await send(giver.token, { ...base, clientKey: randomUUID(), goodsId: fruit?.id })).body.code
    ).toBe('NOT_FOUND')
    const n = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM orders WHERE user_id = ANY($1::int[])',
      [[minor.userId, giver.userId]]
    )
    expect(n?.n).toBe(0)
  })

  it("a gift for a later day is taken outside the cellar's hours now; a resting cellar says so (issue 35)", async () => {
    const s = await storeOf('wine', 'gen-wine-nam-van')
    const wine = await wineOf(s.id)
    const giver = await adultGiver()
    const body = () => ({
      clientKey: randomUUID(),
      goodsId: wine.id,
      count: 1,
      recipientName: '何小姐',
      recipientPhone: '66112233',
      address: null,
      deliverOn: giftDates(t.clock.now())[2],
      card: '',
      giftWrap: false
    })
    const hours = await t.db.one<{ open_hours: string }>('SELECT open_hours FROM merchants WHERE id = $1', [
      s.id
    ])
    // the test clock is at noon: the cellar opens in the evening only
    await t.db.query("UPDATE merchants SET open_hours = '18:00-23:00' WHERE id = $1", [s.id])
    try {
      expect((await send(giver.token, body())).body.code).toBe('0000')
      await t.db.query('UPDATE merchants SET is_open = false WHERE id = $1', [s.id])
      expect((await t.client.get('/v1/general/store', { id: String(s.id) })).body.data).toMatchObject({
        store: { isOpen: false }
      })
      expect((await send(giver.token, body())).body.code).toBe('MERCHANT_CLOSED')
    } finally {
      await t.db.query('UPDATE merchants SET open_hours = $2, is_open = true WHERE id = $1', [
        s.id,
        hours?.open_hours
      ])
    }
  })
})

describe('sold by weight', () => {
  it('the store confirms the weight within ±10 %; a lighter one refunds the difference to the wallet', async () => {
    const s = await storeOf('fruit', 'gen-fruit-taipa')
    const g = (await t.db.one<{ id: number; price: number; per: number; grams: number }>(
      `SELECT g.id, g.price, f.price_per_500g AS per, f.unit_grams AS grams FROM goods g
       JOIN general_goods f ON f.goods_id = g.id WHERE g.merchant_id = $1 AND f.sell_by = 'weight' AND g.stock > 5
       ORDER BY g.id LIMIT 1`,
      [s.id]
    ))!
    const u = await createUser(t)
    const addressId = await addAddress(t, u.userId, near(s))
    await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: u.token })
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 500000, $2)', [
      u.userId,
      t.clock.now()
    ])
    await fillCart(t, u.userId, s.id, [{ goodsId: g.id, itemCount: 2, props: [] }])
    const sub = await t.client.postJson(
      '/v1/general/order/submit',
      { clientKey: randomUUID(), mchId: s.id, addressId },
      { token: u.token }
    )
    expect(sub.body.code).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    expect(
      (await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: u.token })).body
        .code
    ).toBe('0000')
    const before = (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [
      u.userId
    ]))!.balance
    const key = (
      (await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId: s.id } })).json()
        .data as { key: string }
    ).key
    const weigh = (body: unknown, k = key) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/merchant/general/weigh',
        headers: { 'x-merchant-key': k },
        payload: body as object
      })
    const est = g.grams * 2
    // the order says the grams charged for until the store weighs it (issue 35: it never showed a weight)
    const weightOf = async () =>
      (
        (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body.data as {
          items: Array<{ goodsId: number; weight?: unknown }>
        }
      ).items.find((i) => i.goodsId === g.id)?.weight
    expect(await weightOf()).toEqual({ estimatedGrams: est, finalGrams: null })
    expect(
      (await weigh({ orderId, lines: [{ goodsId: g.id, finalGrams: Math.floor(est * 0.89) }] })).json().code
    ).toBe('VALIDATION')
    // Another store's key: the order is missing to it.
    const other = await storeOf('fruit', 'gen-fruit-praia')
    const otherKey = (
      (
        await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId: other.id } })
      ).json().data as { key: string }
    ).key
    expect(
      (await weigh({ orderId, lines: [{ goodsId: g.id, finalGrams: est }] }, otherKey)).json().code
    ).toBe('NOT_FOUND')

    const finalGrams = Math.round(est * 0.95)
    const res = (await weigh({ orderId, lines: [{ goodsId: g.id, finalGrams }] })).json()
    expect(res.code).toBe('0000')
    const expectedRefund = g.price * 2 - Math.round((g.per * finalGrams) / 500)
    expect(res.data).toMatchObject({ refund: expectedRefund, policy: 'refund' })
    const after = (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [
      u.userId
    ]))!.balance
    expect(after - before).toBe(expectedRefund)
    expect(await weightOf()).toEqual({ estimatedGrams: est, finalGrams })
    expect((await weigh({ orderId, lines: [{ goodsId: g.id, finalGrams }] })).json().code).toBe('ORDER_STATE')
  })
})
