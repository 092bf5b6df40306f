import type { Page, StaffAccountRow, StaffRole } from '@lotus/contract/staff'
import type { AccountsCaller, AccountsDeps } from './deps.js'

interface Row {
  id: number
  username: string
  name: string
  role: StaffRole
  disabled: boolean
  locked_until: number
  totp_secret: string | null
  created_at: number
  version: number
  password_change_due: boolean
  shops: Array<{ id: number; name: string }> | null
  total: number
}

/**
 * 帳號管理's list: an owner sees the staff (role `staff`) of their shops, or of the one shop asked; an operator every
 * account but their own (contract's manageableBy, as the writes). Newest first.
 */
export async function listAccounts(
  deps: AccountsDeps,
  c: AccountsCaller,
  q: { merchantId?: number | undefined; q?: string | undefined; page: number; pageSize: number }
): Promise<Page<StaffAccountRow>> {
  const operator = c.actor.role === 'operator'
  const shops = q.merchantId !== undefined ? [q.merchantId] : [...c.actor.merchantIds]
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null
  const rows = await deps.db.many<Row>(
    `SELECT a.id, a.username, a.name, a.role, a.disabled, a.locked_until, a.totp_secret, a.created_at,
       COALESCE(v.version, 1) AS version, COALESCE(v.password_change_due, false) AS password_change_due,
       (SELECT json_agg(json_build_object('id', m.id, 'name', m.name) ORDER BY m.id)
          FROM staff_shops ss JOIN merchants m ON m.id = ss.merchant_id WHERE ss.staff_id = a.id) AS shops,
       count(*) OVER ()::int AS total
     FROM staff_accounts a LEFT JOIN staff_account_state v ON v.staff_id = a.id
     WHERE a.id <> $1
       AND ($2::boolean AND ($3::int[] IS NULL OR EXISTS
              (SELECT 1 FROM staff_shops s WHERE s.staff_id = a.id AND s.merchant_id = ANY($3::int[])))
            OR NOT $2::boolean AND a.role = 'staff' AND EXISTS
              (SELECT 1 FROM staff_shops s WHERE s.staff_id = a.id AND s.merchant_id = ANY($3::int[])))
       AND ($4::text IS NULL OR a.username ILIKE $4 OR a.name ILIKE $4)
     ORDER BY a.id DESC
     LIMIT $5 OFFSET $6`,
    [
      c.actor.id,
      operator,
      operator && q.merchantId === undefined ? null : shops,
      like,
      q.pageSize,
      (q.page - 1) * q.pageSize
    ]
  )
  const now = deps.clock.now()
  return {
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.name,
      role: r.role,
      disabled: r.disabled,
      lockedUntil: Number(r.locked_until) > now ? Number(r.locked_until) : null,
      totpEnrolled: r.totp_secret !== null,
      shops: r.shops ?? [],
      createdAt: Number(r.created_at),
      version: r.version,
      passwordChangeDue: r.password_change_due
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize
  }
}
