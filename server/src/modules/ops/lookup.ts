import type { IdentityStatus } from '@lotus/contract/identity'
import type { OpsCustomer, OpsCustomerDetail, OpsOrderRow } from '@lotus/contract/ops'
import { maskPhone } from '@lotus/contract/phone'
import { MAX_ID } from '@lotus/contract/schemas/fields'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { ORDER_SELECT, toOrderRow, type OpsDeps, type OrderRow } from './shared.js'

interface UserRow {
  id: number
  nickname: string
  area_code: string
  phone: string
  created_at: number
  identity_status: IdentityStatus | null
  deletion: 'pending' | 'erased' | 'cancelled' | null
  order_count: number
}

const USER_SELECT = `SELECT u.id, u.nickname, u.area_code, u.phone, u.created_at,
    (SELECT status FROM identities WHERE user_id = u.id) AS identity_status,
    (SELECT status FROM account_deletions WHERE user_id = u.id) AS deletion,
    (SELECT count(*)::int FROM orders WHERE user_id = u.id) AS order_count
  FROM users u`

const toCustomer = (r: UserRow): OpsCustomer => ({
  userId: r.id,
  nickname: r.nickname,
  areaCode: r.area_code,
  phone: maskPhone(r.phone),
  createdAt: toSeconds(Number(r.created_at)),
  identityStatus: r.identity_status ?? 'none',
  deletion: r.deletion === 'cancelled' ? null : r.deletion,
  orderCount: r.order_count
})

/**
 * Finds customers by their whole phone number or their id, and orders by their number (what a caller reads out
 * to support). Phones come back masked; nothing partial is matched, so the desk cannot page through customers.
 */
export async function lookup(
  d: OpsDeps,
  q: string
): Promise<{ customers: OpsCustomer[]; orders: OpsOrderRow[] }> {
  const digits = /^\+?\d+$/.test(q) ? q.replace(/^\+/, '') : null
  const asId = digits && digits.length <= 10 && Number(digits) <= MAX_ID ? Number(digits) : null
  const customers = digits
    ? await d.db.many<UserRow>(
        `${USER_SELECT} WHERE u.phone = $1 OR u.area_code || u.phone = $1 OR u.id = $2 ORDER BY u.id LIMIT 20`,
        [digits, asId ?? 0]
      )
    : []
  const orders = await d.db.many<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = $1 LIMIT 5`, [q])
  return { customers: customers.map(toCustomer), orders: orders.map(toOrderRow) }
}

/** One customer (masked) with their latest orders. */
export async function customer(d: OpsDeps, userId: number): Promise<OpsCustomerDetail> {
  const r = await d.db.one<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId])
  if (!r) throw notFound('找不到客戶')
  return { ...toCustomer(r), orders: await ordersOf(d.db, userId) }
}

const ordersOf = async (db: Db, userId: number) =>
  (
    await db.many<OrderRow>(
      `${ORDER_SELECT} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 50`,
      [userId]
    )
  ).map(toOrderRow)
