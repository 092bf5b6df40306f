import type { Db } from '../../db/db.js'
import { hashPassword } from './passwords.js'

/** Development only (never seeded in production): every demo account's password, documented in the README. */
export const DEV_STAFF_PASSWORD = 'lotus-staff-dev'

export const DEV_RIDERS = ['rider1', 'rider2', 'rider3'] as const
export const DEV_RIDER_NAMES = ['陳家明', '李詠恩', '黃志偉'] as const
export const DEV_OPERATOR = 'operator'
/** One operator per role (issue 38); `operator` above is the super admin. */
export const DEV_OPS = {
  'ops-support': { name: '客服值班', role: 'support' },
  'ops-marketing': { name: '市場推廣', role: 'marketing' },
  'ops-finance': { name: '財務', role: 'finance' },
  'ops-content': { name: '內容編輯', role: 'content' }
} as const

/**
 * Demo staff for development: per demo shop an owner (`<shop key>-owner`; a chain's stores share one owner,
 * `<first store key>-chain-owner`) and a member of staff (`<shop key>-staff`), three riders and one operator.
 * Idempotent: accounts that exist are left as they are (their TOTP enrolment kept).
 */
export async function seedStaff(db: Db, now: number): Promise<void> {
  const shops = await db.many<{ id: number; seed_key: string; name: string; chain: string | null }>(
    'SELECT id, seed_key, name, chain FROM merchants WHERE seed_key IS NOT NULL ORDER BY seed_key'
  )
  const done = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM staff_accounts WHERE seed_key IS NOT NULL AND role IN ('rider', 'operator')"
  )
  const already = await db.many<{ seed_key: string }>(
    'SELECT seed_key FROM staff_accounts WHERE seed_key IS NOT NULL'
  )
  const have = new Set(already.map((r) => r.seed_key))
  const accounts: Array<{
    key: string
    name: string
    role: string
    shops: number[]
    phone?: string
    ops?: string
  }> = []
  const chains = new Map<string, typeof shops>()
  for (const s of shops) {
    if (s.chain) chains.set(s.chain, [...(chains.get(s.chain) ?? []), s])
    else accounts.push({ key: `${s.seed_key}-owner`, name: `${s.name} 店主`, role: 'owner', shops: [s.id] })
    accounts.push({ key: `${s.seed_key}-staff`, name: `${s.name} 店員`, role: 'staff', shops: [s.id] })
  }
  for (const [chain, stores] of chains) {
    accounts.push({
      key: `${stores[0]!.seed_key}-chain-owner`,
      name: `${chain} 店主`,
      role: 'owner',
      shops: stores.map((s) => s.id)
    })
  }
  // riders go by their own names (the app writes 騎手 before it) and carry a work phone the customer may call
  DEV_RIDERS.forEach((key, i) =>
    accounts.push({ key, name: DEV_RIDER_NAMES[i]!, role: 'rider', shops: [], phone: `6688000${i + 1}` })
  )
  accounts.push({ key: DEV_OPERATOR, name: '營運值班', role: 'operator', shops: [], ops: '{super}' })
  for (const [key, o] of Object.entries(DEV_OPS))
    accounts.push({ key, name: o.name, role: 'operator', shops: [], ops: `{${o.role}}` })
  const missing = accounts.filter((a) => !have.has(a.key))
  if (missing.length === 0 && (done?.n ?? 0) > 0) return
  // one hash for the one development password: argon2 takes tens of milliseconds each
  const hash = await hashPassword(DEV_STAFF_PASSWORD)
  await db.tx(async (t) => {
    await t.query(
      `INSERT INTO staff_accounts (username, name, role, password_hash, seed_key, created_at, phone, ops_roles)
       SELECT x.key, x.name, x.role, $2, x.key, $3, coalesce(x.phone, ''), coalesce(x.ops, '{}')::text[]
       FROM jsonb_to_recordset($1::jsonb) AS x(key text, name text, role text, phone text, ops text)
       ON CONFLICT (username) DO NOTHING`,
      [JSON.stringify(missing), hash, now]
    )
    await t.query(
      `INSERT INTO staff_shops (staff_id, merchant_id)
       SELECT a.id, s.merchant_id FROM jsonb_to_recordset($1::jsonb) AS x(key text, shops int[])
       CROSS JOIN LATERAL unnest(x.shops) AS s(merchant_id)
       JOIN staff_accounts a ON a.seed_key = x.key
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(missing)]
    )
  })
}
