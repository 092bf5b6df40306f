import type { CounterCode, CounterCodeKind, CounterCodeState } from '@lotus/contract/counter'
import { USAGE_REFUSAL_TEXT, usageRefusal, type UsageRules } from '@lotus/contract/group'
import { macauDateTime, macauDay } from '@lotus/contract/macau-time'
import { maskPhone } from '@lotus/contract/phone'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'

export interface CounterDeps {
  db: Db
  clock: Clock
}

/** Another shop's, an unpaid order's or an unknown code: all answer the same. */
export const codeNotFound = () => notFound('找不到券碼，請核對後再試')

const sec = (ms: number | string | null) => (ms === null ? null : toSeconds(Number(ms)))

const STATE_REFUSAL: Readonly<Record<Exclude<CounterCodeState, 'unused'>, string>> = {
  used: '此碼已使用，不可重複核銷',
  refunded: '此碼已退款（或訂單已取消），不可核銷',
  expired: '此碼已過期，不可核銷'
}

/** What a code of this shop is for, before the confirm tap: 12 digits a group code, 8 a pickup code. */
export async function lookupCode(deps: CounterDeps, merchantId: number, code: string): Promise<CounterCode> {
  return code.length === 12 ? groupCode(deps, merchantId, code) : pickupCode(deps, merchantId, code)
}

interface GroupRow {
  code: string
  state: CounterCodeState
  label: string
  used_at: string | null
  seat_row: number | null
  seat_col: number | null
  order_id: number
  order_no: string
  fulfilment: CounterCodeKind
  phone: string
  rules: UsageRules | null
  deal_title: string | null
  codes: number
  unused: number
}

async function groupCode({ db, clock }: CounterDeps, merchantId: number, code: string): Promise<CounterCode> {
  const c = await db.one<GroupRow>(
    `SELECT c.code, c.state, c.label, c.used_at, c.seat_row, c.seat_col, c.order_id, o.order_no, o.fulfilment,
       u.phone, d.rules, g.title AS deal_title,
       (SELECT COUNT(*)::int FROM group_codes x WHERE x.order_id = c.order_id) AS codes,
       (SELECT COUNT(*)::int FROM group_codes x WHERE x.order_id = c.order_id AND x.state = 'unused') AS unused
     FROM group_codes c JOIN orders o ON o.id = c.order_id JOIN users u ON u.id = o.user_id
       LEFT JOIN group_order_deals d ON d.order_id = o.id LEFT JOIN group_deals g ON g.id = d.deal_id
     WHERE c.code = $1 AND c.merchant_id = $2 AND o.status NOT IN ('unpaid', 'cancelled')`,
    [code, merchantId]
  )
  if (!c) throw codeNotFound()
  const now = clock.now()
  const lines = [c.label]
  let title = c.deal_title ?? c.label
  let validUntil: string | null = c.rules?.validTo ?? null
  if (c.fulfilment === 'ticket') {
    const show = await db.one<{ title: string; hall: string; starts_at: string }>(
      `SELECT f.title, s.hall, s.starts_at FROM order_items i JOIN showtimes s ON s.id = i.goods_id
       JOIN films f ON f.id = s.film_id WHERE i.order_id = $1 LIMIT 1`,
      [c.order_id]
    )
    if (show) {
      title = show.title
      validUntil = macauDateTime(Number(show.starts_at))
      lines.push(`${show.hall} · ${macauDateTime(Number(show.starts_at))} 開場`)
    }
    if (c.seat_row !== null && c.seat_col !== null) lines.push(`座位：${c.seat_row} 排 ${c.seat_col} 號`)
  }
  if (c.fulfilment === 'reservation') {
    const r = await db.one<{ party: number; day: string; time: string }>(
      `SELECT r.party, s.day, s.time FROM reservations r JOIN reservation_slots s ON s.id = r.slot_id
       WHERE r.order_id = $1`,
      [c.order_id]
    )
    if (r) {
      title = '餐廳訂座'
      validUntil = r.day
      lines.push(`${r.day} ${r.time} · ${r.party} 位`)
    }
  }
  if (c.codes > 1) lines.push(`本訂單共 ${c.codes} 張，未使用 ${c.unused} 張`)
  const usage = c.state === 'unused' && c.rules ? usageRefusal(c.rules, now) : null
  return {
    code: c.code,
    kind: c.fulfilment,
    title,
    lines,
    quantity: 1,
    customer: maskPhone(c.phone),
    validUntil,
    state: c.state,
    usedAt: sec(c.used_at),
    orderNo: c.order_no,
    refusal:
      c.state !== 'unused'
        ? STATE_REFUSAL[c.state]
        : usage
          ? `${USAGE_REFUSAL_TEXT[usage]}（有效期至 ${c.rules?.validTo ?? macauDay(now)}）`
          : null
  }
}

interface PickupRow {
  code: string
  ref: string
  redeemed_at: string | null
  voided_at: string | null
  phone: string
}

async function pickupCode({ db }: CounterDeps, merchantId: number, code: string): Promise<CounterCode> {
  // a code is unique among the store's live codes only: the live one first, else the latest
  const p = await db.one<PickupRow>(
    `SELECT p.code, p.ref, p.redeemed_at, p.voided_at, u.phone FROM pickup_codes p JOIN users u ON u.id = p.user_id
     WHERE p.merchant_id = $1 AND p.code = $2
     ORDER BY (p.redeemed_at IS NULL AND p.voided_at IS NULL) DESC, p.created_at DESC LIMIT 1`,
    [merchantId, code]
  )
  if (!p) throw codeNotFound()
  const state: CounterCodeState =
    p.redeemed_at !== null ? 'used' : p.voided_at !== null ? 'refunded' : 'unused'
  const [prefix, idText] = p.ref.split(':')
  const id = Number(idText)
  const base = {
    code: p.code,
    customer: maskPhone(p.phone),
    validUntil: null,
    state,
    usedAt: sec(p.redeemed_at),
    refusal: state === 'unused' ? null : STATE_REFUSAL[state]
  }
  if (prefix === 'pmall') {
    const g = await db.one<{ name: string; qty: number; order_no: string | null }>(
      `SELECT g.name, g.qty, o.order_no FROM pmall_orders g LEFT JOIN orders o ON o.id = g.order_id
       WHERE g.id = $1`,
      [id]
    )
    return {
      ...base,
      kind: 'gift',
      title: g?.name ?? '積分商城禮品',
      lines: [`兌換數量 ${g?.qty ?? 1}`],
      quantity: g?.qty ?? 1,
      orderNo: g?.order_no ?? null
    }
  }
  const o = await db.one<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [id])
  const items = await db.many<{ name: string; item_count: number }>(
    'SELECT name, item_count FROM order_items WHERE order_id = $1 ORDER BY sort, id',
    [id]
  )
  return {
    ...base,
    kind: 'pickup',
    title: items[0] ? `${items[0].name}${items.length > 1 ? ` 等 ${items.length} 件` : ''}` : '自取訂單',
    lines: items.map((i) => `${i.name} × ${i.item_count}`),
    quantity: items.reduce((n, i) => n + i.item_count, 0),
    orderNo: o?.order_no ?? null
  }
}
