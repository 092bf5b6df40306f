import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartCalc, CartLine, FeeLine } from '@lotus/contract/cart'
import { giftDates } from '@lotus/contract/general'
import { seatPrice, type SeatMap } from '@lotus/contract/group'
import { pointsMallPrice, type PointsMallItem } from '@lotus/contract/order-points'
import {
  addAddress,
  createUser,
  fillCart,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 35, "what a customer is shown is what they pay": in each vertical the confirm page's amounts (the quote
 * it draws) equal the amount charged and the order detail's, line by line. The time bands the seed gives every
 * merchant stay on, and the address is ~4 km from the shop, so a fee priced at the wrong point shows up.
 */

let t: TestApp
type U = { userId: number; token: string }
const PASSWORD = '135790'

interface Detail {
  items: Array<{ goodsId: number; itemCount: number; amount: number }>
  amounts: { feeLines: FeeLine[]; total: number }
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

/** About 4 km north-east of a point: beyond every seeded band's free kilometres. */
const far = (p: { lat: number; lng: number }) => ({ lat: p.lat + 0.03, lng: p.lng + 0.02 })

async function payer(): Promise<U> {
  const u = await createUser(t)
  await t.client.postForm('/v1/appUser/setPayPassword', { password: PASSWORD }, { token: u.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 5000000, $2)', [
    u.userId,
    t.clock.now()
  ])
  return u
}

const balance = async (u: U) =>
  Number(
    (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [u.userId]))
      ?.balance
  )

const pointsOf = async (u: U) =>
  ((await t.client.get('/v1/points/balance', {}, { token: u.token })).body.data as { balance: number })
    .balance

/** Pays from the wallet; answers what left the wallet. */
async function pay(u: U, orderId: number): Promise<number> {
  const before = await balance(u)
  const r = await t.client.postForm('/v1/pay/wallet', { orderId, password: PASSWORD }, { token: u.token })
  expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
  return before - (await balance(u))
}

async function detail(u: U, orderId: number): Promise<Detail> {
  const r = await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })
  expect(r.body.code).toBe('0000')
  return r.body.data as Detail
}

async function quote(u: U, body: Record<string, unknown>): Promise<CartCalc> {
  const r = await t.client.postJson('/v2/wm/cart/calc', body, { token: u.token })
  expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
  return r.body.data as CartCalc
}

const shownLines = (c: CartCalc) =>
  c.cartInfo
    .flatMap((b) => b.items)
    .map((i) => ({ goodsId: i.goodsId, itemCount: i.itemCount, amount: i.amount }))

/** The confirm page's numbers against the charge and the order detail. */
async function expectPaidAsShown(
  u: U,
  orderId: number,
  shown: { total: number; feeLines: FeeLine[]; items: Detail['items'] }
) {
  const charged = await pay(u, orderId)
  const d = await detail(u, orderId)
  expect(charged).toBe(shown.total)
  expect(d.amounts.total).toBe(shown.total)
  expect(d.amounts.feeLines).toEqual(shown.feeLines)
  expect(d.items.map((i) => ({ goodsId: i.goodsId, itemCount: i.itemCount, amount: i.amount }))).toEqual(
    shown.items
  )
}

