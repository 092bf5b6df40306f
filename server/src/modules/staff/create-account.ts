import { OPS_ROLES, STAFF_ROLES, type OpsRole, type StaffRole } from '@lotus/contract/staff'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { validation } from '../../errors.js'
import type { AuditLog } from './audit.js'
import { hashPassword } from './passwords.js'

/** The shortest password an account may be given (NIST SP 800-63B: length over composition rules). */
export const MIN_STAFF_PASSWORD = 12

export interface NewStaffAccount {
  username: string
  name: string
  role: StaffRole
  password: string
  /** Shops an owner (one or a chain's) or a member of staff (exactly one) works for; none for riders and operators. */
  merchantIds: number[]
  /** An operator's roles (issue 38); absent: super admin, as the command line's first operator must be. */
  opsRoles?: OpsRole[]
  /** The password was made by the server for someone else to hand over: its holder changes it at first login. */
  passwordChangeDue?: boolean
}

/**
 * Creates a staff account, audited as done by `by` (the system for the command line's first operator). How
 * production gets its first accounts, since it seeds none: `npm run staff -w server -- add …`.
 */
export async function createStaffAccount(
  deps: { db: Db; clock: Clock; audit: AuditLog },
  input: NewStaffAccount,
  by: { type: 'staff' | 'system'; id?: number; name: string }
): Promise<{ id: number }> {
  const hash = await hashedFor(input)
  return deps.db.tx((t) => createStaffAccountIn(deps, t, input, hash, by))
}

/** Checks a new account and hashes its password (slow on purpose: outside any transaction). */
export async function hashedFor(input: NewStaffAccount): Promise<string> {
  if (!/^[a-z0-9][a-z0-9._-]{2,63}$/.test(input.username))
    throw validation('帳號須為 3 至 64 個小寫英文字母、數字或 . _ -')
  if (!STAFF_ROLES.includes(input.role)) throw validation(`角色須為 ${STAFF_ROLES.join('、')} 之一`)
  if ([...input.password].length < MIN_STAFF_PASSWORD)
    throw validation(`密碼最少 ${MIN_STAFF_PASSWORD} 個字元`)
  return hashPassword(input.password)
}

/**
 * The insert of a checked account (`hash` from hashedFor), in the caller's transaction: an approved merchant
 * application creates its shop and its owner's login together.
 */
export async function createStaffAccountIn(
  deps: { audit: AuditLog; clock: Clock },
  t: Db,
  input: NewStaffAccount,
  hash: string,
  by: { type: 'staff' | 'system'; id?: number; name: string }
): Promise<{ id: number }> {
  const shops = [...new Set(input.merchantIds)]
  if (input.role === 'staff' && shops.length !== 1) throw validation('店員須屬於一間店鋪')
  if (input.role === 'owner' && shops.length === 0) throw validation('店主須最少有一間店鋪')
  if ((input.role === 'rider' || input.role === 'operator') && shops.length > 0)
    throw validation('騎手及營運人員不屬於店鋪')
  const opsRoles: string[] = input.role === 'operator' ? [...new Set(input.opsRoles ?? ['super'])] : []
  if (input.role !== 'operator' && input.opsRoles?.length) throw validation('只有營運人員有營運角色')
  if (
    opsRoles.some((r) => !(OPS_ROLES as readonly string[]).includes(r)) ||
    (input.role === 'operator' && !opsRoles.length)
  )
    throw validation(`營運角色須為 ${OPS_ROLES.join('、')} 之一`)
  const found = await t.many<{ id: number }>('SELECT id FROM merchants WHERE id = ANY($1::int[])', [shops])
  if (found.length !== shops.length) throw validation('找不到該店鋪')
  const row = await t.one<{ id: number }>(
    `INSERT INTO staff_accounts (username, name, role, password_hash, created_at, ops_roles)
     VALUES ($1, $2, $3, $4, $5, $6::text[])
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [input.username, input.name.trim() || input.username, input.role, hash, deps.clock.now(), opsRoles]
  )
  if (!row) throw validation('此帳號已存在')
  if (input.passwordChangeDue) {
    await t.query('INSERT INTO staff_account_state (staff_id, password_change_due) VALUES ($1, true)', [
      row.id
    ])
  }
  for (const m of shops) {
    await t.query('INSERT INTO staff_shops (staff_id, merchant_id) VALUES ($1, $2)', [row.id, m])
  }
  await deps.audit.write(t, {
    actor: by,
    action: 'staff.account.created',
    subjectType: 'staff',
    subjectId: row.id,
    merchantId: shops[0] ?? null,
    after: {
      username: input.username,
      role: input.role,
      merchantIds: shops,
      ...(opsRoles.length ? { opsRoles } : {})
    }
  })
  return row
}
