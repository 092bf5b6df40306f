import type { Db, Statement } from '../../db/db.js'
import { mergeCartLine, productOf } from '@lotus/contract/cart-line'
import type { CartLine, CartProp } from '@lotus/contract/cart'
import { MAX_LINE_QTY } from '@lotus/contract/quantity'

export { mergeCartLine, sameEntry } from '@lotus/contract/cart-line'
export { MAX_LINE_QTY } from '@lotus/contract/quantity'

/** Distinct lines one cart may hold at one merchant. */
export const MAX_CART_LINES = 100

export interface StoredCartLine extends CartLine {
  cartId: number
  productId: number
  optType: number | null
  /** The goods' price when the line was first put in the cart: a later change is told in the quote's warnMsg. */
  seenPrice: number | null
}

interface CartRow {
  id: number
  goods_id: number
  product_id: number
  item_count: number
  props: CartProp[]
  opt_type: number | null
  seen_price: number | null
}

const toLine = (r: CartRow): StoredCartLine => ({
  cartId: r.id,
  goodsId: r.goods_id,
  productId: r.product_id,
  itemCount: r.item_count,
  props: r.props,
  optType: r.opt_type,
  seenPrice: r.seen_price
})

/**
 * The user's stored cart at one merchant, in the order lines were added (kept on the embedded database until
 * cart_lines is written).
 */
export async function readCart(db: Db, userId: number, mchId: number): Promise<StoredCartLine[]> {
  return db.cached(`cart:${userId}:${mchId}`, ['cart_lines'], async (d) =>
    (
      await d.many<CartRow>(
        `SELECT id, goods_id, product_id, item_count, props, opt_type, seen_price FROM cart_lines
         WHERE user_id = $1 AND merchant_id = $2 ORDER BY sort, id`,
        [userId, mchId]
      )
    ).map(toLine)
  )
}

export async function clearCart(db: Db, userId: number, mchId: number): Promise<void> {
  await db.query(...clearCartStatement(userId, mchId))
}

/** `clearCart` as a statement, for a caller that sends it with others (`Db.batch`). */
export const clearCartStatement = (userId: number, mchId: number): Statement => [
  'DELETE FROM cart_lines WHERE user_id = $1 AND merchant_id = $2',
  [userId, mchId]
]

/** Folds lines with the merge rule (duplicates collapse into one entry, count 0 drops it). */
function normalise(lines: readonly CartLine[]): CartLine[] {
  let out: CartLine[] = []
  for (const l of lines) out = mergeCartLine(out, { ...l, itemCount: Math.min(l.itemCount, MAX_LINE_QTY) })
  return out.slice(0, MAX_CART_LINES)
}

/**
 * Replaces the user's lines at a merchant in one statement (a delete and an insert of the lines whose goods belong
 * to that merchant, others are dropped) and returns what is now stored.
 */
async function writeLines(
  t: Db,
  userId: number,
  mchId: number,
  lines: CartLine[],
  now: number
): Promise<StoredCartLine[]> {
  const rows = await t.many<CartRow & { sort: number }>(
    `WITH gone AS (DELETE FROM cart_lines WHERE user_id = $1 AND merchant_id = $2 RETURNING product_id, seen_price)
     INSERT INTO cart_lines (user_id, merchant_id, goods_id, product_id, item_count, props, opt_type, sort, created_at,
       seen_price)
     SELECT $1, $2, x.goods_id, x.product_id, x.item_count, x.props, x.opt_type, x.sort, $3,
       COALESCE((SELECT min(gone.seen_price) FROM gone WHERE gone.product_id = x.product_id), g.price)
     FROM jsonb_to_recordset($4::jsonb) AS x(goods_id int, product_id int, item_count int, props jsonb, opt_type int, sort int)
     -- the product priced: the goods itself or one of its SKUs (a line naming another goods' SKU is dropped)
     JOIN goods g ON g.id = x.product_id AND g.merchant_id = $2 AND (g.id = x.goods_id OR g.sku_of = x.goods_id)
     RETURNING id, goods_id, product_id, item_count, props, opt_type, seen_price, sort`,
    [
      userId,
      mchId,
      now,
      JSON.stringify(
        lines.map((l, i) => ({
          goods_id: l.goodsId,
          product_id: productOf(l),
          item_count: l.itemCount,
          props: l.props,
          opt_type: l.optType ?? null,
          sort: i
        }))
      )
    ]
  )
  return rows.sort((a, b) => a.sort - b.sort || a.id - b.id).map(toLine)
}

/**
 * Takes the user's cart lock (serialises concurrent writes to their carts) and reads their cart at one merchant.
 * Inside a write transaction every statement counts (issue 13): where transactions never overlap, one statement.
 */
async function lockAndRead(t: Db, userId: number, mchId: number): Promise<StoredCartLine[]> {
  if (!t.serialTransactions) {
    await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
    return readCart(t, userId, mchId)
  }
  const rows = await t.many<CartRow | { id: null }>(
    `SELECT c.id, c.goods_id, c.product_id, c.item_count, c.props, c.opt_type, c.seen_price
     FROM users u LEFT JOIN cart_lines c ON c.user_id = u.id AND c.merchant_id = $2
     WHERE u.id = $1 ORDER BY c.sort, c.id FOR UPDATE OF u`,
    [userId, mchId]
  )
  return rows.flatMap((r) => (r.id === null ? [] : [toLine(r)]))
}

/**
 * Replaces the user's cart at a merchant (lines with count 0 dropped, duplicates merged, goods of other merchants
 * dropped) and returns the stored cart. Call it inside a transaction (`db.tx(t => replaceCart(t, …))`).
 */
export async function replaceCart(
  db: Db,
  userId: number,
  mchId: number,
  lines: readonly CartLine[]
): Promise<StoredCartLine[]> {
  const norm = normalise(lines)
  const stored = await lockAndRead(db, userId, mchId)
  // The checkout re-sends the same lines with every quote: an unchanged cart is not written again (a write
  // would also drop every kept cart read on the embedded database, issue 13).
  if (sameLines(stored, norm)) return stored
  return writeLines(db, userId, mchId, norm, Date.now())
}

/** Whether the stored lines are exactly these (order, SKU, options as sent, count, optType). */
function sameLines(stored: readonly StoredCartLine[], lines: readonly CartLine[]): boolean {
  return (
    stored.length === lines.length &&
    stored.every((s, i) => {
      const l = lines[i]!
      return (
        s.goodsId === l.goodsId &&
        s.productId === productOf(l) &&
        s.itemCount === l.itemCount &&
        (s.optType ?? null) === (l.optType ?? null) &&
        JSON.stringify(s.props) === JSON.stringify(l.props)
      )
    })
  )
}

/** Adds one line with the merge rule of spec §4 and returns the stored cart. Call it inside a transaction. */
export async function addToCart(
  db: Db,
  userId: number,
  mchId: number,
  line: CartLine
): Promise<StoredCartLine[]> {
  const current = await lockAndRead(db, userId, mchId)
  const merged = mergeCartLine<CartLine>(current, {
    ...line,
    itemCount: Math.min(line.itemCount, MAX_LINE_QTY)
  })
  return writeLines(db, userId, mchId, merged.slice(0, MAX_CART_LINES), Date.now())
}

/** Items in the user's carts (one merchant or all). */
export async function cartCount(db: Db, userId: number, mchId?: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT COALESCE(SUM(item_count), 0)::int AS n FROM cart_lines
     WHERE user_id = $1 AND ($2::int IS NULL OR merchant_id = $2)`,
    [userId, mchId ?? null]
  )
  return row?.n ?? 0
}
