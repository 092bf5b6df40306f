import type { OpsShopRow, ShopStanding } from '@lotus/contract/ops'
import type { OpsDeps } from './shared.js'

interface Row {
  id: number
  name: string
  verticals: string[]
  district: string
  standing: ShopStanding
  standing_reason: string | null
  commission_bps: number
  is_open: boolean
  owners: string[]
}

/** Shops as operators run them: by standing, by part of the name or the id, with their owners' logins. */
export async function listShops(
  d: OpsDeps,
  q: { standing?: ShopStanding | undefined; q?: string | undefined; page: number; pageSize: number }
): Promise<{ list: OpsShopRow[]; total: number; page: number; pageSize: number }> {
  const words = q.q?.trim() || null
  const where = `($1::text IS NULL OR m.standing = $1)
    AND ($2::text IS NULL OR strpos(lower(m.name), lower($2)) > 0 OR m.id::text = $2)`
  const total = await d.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM merchants m WHERE ${where}`, [
    q.standing ?? null,
    words
  ])
  const rows = await d.db.many<Row>(
    `SELECT m.id, m.name, m.verticals, m.district, m.standing, m.standing_reason, m.commission_bps, m.is_open,
       ARRAY(SELECT a.username FROM staff_shops ss JOIN staff_accounts a ON a.id = ss.staff_id
             WHERE ss.merchant_id = m.id AND a.role = 'owner' ORDER BY a.id) AS owners
     FROM merchants m WHERE ${where} ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
    [q.standing ?? null, words, q.pageSize, (q.page - 1) * q.pageSize]
  )
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      verticals: r.verticals,
      district: r.district,
      standing: r.standing,
      standingReason: r.standing_reason,
      commissionBps: r.commission_bps,
      isOpen: r.is_open,
      owners: r.owners
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize
  }
}
