import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

describe('film seats under load', () => {
  it('200 concurrent users picking from 20 free seats never sell a seat twice', async () => {
    const c = await t.db.one<{ id: number }>(
      "SELECT id FROM merchants WHERE category = '電影' ORDER BY id LIMIT 1"
    )
    const f = await t.db.one<{ id: number }>('SELECT id FROM films ORDER BY id LIMIT 1')
    const sh = await t.db.one<{ id: number }>(
      `INSERT INTO showtimes (merchant_id, film_id, hall, starts_at, rows, cols, vip_rows, price, vip_price)
       VALUES ($1, $2, '2號廳', $3, 2, 10, '{}', 7000, 9000) RETURNING id`,
      [c!.id, f!.id, t.clock.now() + 86_400_000]
    )
    const users = await Promise.all(Array.from({ length: 200 }, () => createUser(t)))
    // Each user wants one or two adjacent seats among the 20.
    const results = await Promise.all(
      users.map(async (u, i) => {
        const row = (i % 2) + 1
        const col = (i % 10) + 1
        const seats =
          i % 3 === 0 && col < 10
            ? [
                { row, col },
                { row, col: col + 1 }
              ]
            : [{ row, col }]
        const r = await t.client.postJson(
          '/tuan/ticket/buy',
          { clientKey: randomUUID(), showtimeId: sh!.id, seats },
          { token: u.token }
        )
        return { code: r.body.code, msg: r.body.msg, status: r.res.statusCode }
      })
    )
    expect(results.filter((r) => r.code !== '0000' && r.code !== 'OUT_OF_STOCK')).toEqual([])
    const held = await t.db.many<{ seat_row: number; seat_col: number; n: number }>(
      `SELECT seat_row, seat_col, COUNT(*)::int AS n FROM showtime_seats WHERE showtime_id = $1 GROUP BY 1, 2`,
      [sh!.id]
    )
    expect(held.every((h) => h.n === 1)).toBe(true)
    expect(held.length).toBeLessThanOrEqual(20)
    // Every seat of every successful order is its own; the codes match the seats.
    const codes = await t.db.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM group_codes g JOIN orders o ON o.id = g.order_id
       WHERE o.fulfilment = 'ticket' AND o.id IN (SELECT order_id FROM showtime_seats WHERE showtime_id = $1)`,
      [sh!.id]
    )
    expect(codes?.n).toBe(held.length)
    expect(held.length).toBeGreaterThan(0)
  }, 300_000)
})
