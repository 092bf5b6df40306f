import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * One owner per aggregate (issue 34): only the owner's files write its table, or the status column its state
 * machine moves. The scan reads every SQL string literal under server/src (tests and migrations aside).
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src')

interface Rule {
  /** What is owned, for the failure message. */
  what: string
  /** Matches a statement (one string literal) that writes it. */
  writes: RegExp
  /** Paths under server/src (prefixes) allowed to write it. */
  owners: string[]
}

/** Any write of the table: INSERT, UPDATE or DELETE. */
const anyWrite = (table: string) =>
  new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${table}\\b`, 'i')
/** Each owned table and the files (or folders) that alone may write it. */
const OWNERS: Record<string, string[]> = {
  // the order aggregate: placeOrder, move, amend (modules/order)
  orders: ['modules/order/'],
  order_events: ['modules/order/'],
  order_items: ['modules/order/'],
  // codes and gift links through the contract's machines (codeMachine, giftLinkMachine), one file each
  group_codes: ['modules/group/codes.ts'],
  pickup_codes: ['modules/pickup/pickup-codes.ts'],
  wine_gifts: ['modules/general/gift-links.ts'],
  // coupons: one issue, one use, one release
  coupons: ['modules/coupon/'],
  // payments and refunds through their machines (contract/payment.ts)
  payment_txns: ['modules/payment/txns.ts'],
  refunds: ['modules/refund/refund-records.ts'],
  refund_lines: ['modules/refund/refund-records.ts'],
  // the money and points ledgers
  wallets: ['modules/wallet/'],
  wallet_records: ['modules/wallet/'],
  shop_cards: ['modules/wallet/shop-card-ops.ts'],
  shop_card_records: ['modules/wallet/shop-card-ops.ts'],
  points_accounts: ['modules/points/'],
  points_records: ['modules/points/'],
  points_lots: ['modules/points/'],
  points_spend_lots: ['modules/points/'],
  // the other machine-owned lifecycles
  pmall_orders: ['modules/points-mall/'],
  // the god member's periods, granted by its membership order's paid hook (member plans are orders: issue 34)
  memberships: ['modules/member/']
}

/**
 * The state column of each machine-owned lifecycle: even its owner writes the machine's answer (a parameter),
 * so a literal `SET state = '…'` anywhere is a move around the machine.
 */
const MACHINE_STATE: Record<string, 'status' | 'state'> = {
  orders: 'status',
  group_codes: 'state',
  pickup_codes: 'state',
  wine_gifts: 'state',
  payment_txns: 'status',
  refunds: 'status',
  pmall_orders: 'status'
}

/** An UPDATE of `table` whose SET clause (up to its WHERE) gives `column` a literal. */
const literalState = (table: string, column: string) =>
  new RegExp(`\\bUPDATE\\s+${table}\\s+SET\\s+(?:(?!\\bWHERE\\b)[\\s\\S])*?\\b${column}\\s*=\\s*'`, 'i')

const RULES: Rule[] = [
  ...Object.entries(OWNERS).map(([table, owners]) => ({ what: table, writes: anyWrite(table), owners })),
  ...Object.entries(MACHINE_STATE).map(([table, column]) => ({
    what: `${table}.${column} without its machine`,
    writes: literalState(table, column),
    owners: []
  }))
]

/** The string literals of a source file ('…', "…", `…` without nested template literals). */
function literals(source: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = []
  const re = /`(?:[^`\\]|\\[\s\S])*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g
  let line = 1
  let at = 0
  for (const m of source.matchAll(re)) {
    for (; at < m.index; at++) if (source.charCodeAt(at) === 10) line++
    out.push({ text: m[0], line })
  }
  return out
}

/** Every write of an owned table or column outside its owners, as `file:line what`. */
function violations(files: Array<{ file: string; source: string }>, rules: Rule[] = RULES): string[] {
  const found: string[] = []
  for (const { file, source } of files) {
    for (const lit of literals(source)) {
      if (!/\b(INSERT|UPDATE|DELETE)\b/i.test(lit.text)) continue
      for (const r of rules) {
        if (r.owners.some((o) => file.startsWith(o))) continue
        if (r.writes.test(lit.text)) found.push(`${file}:${lit.line} writes ${r.what}`)
      }
    }
  }
  return found
}

function sourceFiles(dir: string): Array<{ file: string; source: string }> {
  const out: Array<{ file: string; source: string }> = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...sourceFiles(full))
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
      out.push({
        file: path.relative(SRC, full).split(path.sep).join('/'),
        source: readFileSync(full, 'utf8')
      })
    }
  }
  return out
}

describe('one owner per aggregate', () => {
  it('no module but the owner writes an owned table or status column', () => {
    const files = sourceFiles(SRC)
    expect(files.length).toBeGreaterThan(100)
    expect(violations(files)).toEqual([])
  })

  it('finds an insert, a status update and a timeline entry written outside their owners', () => {
    const source = [
      "await t.query('INSERT INTO orders (order_no) VALUES ($1)', [no])",
      'await t.query(`UPDATE orders SET status = $2 WHERE id = $1`, [id, s])',
      'await t.query("INSERT INTO order_events (order_id, status) VALUES ($1, \'paid\')")',
      "await t.query('SELECT * FROM orders WHERE id = $1', [id])",
      "await t.query(`WITH x AS (UPDATE group_codes SET state = 'used' WHERE id = $1 RETURNING price) SELECT 1`)",
      "await t.query('INSERT INTO coupons (user_id) VALUES ($1)', [u])",
      'await t.query("UPDATE pickup_codes SET voided_at = $2, state = \'refunded\' WHERE ref = $1", [r, n])',
      "await t.query('UPDATE wine_gifts SET state = $3 WHERE id = $1 AND state = $2', [id, from, to])",
      'await t.query("UPDATE wine_gifts SET address_filled_at = $2 WHERE id = $1 AND state = \'ready\'", [id, n])'
    ].join('\n')
    expect(violations([{ file: 'modules/group/x.ts', source }])).toEqual([
      'modules/group/x.ts:1 writes orders',
      'modules/group/x.ts:2 writes orders',
      'modules/group/x.ts:3 writes order_events',
      'modules/group/x.ts:5 writes group_codes',
      'modules/group/x.ts:5 writes group_codes.state without its machine',
      'modules/group/x.ts:6 writes coupons',
      'modules/group/x.ts:7 writes pickup_codes',
      'modules/group/x.ts:7 writes pickup_codes.state without its machine',
      'modules/group/x.ts:8 writes wine_gifts',
      'modules/group/x.ts:9 writes wine_gifts'
    ])
    // the order module owns the order's tables, not the codes' nor the coupons'
    expect(violations([{ file: 'modules/order/x.ts', source }])).toEqual([
      'modules/order/x.ts:5 writes group_codes',
      'modules/order/x.ts:5 writes group_codes.state without its machine',
      'modules/order/x.ts:6 writes coupons',
      'modules/order/x.ts:7 writes pickup_codes',
      'modules/order/x.ts:7 writes pickup_codes.state without its machine',
      'modules/order/x.ts:8 writes wine_gifts',
      'modules/order/x.ts:9 writes wine_gifts'
    ])
    // the owners themselves: a literal state is a move around the machine, a parameter (WHERE aside) is not
    expect(violations([{ file: 'modules/pickup/pickup-codes.ts', source }])).toContain(
      'modules/pickup/pickup-codes.ts:7 writes pickup_codes.state without its machine'
    )
    expect(violations([{ file: 'modules/general/gift-links.ts', source }])).not.toContainEqual(
      expect.stringContaining('wine_gifts')
    )
  })
})