/** A delivering merchant of the vertical, open, no minimum, delivering 8 km, with a goods of known price. */
async function shopOf(vertical: string, offset = 0) {
  const m = await t.db.one<{ id: number; lat: number; lng: number }>(
    `SELECT id, lat, lng FROM merchants WHERE $1 = ANY(verticals) AND delivery_fee > 0
     ORDER BY id LIMIT 1 OFFSET $2`,
    [vertical, offset]
  )
  if (!m) throw new Error(`no ${vertical} merchant`)
  await t.db.query(
    `UPDATE merchants SET open_hours = '', is_open = true, min_order = 0, activities = '[]',
       delivery_range_m = 8000 WHERE id = $1`,
    [m.id]
  )
  const bands = await t.db.one<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM time_fee_bands WHERE merchant_id = $1',
    [m.id]
  )
  expect(bands?.n).toBeGreaterThan(0)
  const cat = await t.db.one<{ id: number }>(
    'SELECT id FROM goods_categories WHERE merchant_id = $1 ORDER BY id LIMIT 1',
    [m.id]
  )
  const g = await t.db.one<{ id: number }>(
    `INSERT INTO goods (merchant_id, category_id, name, price, pack_fee, stock, total_stock, limit_buy)
     VALUES ($1, $2, $3, 3150, 100, 500, 500, 0) RETURNING id`,
    [m.id, cat?.id, `對賬餐 ${randomBytes(2).toString('hex')}`]
  )
  return { ...m, goodsId: Number(g?.id) }
}

