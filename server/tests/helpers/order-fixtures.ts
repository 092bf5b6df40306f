import { randomBytes } from 'node:crypto'
import type { CartLine } from '@lotus/contract/cart'
import { replaceCart } from '../../src/modules/cart/cart-store.js'
import { hashToken } from '../../src/modules/auth/tokens.js'
import { createServices, type Services } from '../../src/services.js'
import { testClock, type TestApp, type TestClock } from './test-app.js'

/** 2026-11-22 12:00 in Macau: merchants are open and time bands are the day band. */
export const MACAU_NOON = Date.UTC(2026, 10, 22, 4, 0, 0)

export const noonClock = (): TestClock => testClock(MACAU_NOON)

/** Order tests drive the simulator by hand. */
export const ORDER_ENV = { SIMULATOR: 'off' }

/** The same services the app uses, over the test app's database and clock (for direct module calls). */
export function servicesOf(t: TestApp): Services {
  return createServices({ config: t.config, db: t.db, clock: t.clock, log: t.app.log })
}

export interface Shop {
  mchId: number
  goodsId: number
  lat: number
  lng: number
  price: number
}

/**
 * How many shops each app has set up: the n-th call of a file gets the n-th seeded merchant. Counted per database
 * handle (one per app, the cluster's fixtures included), not per module: the server suite runs files one after
 * another in one worker without module isolation, and a module counter made a file's merchant depend on which files
 * that worker had run before (康記生果, takeaway and general, then turned up in a test that expects a takeaway-only
 * merchant).
 */
const shopIndex = new WeakMap<TestApp['db'], number>()
const nextShopIndex = (t: TestApp): number => {
  const n = shopIndex.get(t.db) ?? 0
  shopIndex.set(t.db, n + 1)
  return n
}

/**
 * A seeded takeaway merchant made predictable (open all day, no activities, given min order) with one new goods
 * of known price and stock and no options.
 */
export async function setupShop(
  t: TestApp,
  opts: { stock?: number; price?: number; minOrder?: number; packFee?: number; limitBuy?: number } = {}
): Promise<Shop> {
  const m = await t.db.one<{ id: number; lat: number; lng: number }>(
    "SELECT id, lat, lng FROM merchants WHERE 'takeaway' = ANY(verticals) ORDER BY id LIMIT 1 OFFSET $1",
    [nextShopIndex(t) % 20]
  )
  if (!m) throw new Error('no takeaway merchant seeded')
  await t.db.query(
    `UPDATE merchants SET open_hours = '', is_open = true, min_order = $2, activities = '[]', pack_fee = 0,
       delivery_range_m = 5000 WHERE id = $1`,
    [m.id, opts.minOrder ?? 0]
  )
  const cat = await t.db.one<{ id: number }>(
    'SELECT id FROM goods_categories WHERE merchant_id = $1 ORDER BY id LIMIT 1',
    [m.id]
  )
  const price = opts.price ?? 2500
  const g = await t.db.one<{ id: number }>(
    `INSERT INTO goods (merchant_id, category_id, name, price, pack_fee, stock, total_stock, limit_buy)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
    [
      m.id,
      cat?.id,
      `測試餐 ${randomBytes(3).toString('hex')}`,
      price,
      opts.packFee ?? 0,
      opts.stock ?? 100,
      opts.limitBuy ?? 0
    ]
  )
  if (!g) throw new Error('goods insert failed')
  return { mchId: m.id, goodsId: g.id, lat: m.lat, lng: m.lng, price }
}

let phoneSeq = 0

/** A user with a token, made directly in the database (no SMS rate limits for bulk buyers). */
export async function createUser(t: TestApp): Promise<{ userId: number; token: string; phone: string }> {
  const phone = `69${String(phoneSeq++).padStart(6, '0')}`
  const now = t.clock.now()
  const u = await t.db.one<{ id: number }>(
    `INSERT INTO users (area_code, phone, nickname, promotion_code, created_at, updated_at)
     VALUES ('853', $1, $2, $3, $4, $4) RETURNING id`,
    [phone, `用戶${phone.slice(-4)}`, randomBytes(4).toString('hex').toUpperCase().slice(0, 8), now]
  )
  if (!u) throw new Error('user insert failed')
  const token = randomBytes(32).toString('base64url')
  await t.db.query(
    'INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [u.id, hashToken(token), now, now + 30 * 86_400_000]
  )
  return { userId: u.id, token, phone }
}

/** An address near the shop (about 300 m away) unless a point is given. */
export async function addAddress(
  t: TestApp,
  userId: number,
  at: { lat: number; lng: number }
): Promise<number> {
  const now = t.clock.now()
  const a = await t.db.one<{ id: number }>(
    `INSERT INTO addresses (user_id, name, area_code, phone, gender, tag, address, detail, lat, lng, created_at, updated_at)
     VALUES ($1, '陳先生', '853', '66123456', 1, '家', '澳門新馬路 1 號', '3樓A', $2, $3, $4, $4) RETURNING id`,
    [userId, at.lat, at.lng, now]
  )
  if (!a) throw new Error('address insert failed')
  return a.id
}

export const near = (s: { lat: number; lng: number }) => ({ lat: s.lat + 0.002, lng: s.lng + 0.001 })

export async function fillCart(t: TestApp, userId: number, mchId: number, lines: CartLine[]): Promise<void> {
  await t.db.tx((tx) => replaceCart(tx, userId, mchId, lines))
}

/** A buyer with a token, an address near the shop and `qty` of its goods in the cart. */
export async function buyer(t: TestApp, shop: Shop, qty = 1) {
  const u = await createUser(t)
  const addressId = await addAddress(t, u.userId, near(shop))
  await fillCart(t, u.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: qty, props: [] }])
  return { ...u, addressId }
}
