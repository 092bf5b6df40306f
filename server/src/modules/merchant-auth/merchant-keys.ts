import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex')

/** `<mchId>.<secret>`: the merchant id is readable so the hash lookup is one row. */
function parseKey(raw: string | undefined): { mchId: number; secret: string } | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{16,128})$/.exec(raw ?? '')
  if (!m) return null
  const mchId = Number(m[1])
  return Number.isSafeInteger(mchId) && mchId > 0 ? { mchId, secret: m[2]! } : null
}

/**
 * Merchant credentials: what a merchant's counter (or, outside production, the simulator) presents to
 * redeem a pickup code or a voucher. Keys are random and shown once; only their SHA-256 is stored.
 */
export function createMerchantKeys(deps: { db: Db; clock: Clock; devSecret: string; production: boolean }) {
  const { db, clock } = deps

  /** The merchant a key belongs to, or null (wrong, unknown or revoked key). */
  async function verify(raw: string | undefined): Promise<number | null> {
    const key = parseKey(raw)
    if (!key) return null
    const row = await db.one<{ key_hash: string }>('SELECT key_hash FROM merchant_keys WHERE mch_id = $1', [
      key.mchId
    ])
    if (!row) return null
    const a = Buffer.from(row.key_hash, 'hex')
    const b = Buffer.from(sha256(key.secret), 'hex')
    return a.length === b.length && timingSafeEqual(a, b) ? key.mchId : null
  }

  /** Issues (or replaces) a merchant's key; the returned key is not stored anywhere. */
  async function issue(
    t: Db,
    mchId: number,
    secret = randomBytes(24).toString('base64url')
  ): Promise<string> {
    await t.query(
      `INSERT INTO merchant_keys (mch_id, key_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (mch_id) DO UPDATE SET key_hash = EXCLUDED.key_hash, created_at = EXCLUDED.created_at`,
      [mchId, sha256(secret), clock.now()]
    )
    return `${mchId}.${secret}`
  }

  /**
   * Outside production only: a merchant's deterministic development key (the simulator and tests act as
   * the merchant's counter with it). Refused in production, where keys are issued and handed over by hand.
   */
  async function devKey(mchId: number): Promise<string> {
    if (deps.production) throw new Error('development merchant keys do not exist in production')
    const secret = createHmac('sha256', deps.devSecret).update(`merchant:${mchId}`).digest('base64url')
    return issue(db, mchId, secret)
  }

  return { verify, issue, devKey }
}

export type MerchantKeys = ReturnType<typeof createMerchantKeys>
