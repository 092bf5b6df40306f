import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Modules depend one way (issue 34): each module of server/src/modules has a layer, and imports only modules of its
 * own layer or below; no two modules import each other, and no longer cycle either. The same table is in
 * docs/architecture.md ("Modules and their layers").
 *
 * `import type` counts: a type is part of what a module needs from another (a change to `TokenService` changes
 * its users), and counting it keeps a cycle from being "fixed" by turning a value import into a type import. Test
 * files beside the code (`*.test.ts`) do not count: like server/tests, they may build their fixtures from anywhere.
 */
const LAYERS: ReadonlyArray<{ name: string; modules: readonly string[] }> = [
  // the process's plumbing and plain facts; nothing of another layer
  {
    name: 'infrastructure',
    modules: ['jobs', 'sms', 'geo', 'fee', 'gateway', 'captcha', 'upload', 'config', 'flow', 'report', 'ads']
  },
  // one owner per table of plain records: users and their sessions, shops, coupons, the stored cart
  {
    name: 'records',
    modules: [
      'user',
      'auth',
      'identity',
      'inbox',
      'address',
      'business',
      'merchant',
      'merchant-auth',
      'coupon',
      'limited-coupon',
      'cart',
      'pickup',
      'slots'
    ]
  },
  // money and points moved inside the caller's transaction (payment: the gateway's transactions; refund: money
  // sent back and the refunds' records), told of what they pay for by hooks, never by an import of the order
  { name: 'ledgers', modules: ['points', 'wallet', 'payment', 'refund'] },
  // a quote of lines at a shop (what the checkout shows is what the order charges)
  { name: 'pricing', modules: ['pricing'] },
  // the only place that places an order or moves it
  { name: 'order', modules: ['order'] },
  // what users do: each vertical places and reads its orders through the order module
  {
    name: 'verticals',
    modules: [
      'account',
      'board',
      'catalogue',
      // content operators (issue 38 point 3): ads, news, the remote config's versions; audits with staff's log
      'content',
      'counter',
      // group-buying deals and reservation slots in the console (issue 37 point 3)
      'deals-admin',
      'evaluation',
      // a cinema's halls (seat plans) and film sessions in the console (issue 37 point 3)
      'film-admin',
      'favourite',
      'general',
      'group',
      'market',
      'member',
      'menu-admin',
      'money',
      // operators' support desk (issue 38): reads and moves through each row's owner, audits with staff's log
      'ops',
      // operators' marketing (issue 38 point 4): campaigns over limited-coupon's batches, gifts, plan prices
      'marketing',
      'points-mall',
      'priced-cart',
      // the customer's refund request and the shop's or operators' decision (over the refund ledger)
      'refund-desk',
      // the riders' app (issue 36 point 6): moves orders as the rider, audits with staff's log
      'rider',
      'staff',
      'sign-in',
      'simulator',
      'spell',
      // reviews and figures in the console (issue 37 points 4, 5)
      'reviews-admin',
      'figures',
      // the shop's settings in the console (issue 37 point 2): prices a sample through pricing
      'shop-admin'
    ]
  }
]

/**
 * Pairs that may import each other: none since issue 34 (payment and refund moved below the order module, which
 * calls them; they hear back through `payments.onPaid`). The test fails when a listed pair no longer imports each
 * other, so the list can only shrink; a listed pair is exempt from the layer rule too.
 */
const KNOWN_PAIRS: ReadonlyArray<readonly [string, string]> = []

/** Imports against the layers, each with its reason; empty today. The test fails once a listed import is gone. */
const KNOWN_UPWARD: ReadonlyArray<readonly [string, string]> = []

interface Known {
  pairs: ReadonlyArray<readonly [string, string]>
  upward: ReadonlyArray<readonly [string, string]>
}

export type Graph = ReadonlyMap<string, ReadonlySet<string>>

const MODULES = path.resolve(__dirname, '../src/modules')

/** Every module → the modules its files import (static imports and re-exports, `import type` included). */
function moduleGraph(root: string): Graph {
  const graph = new Map<string, Set<string>>()
  for (const mod of readdirSync(root, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue
    const deps = new Set<string>()
    graph.set(mod.name, deps)
    const dir = path.join(root, mod.name)
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
      const at = path.join(dir, file)
      // preProcessFile lists every import and export … from, `import type` and import() included
      for (const ref of ts.preProcessFile(readFileSync(at, 'utf8'), true, true).importedFiles) {
        if (!ref.fileName.startsWith('.')) continue
        const [top, name] = path.relative(root, path.resolve(path.dirname(at), ref.fileName)).split(path.sep)
        if (top !== '..' && name !== undefined && top !== mod.name) deps.add(top!)
      }
    }
  }
  return graph
}

const pairKey = (a: string, b: string) => (a < b ? `${a} ↔ ${b}` : `${b} ↔ ${a}`)