describe('what a customer is shown is what they pay', () => {
  it('takeaway: the checkout quote at the chosen address is the charge and the order detail', async () => {
    const shop = await setupShop(t, { price: 3150, packFee: 100 })
    const u = await payer()
    const addressId = await addAddress(t, u.userId, far(shop))
    await fillCart(t, u.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 3, props: [] }])
    const c = await quote(u, { mchId: shop.mchId, lat: shop.lat, lng: shop.lng, data: null, addressId })
    expect(c.result.deliveryFee).toBeGreaterThan(0)
    const r = await t.client.postJson(
      '/v1/store/order/submit',
      {
        clientKey: randomUUID(),
        mchId: shop.mchId,
        addressId,
        ...(c.couponId ? { couponId: c.couponId } : {}),
        ...(c.redEnvelopeId ? { redEnvelopeId: c.redEnvelopeId } : {})
      },
      { token: u.token }
    )
    expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
    const { orderId } = r.body.data as { orderId: number }
    await expectPaidAsShown(u, orderId, {
      total: c.result.total,
      feeLines: c.result.feeLines,
      items: shownLines(c)
    })
  })

  it('general fruit shop: the bar fee is the one charged, and the checkout sheet at the address is paid', async () => {
    const s = await t.db.one<{ id: number; lat: number; lng: number }>(
      `SELECT m.id, m.lat, m.lng FROM general_stores s JOIN merchants m ON m.id = s.merchant_id
       WHERE s.kind = 'fruit' AND m.delivery_fee > 0 ORDER BY m.id LIMIT 1`
    )
    if (!s) throw new Error('no fruit shop')
    await t.db.query(
      `UPDATE merchants SET open_hours = '', is_open = true, min_order = 0, delivery_range_m = 8000 WHERE id = $1`,
      [s.id]
    )
    const g = await t.db.one<{ id: number }>(
      `SELECT g.id FROM goods g LEFT JOIN general_goods f ON f.goods_id = g.id
       WHERE g.merchant_id = $1 AND g.on_sale AND g.stock > 5 AND COALESCE(f.sell_by, 'unit') = 'unit'
       ORDER BY g.id LIMIT 1`,
      [s.id]
    )
    const u = await payer()
    const line: CartLine = { goodsId: Number(g?.id), itemCount: 2, props: [] }

    // The store page's bar (配送費 before anything is priced) says the fee an order at the shop's door pays now.
    const page = (await t.client.get('/v1/general/store', { id: String(s.id) })).body.data as {
      store: { deliveryFee: number }
    }
    const door = await addAddress(t, u.userId, { lat: s.lat, lng: s.lng })
    await fillCart(t, u.userId, s.id, [line])
    const atDoor = await quote(u, { mchId: s.id, lat: s.lat, lng: s.lng, data: null, addressId: door })
    expect(page.store.deliveryFee).toBe(atDoor.result.deliveryFee)

    // The checkout sheet prices the chosen address; that is what is charged and what the order says.
    const addressId = await addAddress(t, u.userId, far(s))
    const c = await quote(u, { mchId: s.id, lat: s.lat, lng: s.lng, data: null, addressId })
    const r = await t.client.postJson(
      '/v1/general/order/submit',
      { clientKey: randomUUID(), mchId: s.id, addressId },
      { token: u.token }
    )
    expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
    const { orderId } = r.body.data as { orderId: number }
    await expectPaidAsShown(u, orderId, {
      total: c.result.total,
      feeLines: c.result.feeLines,
      items: shownLines(c)
    })
  })

  it('supermarket: the slot checkout quote is the charge and the order detail', async () => {
    const store = await t.db.one<{ id: number; lat: number; lng: number }>(
      `SELECT id, lat, lng FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
    )
    if (!store) throw new Error('no supermarket')
    await t.db.query('UPDATE merchants SET delivery_range_m = 8000, min_order = 0 WHERE id = $1', [store.id])
    const g = await t.db.one<{ id: number }>(
      'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL AND stock > 5 ORDER BY id LIMIT 1',
      [store.id]
    )
    const u = await payer()
    const addressId = await addAddress(t, u.userId, far(store))
    await fillCart(t, u.userId, store.id, [
      { goodsId: Number(g?.id), productId: Number(g?.id), itemCount: 2, props: [] }
    ])
    const c = await quote(u, {
      mchId: store.id,
      lat: store.lat,
      lng: store.lng,
      data: null,
      addressId,
      fulfilment: 'delivery',
      scheduled: true
    })
    const r = await t.client.postJson(
      '/v1/market/order/submit',
      {
        clientKey: randomUUID(),
        mchId: store.id,
        addressId,
        date: '2026-11-22',
        slot: '18:00-20:00',
        ...(c.couponId ? { couponId: c.couponId } : {}),
        ...(c.freeDeliveryId ? { freeDeliveryId: c.freeDeliveryId } : {})
      },
      { token: u.token }
    )
    expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
    const { orderId } = r.body.data as { orderId: number }
    await expectPaidAsShown(u, orderId, {
      total: c.result.total,
      feeLines: c.result.feeLines,
      items: shownLines(c)
    })
  })

  describe('spell', () => {
    interface Snap {
      spellInfo: { tid: number }
      userList: Array<{ userId: number; share: number }>
      result: { total: number; feeLines: FeeLine[]; deliveryFee: number }
      cartInfo: Array<{
        userId: number
        items: Array<{ goodsId: number; itemCount: number; amount: number }>
      }>
    }
    const call = (u: U, path: string, body: unknown) =>
      t.client.postJson(`/v2/wm/pinCart/${path}`, body, { token: u.token })
    const ok = async <T>(u: U, path: string, body: unknown): Promise<T> => {
      const r = await call(u, path, body)
      expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe('0000')
      return r.body.data as T
    }

    async function lockedSpell() {
      const shop = await shopOf('spell')
      const host = await payer()
      const amy = await createUser(t)
      const { tid, shareCode } = await ok<{ tid: number; shareCode: string }>(host, 'create', {
        mchId: shop.id
      })
      await ok(amy, 'join', { shareCode })
      const rice = (n: number) => ({ goodsId: shop.goodsId, itemCount: n, props: [] })
      await ok(host, 'calc', { tid, optType: 'add', data: rice(2) })
      await ok(amy, 'calc', { tid, optType: 'add', data: rice(1) })
      await ok(host, 'lock', { tid, locked: true })
      const addressId = await addAddress(t, host.userId, far(shop))
      return { shop, host, amy, tid, addressId }
    }

    it('the confirm sheet at the chosen address, each member’s share and the charge agree', async () => {
      const { host, amy, tid, addressId } = await lockedSpell()
      // The host picks the address on the confirm sheet: the spell is priced there, members see their share.
      const shown = await ok<Snap>(host, 'address', { tid, addressId })
      const amySees = await ok<Snap>(amy, 'calc', { tid, optType: 'get' })
      const amyShare = amySees.userList.find((m) => m.userId === amy.userId)?.share
      expect(amyShare).toBe(shown.userList.find((m) => m.userId === amy.userId)?.share)

      const r = await ok<{
        orderId: number
        total: number
        shares: Array<{ userId: number; share: number }>
      }>(host, 'submit', { tid, addressId, clientKey: randomUUID(), expectedTotal: shown.result.total })
      expect(r.total).toBe(shown.result.total)
      // nobody's share moved between the confirm sheet and the order
      expect(r.shares.find((s) => s.userId === amy.userId)?.share).toBe(amyShare)
      const items = shown.cartInfo.flatMap((c) => c.items)
      const d = await detail(host, r.orderId)
      expect(d.items.reduce((s, i) => s + i.amount, 0)).toBe(items.reduce((s, i) => s + i.amount, 0))
      const charged = await pay(host, r.orderId)
      expect(charged).toBe(shown.result.total)
      expect(d.amounts.total).toBe(shown.result.total)
      expect(d.amounts.feeLines).toEqual(shown.result.feeLines)
    })

    it('a total that moved since the sheet was drawn is refused with PRICE_CHANGED and nothing is placed', async () => {
      const { host, tid, addressId } = await lockedSpell()
      const atShop = await ok<Snap>(host, 'calc', { tid, optType: 'get' })
      const r = await call(host, 'submit', {
        tid,
        addressId,
        clientKey: randomUUID(),
        expectedTotal: atShop.result.total
      })
      expect(r.body.code).toBe('PRICE_CHANGED')
      expect(r.body.msg).toMatch(/^拼單金額已更新為 MOP/)
      const n = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
        host.userId
      ])
      expect(n?.n).toBe(0)
      // only the host sets where the spell goes; someone else's address is not found
      const other = await createUser(t)
      const foreign = await addAddress(t, other.userId, far({ lat: 22.2, lng: 113.55 }))
      expect((await call(host, 'address', { tid, addressId: foreign })).body.code).toBe('NOT_FOUND')
    })
  })

  describe('group buying', () => {
    const get = async <T>(u: U | null, path: string, q: Record<string, string | number>): Promise<T> => {
      const r = await t.client.get(path, q, u ? { token: u.token } : {})
      expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe('0000')
      return r.body.data as T
    }
    const post = async <T>(u: U, path: string, body: unknown): Promise<T> => {
      const r = await t.client.postJson(path, body, { token: u.token })
      expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe('0000')
      return r.body.data as T
    }

    /** The group order page (`/tuan/order/detail`) and the order detail say what was charged, line by line. */
    async function expectGroupPaidAsShown(
      u: U,
      placed: { orderId: number; total: number },
      shown: { total: number; lines: number[] }
    ) {
      expect(placed.total).toBe(shown.total)
      const charged = await pay(u, placed.orderId)
      expect(charged).toBe(shown.total)
      const g = await get<{ total: number; status: string }>(u, '/tuan/order/detail', { id: placed.orderId })
      expect(g.total).toBe(shown.total)
      expect(g.status).not.toBe('unpaid')
      const d = await detail(u, placed.orderId)
      expect(d.amounts.total).toBe(shown.total)
      expect(d.items.map((i) => i.amount)).toEqual(shown.lines)
    }

    it.each(['deal', 'combo'])(
      'a %s: the confirm page’s 合計 (price × count) is the charge',
      async (kind) => {
        const row = await t.db.one<{ id: number }>(
          'SELECT id FROM group_deals WHERE kind = $1 ORDER BY id LIMIT 1',
          [kind]
        )
        if (!row) throw new Error(`no ${kind} seeded`)
        const u = await payer()
        const deal = await get<{ price: number; originalPrice?: number }>(u, '/tuan/deal/detail', {
          id: row.id
        })
        const count = 2
        const placed = await post<{ orderId: number; total: number }>(u, '/tuan/voucher/buy', {
          clientKey: randomUUID(),
          dealId: row.id,
          count
        })
        await expectGroupPaidAsShown(u, placed, { total: deal.price * count, lines: [deal.price * count] })
      }
    )

    it('a film: the seats’ prices on the seat map add up to the charge', async () => {
      const cinema = await t.db.one<{ id: number }>(
        "SELECT id FROM merchants WHERE category = '電影' ORDER BY id LIMIT 1"
      )
      const film = await t.db.one<{ id: number }>('SELECT id FROM films ORDER BY id LIMIT 1')
      const sh = await t.db.one<{ id: number }>(
        `INSERT INTO showtimes (merchant_id, film_id, hall, starts_at, rows, cols, vip_rows, price, vip_price)
         VALUES ($1, $2, '2號廳', $3, 6, 8, '{5,6}', 6800, 9800) RETURNING id`,
        [cinema?.id, film?.id, t.clock.now() + 86_400_000]
      )
      const u = await payer()
      const map = await get<SeatMap>(u, '/tuan/showtime/seats', { id: Number(sh?.id) })
      const seats = [
        { row: 2, col: 4 },
        { row: 5, col: 4 }
      ]
      // as the seat page adds them (contract/group.ts seatPrice)
      const price = (x: { row: number; col: number }) => seatPrice(map, x.row, x.col) ?? NaN
      const shown = seats.reduce((sum, x) => sum + price(x), 0)
      expect(shown).toBe(6800 + 9800)
      const placed = await post<{ orderId: number; total: number }>(u, '/tuan/ticket/buy', {
        clientKey: randomUUID(),
        showtimeId: sh?.id,
        seats
      })
      const d = await detail(u, placed.orderId)
      await expectGroupPaidAsShown(u, placed, { total: shown, lines: d.items.map((i) => i.amount) })
      expect(d.items.reduce((sum, i) => sum + i.amount, 0)).toBe(shown)
    })

    it('a reservation with a deposit: the 訂金 shown is the charge', async () => {
      const m = await t.db.one<{ id: number }>('SELECT merchant_id AS id FROM reservation_slots LIMIT 1')
      const sl = await t.db.one<{ id: number }>(
        `INSERT INTO reservation_slots (merchant_id, day, time, starts_at, capacity, deposit)
         VALUES ($1, '2026-11-23', '19:30', $2, 5, 10000) RETURNING id`,
        [m?.id, t.clock.now() + 86_400_000 + 7 * 3_600_000]
      )
      const u = await payer()
      const slots = await get<Array<{ id: number; deposit: number }>>(u, '/tuan/reservation/slots', {
        mchId: Number(m?.id),
        day: '2026-11-23'
      })
      const deposit = slots.find((x) => x.id === sl?.id)?.deposit
      expect(deposit).toBe(10000)
      const placed = await post<{ orderId: number; total: number }>(u, '/tuan/reservation/book', {
        clientKey: randomUUID(),
        slotId: sl?.id,
        party: 2,
        name: '陳先生',
        phone: '66123456'
      })
      await expectGroupPaidAsShown(u, placed, { total: 10000, lines: [10000] })
    })
  })

  it('points mall: a gift’s points and cash as the exchange page sums them are what is taken and charged', async () => {
    const u = await payer()
    await t.db.tx((tx) => servicesOf(t).points.earn(tx, u.userId, 5000, '測試獎勵', `seed:${u.userId}`))
    const items = (await t.client.get('/v1/points/mall/items', { pageSize: 50 })).body.data as {
      list: PointsMallItem[]
    }
    const item = items.list.find(
      (i) => i.kind === 'gift' && i.cash > 0 && i.stock >= 2 && (i.perUser === 0 || i.perUser >= 2)
    )
    if (!item) throw new Error('no points-and-cash gift')
    const qty = 2
    const shown = pointsMallPrice(item, qty)
    const store = await t.db.one<{ id: number }>(
      `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
    )
    const pointsBefore = await pointsOf(u)
    const r = await t.client.postJson(
      '/v1/points/mall/exchange',
      { clientKey: randomUUID(), itemId: item.id, qty, way: 'pickup', storeId: store?.id },
      { token: u.token }
    )
    expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
    const o = r.body.data as { points: number; cash: number; orderId: number }
    expect({ points: o.points, cash: o.cash }).toEqual(shown)
    expect(pointsBefore - (await pointsOf(u))).toBe(shown.points)
    const charged = await pay(u, o.orderId)
    expect(charged).toBe(shown.cash)
    const d = await detail(u, o.orderId)
    expect(d.amounts.total).toBe(shown.cash)
    expect(d.amounts.feeLines.reduce((sum, l) => sum + l.amount, 0)).toBe(shown.cash)
  })

  describe('general store: wine', () => {
    async function wineShop() {
      const s = await t.db.one<{ id: number; lat: number; lng: number }>(
        `SELECT m.id, m.lat, m.lng FROM general_stores s JOIN merchants m ON m.id = s.merchant_id
         WHERE s.kind = 'wine' ORDER BY m.id LIMIT 1`
      )
      if (!s) throw new Error('no wine shop')
      await t.db.query(
        `UPDATE merchants SET open_hours = '', is_open = true, min_order = 0, delivery_range_m = 8000 WHERE id = $1`,
        [s.id]
      )
      const g = await t.db.one<{ id: number; price: number }>(
        `SELECT g.id, g.price FROM goods g JOIN general_goods f ON f.goods_id = g.id
         WHERE g.merchant_id = $1 AND f.alcohol AND g.on_sale AND g.stock > 5 ORDER BY g.id LIMIT 1`,
        [s.id]
      )
      if (!g) throw new Error('no wine')
      return { ...s, wine: g }
    }
    async function adult(): Promise<U> {
      const u = await payer()
      const r = await t.client.postJson(
        '/v1/general/age/declare',
        { birthDate: '1985-03-03' },
        { token: u.token }
      )
      expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
      return u
    }

    it('a wine order: the checkout quote at the address is the charge and the order detail', async () => {
      const s = await wineShop()
      const u = await adult()
      const addressId = await addAddress(t, u.userId, far(s))
      await fillCart(t, u.userId, s.id, [{ goodsId: s.wine.id, itemCount: 2, props: [] }])
      const c = await quote(u, {
        mchId: s.id,
        lat: s.lat,
        lng: s.lng,
        data: null,
        addressId,
        vertical: 'general'
      })
      const r = await t.client.postJson(
        '/v1/general/order/submit',
        { clientKey: randomUUID(), mchId: s.id, addressId },
        { token: u.token }
      )
      expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
      const { orderId } = r.body.data as { orderId: number }
      await expectPaidAsShown(u, orderId, {
        total: c.result.total,
        feeLines: c.result.feeLines,
        items: shownLines(c)
      })
    })

    it('a wine gift: the 去付款 amount is the charge, and the order’s lines add up to it', async () => {
      const s = await wineShop()
      const u = await adult()
      const count = 2
      const r = await t.client.postJson(
        '/v1/general/gift/send',
        {
          clientKey: randomUUID(),
          goodsId: s.wine.id,
          count,
          recipientName: '李小姐',
          recipientPhone: '66881234',
          address: null,
          deliverOn: giftDates(t.clock.now())[1],
          card: '生日快樂',
          giftWrap: true
        },
        { token: u.token }
      )
      expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
      const sent = r.body.data as { orderId: number; total: number }
      const charged = await pay(u, sent.orderId)
      expect(charged).toBe(sent.total)
      const d = await detail(u, sent.orderId)
      expect(d.amounts.total).toBe(sent.total)
      expect(d.amounts.feeLines.reduce((sum, l) => sum + l.amount, 0)).toBe(sent.total)
      const wine = d.items.find((i) => i.goodsId === s.wine.id)
      expect(wine).toMatchObject({ itemCount: count, amount: s.wine.price * count })
    })
  })
})
