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
const RULES: Rule[] = [
  { what: 'orders', writes: anyWrite('orders'), owners: ['modules/order/'] },
  { what: 'order_events', writes: anyWrite('order_events'), owners: ['modules/order/'] },
  { what: 'order_items', writes: anyWrite('order_items'), owners: ['modules/order/'] }
]

/** The string literals of a source file ('…', "…", `…` without nested template literals). */
function literals(source: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = []
  const re = /`(?:[^`\\]|\\[\s\S])*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g
  for (const m of source.matchAll(re)) {
    out.push({ text: m[0], line: source.slice(0, m.index).split('\n').length })
  }
  return out
}

/** Every write of an owned table or column outside its owners, as `file:line what`. */
function violations(files: Array<{ file: string; source: string }>, rules: Rule[] = RULES): string[] {
  const found: string[] = []
  for (const { file, source } of files) {
    for (const lit of literals(source)) {
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

  it('finds an insert, a status update and a timeline entry written outside the order module', () => {
    const source = [
      "await t.query('INSERT INTO orders (order_no) VALUES ($1)', [no])",
      'await t.query(`UPDATE orders SET status = $2 WHERE id = $1`, [id, s])',
      'await t.query("INSERT INTO order_events (order_id, status) VALUES ($1, \'paid\')")',
      "await t.query('SELECT * FROM orders WHERE id = $1', [id])"
    ].join('\n')
    expect(violations([{ file: 'modules/group/x.ts', source }])).toEqual([
      'modules/group/x.ts:1 writes orders',
      'modules/group/x.ts:2 writes orders',
      'modules/group/x.ts:3 writes order_events'
    ])
    expect(violations([{ file: 'modules/order/x.ts', source }])).toEqual([])
  })
})