/** What breaks the rules: pairs importing each other, imports against the layers, modules without a layer. */
export function violations(
  graph: Graph,
  layers: typeof LAYERS,
  known: Known
): { pairs: string[]; upward: string[]; unplaced: string[]; cycles: string[]; stale: string[] } {
  const layerOf = new Map(layers.flatMap((l, i) => l.modules.map((m) => [m, i] as const)))
  const allowed = new Set(known.pairs.map(([a, b]) => pairKey(a, b)))
  const allowedUp = new Set(known.upward.map(([a, b]) => `${a} → ${b}`))
  const edges = [...graph].flatMap(([from, deps]) => [...deps].map((to) => [from, to] as const))
  const mutual = new Set(edges.filter(([a, b]) => graph.get(b)?.has(a)).map(([a, b]) => pairKey(a, b)))
  const excused = (a: string, b: string) =>
    (allowed.has(pairKey(a, b)) && mutual.has(pairKey(a, b))) || allowedUp.has(`${a} → ${b}`)

  const upward: string[] = []
  for (const [from, to] of edges) {
    const [lf, lt] = [layerOf.get(from), layerOf.get(to)]
    if (lf === undefined || lt === undefined || lt <= lf || excused(from, to)) continue
    upward.push(`${from} (${layers[lf]!.name}) → ${to} (${layers[lt]!.name})`)
  }

  // any longer cycle the pair and layer rules let through (within one layer)
  const cycles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const walk = (m: string, trail: string[]) => {
    state.set(m, 'open')
    for (const to of graph.get(m) ?? []) {
      if (excused(m, to) || graph.get(to)?.has(m)) continue // pairs are reported as pairs
      if (state.get(to) === 'open') cycles.push([...trail.slice(trail.indexOf(to)), m, to].join(' → '))
      else if (!state.has(to)) walk(to, [...trail, m])
    }
    state.set(m, 'done')
  }
  for (const m of [...graph.keys()].sort()) if (!state.has(m)) walk(m, [])

  return {
    pairs: [...mutual].filter((p) => !allowed.has(p)).sort(),
    upward: upward.sort(),
    unplaced: [...graph.keys()].filter((m) => !layerOf.has(m)).sort(),
    cycles,
    stale: [
      ...[...allowed].filter((p) => !mutual.has(p)),
      ...[...allowedUp].filter((e) => !edges.some(([a, b]) => `${a} → ${b}` === e))
    ].sort()
  }
}

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([m, deps]) => [m, new Set(deps)]))

describe('server modules depend one way', () => {
  const found = violations(moduleGraph(MODULES), LAYERS, { pairs: KNOWN_PAIRS, upward: KNOWN_UPWARD })

  it('no two modules import each other', () => {
    expect(found.pairs).toEqual([])
  })

  it('each module imports only its own layer or below', () => {
    expect(found.upward).toEqual([])
  })

  it('every module has a layer, and each is in one', () => {
    expect(found.unplaced).toEqual([])
    const placed = LAYERS.flatMap((l) => l.modules)
    expect(placed.length).toBe(new Set(placed).size)
    const present = new Set(
      readdirSync(MODULES, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    )
    expect(placed.filter((m) => !present.has(m))).toEqual([])
  })

  it('no longer cycle either', () => {
    expect(found.cycles).toEqual([])
  })

  it('the allow-lists only hold imports that still exist (they only shrink)', () => {
    expect(found.stale).toEqual([])
  })
})

describe('the check itself', () => {
  const layers = [
    { name: 'low', modules: ['db', 'ledger'] },
    { name: 'high', modules: ['vertical', 'other'] }
  ]

  it('finds a pair, an upward import, a module without a layer, a longer cycle and stale allow-list entries', () => {
    const v = violations(
      graphOf({
        db: [],
        ledger: ['db', 'vertical'],
        vertical: ['ledger', 'other'],
        other: ['new'],
        new: ['vertical']
      }),
      layers,
      { pairs: [['db', 'other']], upward: [['db', 'vertical']] }
    )
    expect(v.pairs).toEqual(['ledger ↔ vertical'])
    expect(v.upward).toEqual(['ledger (low) → vertical (high)'])
    expect(v.unplaced).toEqual(['new'])
    expect(v.cycles).toEqual(['new → vertical → other → new'])
    expect(v.stale).toEqual(['db → vertical', 'db ↔ other'])
  })

  it('lets a listed pair and a listed upward import through, and a clean graph pass', () => {
    const v = violations(
      graphOf({ db: ['other'], ledger: ['db', 'vertical'], vertical: ['ledger'], other: [] }),
      layers,
      { pairs: [['vertical', 'ledger']], upward: [['db', 'other']] }
    )
    expect(v).toEqual({ pairs: [], upward: [], unplaced: [], cycles: [], stale: [] })
  })

  it('a listed upward import does not excuse the pair it once was', () => {
    const v = violations(graphOf({ db: ['other'], ledger: [], vertical: [], other: ['db'] }), layers, {
      pairs: [],
      upward: [['db', 'other']]
    })
    expect(v.pairs).toEqual(['db ↔ other'])
  })

  it('reads import type and multi-line imports of the real tree', () => {
    const g = moduleGraph(MODULES)
    // account/deletion.ts: `import type { TokenService } from '../auth/tokens.js'` (type only)
    expect(g.get('account')?.has('auth')).toBe(true)
    // priced-cart/cart-service.ts: a named import over several lines
    expect(g.get('priced-cart')?.has('cart')).toBe(true)
  })
})
