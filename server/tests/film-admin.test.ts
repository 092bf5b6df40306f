import { randomUUID } from 'node:crypto'
import type { AdminFilmBoard, AdminHall, AdminSession } from '@lotus/contract/film-admin'
import { seatPrice, type SeatMap } from '@lotus/contract/group'
import { STALE_HALL_MSG, STALE_SESSION_MSG, type SeatPlan } from '@lotus/contract/seat-plan'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Services } from '../src/services.js'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { createUser, noonClock, ORDER_ENV, servicesOf } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 37 point 3: a cinema keeps its halls (a seat plan of rows, aisles and classes with a price each) and film
 * sessions made from a hall's plan; the customer's seat page gets the plan and pays what it shows; a plan edit never
 * drops a seat sold for a coming session. The test clock is 2026-11-22 12:00 in Macau.
 */
let t: TestApp
let s: Services
let cinema: number
let otherCinema: number
let restaurant: number
let owner: StaffClient
let staff: StaffClient
let operator: StaffClient

async function accountOf(mchId: number, role: 'owner' | 'staff'): Promise<string> {
  const r = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN staff_shops x ON x.staff_id = a.id
     WHERE x.merchant_id = $1 AND a.role = $2 ORDER BY a.id LIMIT 1`,
    [mchId, role]
  )
  return r!.username
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  const cinemas = await t.db.many<{ id: number }>(
    "SELECT id FROM merchants WHERE category = '電影' AND 'group' = ANY(verticals) AND chain IS NULL ORDER BY id LIMIT 2"
  )
  cinema = cinemas[0]!.id
  otherCinema = cinemas[1]!.id
  restaurant = (await t.db.one<{ merchant_id: number }>(
    `SELECT merchant_id FROM reservation_slots r JOIN merchants m ON m.id = r.merchant_id
     WHERE m.chain IS NULL ORDER BY merchant_id LIMIT 1`
  ))!.merchant_id
  owner = staffClient(t)
  await owner.password(await accountOf(cinema, 'owner'), DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login(await accountOf(cinema, 'staff'), DEV_STAFF_PASSWORD)
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
})
afterAll(() => t.close())

interface Env<T = unknown> {
  code: string
  msg: string
  data: T
}
const get = async <T>(url: string, params: Record<string, string | number>, token?: string) =>
  (
    await t.client.get(
      url,
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      token ? { token } : {}
    )
  ).body as Env<T>
const post = async <T>(url: string, body: object, token: string) =>
  (await t.client.postJson(url, body, { token })).body as Env<T>

const boardOf = async (c: StaffClient = owner, mchId = cinema) =>
  (await c.get<AdminFilmBoard>('/deals/film', { merchantId: String(mchId) })).body
const auditOf = async (action: string) =>
  (await operator.get<Page<AuditEntry>>('/audit', { action })).body.data.list
const seatsOf = (id: number) => get<SeatMap>('/tuan/showtime/seats', { id })

/** 5 rows of 7 cells: an aisle in the fourth column, a gap at the front corners; the back row is 情侶座. */
const S = 'std'
const V = 'vip'
const L = 'love'
const plan = (): SeatPlan => ({
  classes: [
    { key: S, name: '普通座', price: 6500 },
    { key: V, name: 'VIP 座', price: 8800 },
    { key: L, name: '情侶座', price: 15000 }
  ],
  rows: [
    [null, S, S, null, S, S, null],
    [S, S, S, null, S, S, S],
    [V, V, V, null, V, V, V],
    [V, V, V, null, V, V, V],
    [L, L, L, null, L, L, L]
  ]
})

async function addHall(name: string, p: SeatPlan = plan()): Promise<AdminHall> {
  const r = await owner.post<AdminHall>('/deals/film/halls/save', { merchantId: cinema, name, plan: p })
  expect(r.body.code).toBe('0000')
  return r.body.data
}
const filmId = async () => (await t.db.one<{ id: number }>('SELECT id FROM films ORDER BY id LIMIT 1'))!.id
async function addSession(hall: AdminHall, day: string, time: string, prices = {}): Promise<AdminSession> {
  const r = await owner.post<AdminSession>('/deals/film/sessions/add', {
    merchantId: cinema,
    hallId: hall.id,
    filmId: await filmId(),
    day,
    time,
    prices
  })
  expect(r.body.code).toBe('0000')
  return r.body.data
}
async function publish(x: AdminSession, published = true): Promise<AdminSession> {
  const r = await owner.post<AdminSession>('/deals/film/sessions/publish', {
    merchantId: cinema,
    id: x.id,
    version: x.version,
    published
  })
  expect(r.body.code).toBe('0000')
  return r.body.data
}
/** A customer holds these seats and pays from the wallet; the order's total and its lines. */
async function buy(showtimeId: number, seats: Array<{ row: number; col: number }>) {
  const u = await createUser(t)
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, $2, $3)', [
    u.userId,
    1_000_000,
    t.clock.now()
  ])
  const placed = await post<{ orderId: number; total: number }>(
    '/tuan/ticket/buy',
    { clientKey: randomUUID(), showtimeId, seats },
    u.token
  )
  if (placed.code === '0000') await s.orderPayments.chargeWallet(u.userId, placed.data.orderId)
  return placed
}
const hallRows = () => t.db.many('SELECT * FROM cinema_halls ORDER BY id')
const sessionRows = () => t.db.many('SELECT * FROM showtimes ORDER BY id')

describe('who sees and changes halls and sessions', () => {
  it('owners and staff read the cinema’s halls and coming sessions; a shop that is no cinema has none', async () => {
    const b = await boardOf()
    expect(b.code).toBe('0000')
    expect(b.data.cinema).toBe(true)
    expect(b.data.halls.map((h) => h.name)).toEqual(['1號廳', '2號廳', '3號廳'])
    expect(b.data.halls[0]!.plan.classes.map((c) => c.name)).toEqual(['普通座', 'VIP 座'])
    expect(b.data.sessions.length).toBeGreaterThan(0)
    expect(b.data.sessions.every((x) => x.version >= 1 && x.hallId > 0)).toBe(true)
    expect(b.data.films.length).toBeGreaterThan(0)
    expect((await boardOf(staff)).code).toBe('0000')
    const notCinema = staffClient(t)
    await notCinema.password(await accountOf(restaurant, 'owner'), DEV_STAFF_PASSWORD)
    await notCinema.enrol()
    const r = await boardOf(notCinema, restaurant)
    expect(r.data).toMatchObject({ cinema: false, halls: [], sessions: [] })
    const refused = await notCinema.post('/deals/film/halls/save', {
      merchantId: restaurant,
      name: '1號廳',
      plan: plan()
    })
    expect(refused.body.code).toBe('VALIDATION')
  })

  it('shop staff cannot change a hall or a session (owners only)', async () => {
    const before = [await hallRows(), await sessionRows()]
    const b = (await boardOf()).data
    const x = b.sessions[0]!
    const h = b.halls[0]!
    for (const [url, body] of [
      ['/deals/film/halls/save', { merchantId: cinema, name: '新廳', plan: plan() }],
      [
        '/deals/film/halls/save',
        { merchantId: cinema, id: h.id, version: h.version, name: 'x', plan: h.plan }
      ],
      [
        '/deals/film/sessions/publish',
        { merchantId: cinema, id: x.id, version: x.version, published: false }
      ],
      ['/deals/film/sessions/save', { merchantId: cinema, id: x.id, version: x.version, prices: {} }]
    ] as const) {
      expect((await staff.post(url, body)).body.code).toBe('STAFF_FORBIDDEN')
    }
    expect([await hallRows(), await sessionRows()]).toEqual(before)
  })

  it('another cinema’s halls and sessions answer like missing ones and change nothing (IDOR)', async () => {
    const theirs = (await t.db.one<{ id: number; version: number; plan: SeatPlan }>(
      'SELECT id, version, plan FROM cinema_halls WHERE merchant_id = $1 ORDER BY id LIMIT 1',
      [otherCinema]
    ))!
    const show = (await t.db.one<{ id: number }>(
      'SELECT id FROM showtimes WHERE merchant_id = $1 ORDER BY id LIMIT 1',
      [otherCinema]
    ))!
    const before = [await hallRows(), await sessionRows()]
    for (const merchantId of [otherCinema, 2147483647]) {
      expect((await boardOf(owner, merchantId)).code).toBe('NOT_FOUND')
    }
    const asked = [
      await owner.post('/deals/film/halls/save', {
        merchantId: cinema,
        id: theirs.id,
        version: theirs.version,
        name: '搶來的廳',
        plan: theirs.plan
      }),
      await owner.post('/deals/film/halls/save', {
        merchantId: otherCinema,
        id: theirs.id,
        version: theirs.version,
        name: '搶來的廳',
        plan: theirs.plan
      }),
      await owner.post('/deals/film/sessions/add', {
        merchantId: cinema,
        hallId: theirs.id,
        filmId: await filmId(),
        day: '2026-11-30',
        time: '10:00'
      }),
      await owner.post('/deals/film/sessions/publish', {
        merchantId: cinema,
        id: show.id,
        version: 1,
        published: false
      }),
      await owner.post('/deals/film/sessions/save', {
        merchantId: cinema,
        id: show.id,
        version: 1,
        prices: { standard: 1 }
      })
    ]
    expect(asked.map((r) => r.body.code)).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND'
    ])
    expect([await hallRows(), await sessionRows()]).toEqual(before)
  })
})

describe('a hall’s plan, a session on it, and the customer’s seat page', () => {
  it('the customer sees the plan’s aisles and classes at the session’s prices and pays what is shown', async () => {
    const hall = await addHall('IMAX 廳')
    expect(hall).toMatchObject({ name: 'IMAX 廳', version: 1 })
    const x = await addSession(hall, '2026-11-25', '19:30', { [V]: 9800 })
    // each class at the price given, or else the hall's
    expect(x).toMatchObject({ published: false, hall: 'IMAX 廳', sold: 0 })
    expect(x.prices).toEqual({ [S]: 6500, [V]: 9800, [L]: 15000 })
    // unpublished: customers neither see nor buy it
    expect((await seatsOf(x.id)).code).toBe('NOT_FOUND')
    expect((await buy(x.id, [{ row: 2, col: 1 }])).code).toBe('NOT_FOUND')
    const films = await get<Array<{ showtimes: Array<{ id: number }> }>>('/tuan/film/list', {
      cinemaId: cinema
    })
    expect(films.data.flatMap((f) => f.showtimes).some((y) => y.id === x.id)).toBe(false)

    await publish(x)
    const map = (await seatsOf(x.id)).data
    expect(map.grid).toEqual(plan().rows)
    expect(map.classes).toEqual([
      { key: S, name: '普通座', price: 6500 },
      { key: V, name: 'VIP 座', price: 9800 },
      { key: L, name: '情侶座', price: 15000 }
    ])
    const listed = await get<Array<{ showtimes: Array<{ id: number; fromPrice: number }> }>>(
      '/tuan/film/list',
      {
        cinemaId: cinema
      }
    )
    expect(listed.data.flatMap((f) => f.showtimes).find((y) => y.id === x.id)?.fromPrice).toBe(6500)

    const seats = [
      { row: 2, col: 1 },
      { row: 3, col: 5 },
      { row: 5, col: 7 }
    ]
    const shown = seats.reduce((sum, p) => sum + (seatPrice(map, p.row, p.col) ?? NaN), 0)
    expect(shown).toBe(6500 + 9800 + 15000)
    const placed = await buy(x.id, seats)
    expect(placed.code).toBe('0000')
    expect(placed.data.total).toBe(shown)
    // an aisle or a gap is no seat
    expect((await buy(x.id, [{ row: 2, col: 4 }])).code).toBe('VALIDATION')
    expect((await buy(x.id, [{ row: 1, col: 1 }])).code).toBe('VALIDATION')

    // a new price applies to the next sale; the tickets sold keep theirs
    const now = (await boardOf()).data.sessions.find((y) => y.id === x.id)!
    expect(now.sold).toBe(3)
    const saved = await owner.post<AdminSession>('/deals/film/sessions/save', {
      merchantId: cinema,
      id: now.id,
      version: now.version,
      prices: { [V]: 7000 }
    })
    expect(saved.body.data.prices[V]).toBe(7000)
    expect(seatPrice((await seatsOf(x.id)).data, 3, 1)).toBe(7000)
    expect((await buy(x.id, [{ row: 3, col: 1 }])).data.total).toBe(7000)
    const paid = await t.db.one<{ total: number }>('SELECT total FROM orders WHERE id = $1', [
      placed.data.orderId
    ])
    expect(paid!.total).toBe(shown)

    const created = (await auditOf('film.session.create')).find((e) => e.subjectId === String(x.id))!
    expect(created.merchantId).toBe(cinema)
    expect((await auditOf('film.hall.create')).some((e) => e.subjectId === String(hall.id))).toBe(true)
    expect((await auditOf('film.session.publish')).some((e) => e.subjectId === String(x.id))).toBe(true)
    const priced = (await auditOf('film.session.update')).find((e) => e.subjectId === String(x.id))!
    expect(priced.before).toMatchObject({ prices: { [V]: 9800 } })
    expect(priced.after).toMatchObject({ prices: { [V]: 7000 } })
  })

  it('a plan edit that drops a seat sold for a coming session is refused, nothing changed; one that keeps it is saved', async () => {
    const hall = await addHall('2A 廳')
    const x = await publish(await addSession(hall, '2026-11-26', '14:00'))
    expect((await buy(x.id, [{ row: 2, col: 7 }])).code).toBe('0000')
    const before = [await hallRows(), await sessionRows()]

    // the sold seat becomes an aisle
    const dropped = plan()
    dropped.rows[1]![6] = null
    const r = await owner.post('/deals/film/halls/save', {
      merchantId: cinema,
      id: hall.id,
      version: hall.version,
      name: hall.name,
      plan: dropped
    })
    expect(r.body).toMatchObject({ code: 'VALIDATION' })
    expect(r.body.msg).toContain('2排7座')
    // the sold seat's row removed
    const shorter = plan()
    shorter.rows = shorter.rows.slice(0, 1)
    const r2 = await owner.post('/deals/film/halls/save', {
      merchantId: cinema,
      id: hall.id,
      version: hall.version,
      name: hall.name,
      plan: shorter
    })
    expect(r2.body.code).toBe('VALIDATION')
    expect([await hallRows(), await sessionRows()]).toEqual(before)

    // another seat goes, the sold one changes class, the hall is renamed: saved, customers see it at once
    const kept = plan()
    kept.rows[1]![0] = null
    kept.rows[1]![6] = V
    const ok = await owner.post<AdminHall>('/deals/film/halls/save', {
      merchantId: cinema,
      id: hall.id,
      version: hall.version,
      name: '2B 廳',
      plan: kept
    })
    expect(ok.body.code).toBe('0000')
    expect(ok.body.data.version).toBe(2)
    const map = (await seatsOf(x.id)).data
    expect(map.grid[1]).toEqual([null, S, S, null, S, S, V])
    expect(map.showtime.hall).toBe('2B 廳')
    expect(map.taken).toContain('2-7')
    const audit = (await auditOf('film.hall.update')).find((e) => e.subjectId === String(hall.id))!
    expect(audit.before).toMatchObject({ name: '2A 廳' })
    expect(audit.after).toMatchObject({ name: '2B 廳' })

    // a seat sold for a session that has already started no longer holds the plan
    await t.db.query('UPDATE showtimes SET starts_at = $2 WHERE id = $1', [x.id, t.clock.now() - 3_600_000])
    const free = plan()
    free.rows[1]![6] = null
    const later = await owner.post('/deals/film/halls/save', {
      merchantId: cinema,
      id: hall.id,
      version: 2,
      name: '2B 廳',
      plan: free
    })
    expect(later.body.code).toBe('0000')
  })
})

describe('safe edits and bad input', () => {
  it('two owners save one hall or one session: the second is refused as stale, the first stays', async () => {
    const hall = await addHall('3D 廳')
    const first = await owner.post('/deals/film/halls/save', {
      merchantId: cinema,
      id: hall.id,
      version: hall.version,
      name: '3D 廳（一）',
      plan: hall.plan
    })
    expect(first.body.code).toBe('0000')
    const second = await owner.post('/deals/film/halls/save', {
      merchantId: cinema,
      id: hall.id,
      version: hall.version,
      name: '3D 廳（二）',
      plan: hall.plan
    })
    expect(second.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_HALL_MSG })
    expect(
      (await t.db.one<{ name: string }>('SELECT name FROM cinema_halls WHERE id = $1', [hall.id]))!.name
    ).toBe('3D 廳（一）')
    const x = await addSession({ ...hall, version: 2 }, '2026-11-27', '10:00')
    await publish(x)
    const stale = await owner.post('/deals/film/sessions/save', {
      merchantId: cinema,
      id: x.id,
      version: x.version,
      prices: { [S]: 1 }
    })
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_SESSION_MSG })
  })

  it('bad plans, clashing or past sessions answer VALIDATION and save nothing', async () => {
    const hall = await addHall('4 號廳')
    await addSession(hall, '2026-11-28', '18:00')
    const before = [await hallRows(), await sessionRows()]
    const bad = (over: Partial<SeatPlan>) => ({ ...plan(), ...over })
    for (const p of [
      bad({ rows: [[S, S], [S]] }),
      bad({ rows: [['nope', S]] }),
      bad({ rows: [[null, null]] }),
      bad({ classes: [] }),
      bad({ classes: [{ key: S, name: '普通座', price: -1 }] }),
      bad({ classes: [{ key: 'A!', name: '普通座', price: 1 }] }),
      bad({ rows: Array.from({ length: 31 }, () => [S]) })
    ]) {
      const r = await owner.post('/deals/film/halls/save', { merchantId: cinema, name: '壞廳', plan: p })
      expect(r.body.code).toBe('VALIDATION')
    }
    const dup = await owner.post('/deals/film/halls/save', {
      merchantId: cinema,
      name: '4 號廳',
      plan: plan()
    })
    expect(dup.body.code).toBe('VALIDATION')
    const film = await filmId()
    for (const [day, time] of [
      ['2026-11-28', '18:30'],
      ['2026-11-20', '10:00'],
      ['2026-11-22', '11:00']
    ] as const) {
      const r = await owner.post('/deals/film/sessions/add', {
        merchantId: cinema,
        hallId: hall.id,
        filmId: film,
        day,
        time
      })
      expect(r.body.code).toBe('VALIDATION')
    }
    const unknownClass = await owner.post('/deals/film/sessions/add', {
      merchantId: cinema,
      hallId: hall.id,
      filmId: film,
      day: '2026-11-29',
      time: '10:00',
      prices: { gold: 100 }
    })
    expect(unknownClass.body.code).toBe('VALIDATION')
    expect([await hallRows(), await sessionRows()]).toEqual(before)
  })
})
