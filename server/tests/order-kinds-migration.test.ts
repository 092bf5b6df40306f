import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { migrate } from '../src/db/migrate.js'
import { createPgliteDb } from '../src/db/pglite.js'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations')
const BEFORE = readdirSync(dir)
  .filter((f) => /^\d+-.+\.sql$/.test(f) && f < '005-order-kinds.sql')
  .sort()

let db: Db

/** A database as it was before order kinds: one takeaway order and one spell checkout, both stored as takeaway. */
beforeAll(async () => {
  db = await createPgliteDb('memory')
  await db.exec('CREATE TABLE migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)')
  for (const f of BEFORE) {
    await db.exec(readFileSync(path.join(dir, f), 'utf8'))
    await db.query('INSERT INTO migrations (name, applied_at) VALUES ($1, 0)', [f])
  }
  await db.exec(`
    INSERT INTO cities (code, name, lat, lng) VALUES ('MO', '澳門', 22.19, 113.54);
    INSERT INTO users (id, area_code, phone, nickname, promotion_code, created_at, updated_at)
      VALUES (1, '853', '66000001', '陳大文', 'P1', 0, 0);
    INSERT INTO merchants (id, city_code, name, verticals, category, district, address, lat, lng)
      VALUES (1, 'MO', '茶餐廳', '{takeaway,spell}', '茶餐廳', '大堂區', '新馬路 1 號', 22.19, 113.54);
    INSERT INTO orders (id, order_no, user_id, merchant_id, client_key, request_hash, status, goods_amount, total,
        fee_lines, address, item_count, pay_deadline, created_at, updated_at)
      VALUES (1, 'A1', 1, 1, 'k1', 'h', 'unpaid', 100, 100, '[]', '{}', 1, 0, 0, 0),
             (2, 'A2', 1, 1, 'k2', 'h', 'unpaid', 100, 100, '[]', '{}', 1, 0, 0, 0);
    INSERT INTO spells (share_code, host_id, merchant_id, status, lat, lng, order_id, client_key, created_at, updated_at)
      VALUES ('ABCDEFGH', 1, 1, 'submitted', 22.19, 113.54, 2, 'k2', 0, 0);
  `)
  await migrate(db)
})
afterAll(() => db.close())

describe('migration 005-order-kinds', () => {
  it('re-labels spell checkouts as spell orders and records every order as delivered', async () => {
    const rows = await db.many<{ id: number; vertical: string; fulfilment: string }>(
      'SELECT id, vertical, fulfilment FROM orders ORDER BY id'
    )
    expect(rows).toEqual([
      { id: 1, vertical: 'takeaway', fulfilment: 'delivery' },
      { id: 2, vertical: 'spell', fulfilment: 'delivery' }
    ])
  })

  it('refuses a kind or a vertical the contract does not declare', async () => {
    await expect(db.query("UPDATE orders SET fulfilment = 'drone' WHERE id = 1")).rejects.toThrow(/check/i)
    await expect(db.query("UPDATE orders SET vertical = 'food' WHERE id = 1")).rejects.toThrow(/check/i)
  })
})
