import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { migrate } from '../src/db/migrate.js'
import { createPgliteDb } from '../src/db/pglite.js'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations')
const BEFORE = readdirSync(dir)
  .filter((f) => /^\d+-.+\.sql$/.test(f) && f < '103-member-orders-in-orders.sql')
  .sort()

let db: Db

/** A database before issue 34: two god-member orders in member_orders, one paid online (its period and transaction). */
beforeAll(async () => {
  db = await createPgliteDb('memory')
  await db.exec('CREATE TABLE migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)')
  for (const f of BEFORE) {
    await db.exec(readFileSync(path.join(dir, f), 'utf8'))
    await db.query('INSERT INTO migrations (name, applied_at) VALUES ($1, 0)', [f])
  }
  await db.exec(`
    INSERT INTO users (id, area_code, phone, nickname, promotion_code, created_at, updated_at)
      VALUES (901, '853', '66000901', '陳大文', 'P901', 0, 0);
    INSERT INTO memberships (id, user_id, plan, price, starts_at, ends_at, created_at)
      VALUES (901, 901, 'month', 1500, 1000, 2000, 1000);
    INSERT INTO member_orders (id, order_no, user_id, client_key, plan, amount, status, pay_method, pay_deadline,
        membership_id, paid_at, created_at)
      VALUES (901, 'HY2026112900000001', 901, 'k1', 'month', 1500, 'paid', 'online', 5000, 901, 1000, 900),
             (902, 'HY2026112900000002', 901, 'k2', 'year', 12800, 'cancelled', NULL, 5000, NULL, NULL, 900);
    INSERT INTO payment_txns (id, kind, user_id, member_order_id, amount, status, created_at, completed_at)
      VALUES ('T901', 'member', 901, 901, 1500, 'success', 950, 1000);
  `)
  await migrate(db)
})
afterAll(() => db.close())

describe('migration 103: membership orders become orders rows (issue 34)', () => {
  it('moves each row with its number, plan, state, period and gateway transaction', async () => {
    const rows = await db.many<{
      id: number
      order_no: string
      merchant_id: number | null
      vertical: string
      fulfilment: string
      status: string
      total: number
      pay_method: string | null
      plan: string
    }>(
      `SELECT o.id, o.order_no, o.merchant_id, o.vertical, o.fulfilment, o.status, o.total, o.pay_method,
         i.props->0->>'plan' AS plan
       FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.user_id = 901 ORDER BY o.order_no`
    )
    expect(rows.map(({ id: _id, ...r }) => r)).toEqual([
      {
        order_no: 'HY2026112900000001',
        merchant_id: null,
        vertical: 'member',
        fulfilment: 'membership',
        status: 'paid',
        total: 1500,
        pay_method: 'online',
        plan: 'month'
      },
      {
        order_no: 'HY2026112900000002',
        merchant_id: null,
        vertical: 'member',
        fulfilment: 'membership',
        status: 'cancelled',
        total: 12800,
        pay_method: null,
        plan: 'year'
      }
    ])
    const paid = rows[0]!.id
    expect(await db.one('SELECT order_id FROM memberships WHERE id = 901')).toEqual({ order_id: paid })
    expect(await db.one("SELECT member_order_id FROM payment_txns WHERE id = 'T901'")).toEqual({
      member_order_id: paid
    })
    expect(await db.one("SELECT to_regclass('member_orders') AS t")).toEqual({ t: null })
  })

  it('only a membership order may have no shop, and it is of vertical member', async () => {
    // a row without a shop turned into a delivery order: refused
    await expect(
      db.query(`UPDATE orders SET fulfilment = 'delivery' WHERE fulfilment = 'membership'`)
    ).rejects.toThrow(/check/i)
    await expect(
      db.query(`UPDATE orders SET vertical = 'takeaway' WHERE fulfilment = 'membership'`)
    ).rejects.toThrow(/check/i)
  })
})
