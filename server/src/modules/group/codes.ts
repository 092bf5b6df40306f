import { randomInt } from 'node:crypto'
import { transition } from '@lotus/contract/fsm'
import { codeMachine, type CODE_EVENTS } from '@lotus/contract/order-voucher'
import type { CodeState } from '@lotus/contract/group'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'

type CodeEvent = (typeof CODE_EVENTS)[number]

/** The column an event stamps with its time. */
const STAMP: Record<CodeEvent, 'used_at' | 'refunded_at'> = {
  redeem: 'used_at',
  refund: 'refunded_at',
  expire: 'refunded_at'
}

/** 12 random digits, unguessable (crypto), unique by the table's constraint. */
const newCode = (): string =>
  String(randomInt(100_000, 1_000_000)) + String(randomInt(0, 1_000_000)).padStart(6, '0')

/** The only insert into `group_codes`: one unused code per entry (a voucher, a seat, a table). */
export async function issueCodes(
  t: Db,
  o: { id: number; mchId: number },
  codes: Array<{ label: string; price: number; seat?: { row: number; col: number } }>
): Promise<void> {
  for (const c of codes) {
    for (;;) {
      const r = await t.query(
        `INSERT INTO group_codes (order_id, merchant_id, code, label, price, seat_row, seat_col)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
        [o.id, o.mchId, newCode(), c.label, c.price, c.seat?.row ?? null, c.seat?.col ?? null]
      )
      if (r.rowCount === 1) break
    }
  }
}

/**
 * Moves an order's unused codes (all, or the given ids) through the code machine (contract/order-voucher.ts):
 * refund or expire. Returns how many moved and what they were worth (avos).
 */
export async function moveUnusedCodes(
  t: Db,
  orderId: number,
  event: 'refund' | 'expire',
  now: number,
  ids: number[] | null = null
): Promise<{ n: number; amount: number }> {
  const to = stateAfter('unused', event)
  const r = await t.one<{ amount: number | null; n: number }>(
    `WITH x AS (UPDATE group_codes SET state = $3, ${STAMP[event]} = $4
       WHERE order_id = $1 AND state = 'unused' AND ($2::int[] IS NULL OR id = ANY($2::int[])) RETURNING price)
     SELECT SUM(price)::int AS amount, COUNT(*)::int AS n FROM x`,
    [orderId, ids, to, now]
  )
  return { n: r?.n ?? 0, amount: r?.amount ?? 0 }
}

/** Redeems one code at the counter, once (ORDER_STATE in the machine's words when it is not unused). */
export async function redeemCode(t: Db, code: { id: number; state: CodeState }, now: number): Promise<void> {
  const to = stateAfter(code.state, 'redeem')
  const r = await t.query(
    `UPDATE group_codes SET state = $2, used_at = $3 WHERE id = $1 AND state = 'unused'`,
    [code.id, to, now]
  )
  if (r.rowCount !== 1) throw new AppError(ErrorCode.ORDER_STATE, '券碼已使用')
}

function stateAfter(state: CodeState, event: CodeEvent): CodeState {
  const r = transition(codeMachine, state, event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  return r.to
}
