import type { OpsRiderApplicationRow, OpsRiderApproved, RiderVehicle } from '@lotus/contract/ops'
import { maskPhone } from '@lotus/contract/phone'
import { toSeconds } from '../../clock.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { randomPassword } from '../staff/accounts/deps.js'
import { createStaffAccountIn, hashedFor } from '../staff/create-account.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

interface Row {
  id: number
  name: string
  area_code: string
  phone: string
  vehicle: RiderVehicle
  status: OpsRiderApplicationRow['status']
  reject_reason: string | null
  decided_by: string | null
  staff_id: number | null
  created_at: number
}

const toRow = (r: Row): OpsRiderApplicationRow => ({
  id: r.id,
  name: r.name,
  areaCode: r.area_code,
  phoneMasked: maskPhone(r.phone),
  vehicle: r.vehicle,
  status: r.status,
  rejectReason: r.reject_reason,
  decidedBy: r.decided_by,
  staffId: r.staff_id,
  createdAt: toSeconds(Number(r.created_at))
})

/**
 * A rider's application from the console's public form (no session): one in review per phone (a partial unique
 * index makes repeated taps one). The answer says only that it was received: nothing of anyone else's.
 */
export async function applyAsRider(
  d: OpsDeps,
  input: { name: string; areaCode: string; phone: string; vehicle: RiderVehicle }
): Promise<{ received: true }> {
  const now = d.clock.now()
  const r = await d.db.one<{ id: number }>(
    `INSERT INTO rider_applications (name, area_code, phone, vehicle, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'reviewing', $5, $5)
     ON CONFLICT (area_code, phone) WHERE status = 'reviewing' DO NOTHING RETURNING id`,
    [input.name, input.areaCode, input.phone, input.vehicle, now]
  )
  if (!r) throw new AppError(ErrorCode.APPLICATION_OPEN, '此手機號碼已有申請正在審核中，請等候我們聯絡')
  return { received: true }
}

export async function riderApplications(
  d: OpsDeps,
  q: { status: OpsRiderApplicationRow['status']; page: number; pageSize: number }
) {
  const total = await d.db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM rider_applications WHERE status = $1',
    [q.status]
  )
  const rows = await d.db.many<Row>(
    `SELECT * FROM rider_applications WHERE status = $1
     ORDER BY ${q.status === 'reviewing' ? 'id' : 'updated_at DESC, id DESC'} LIMIT $2 OFFSET $3`,
    [q.status, q.pageSize, (q.page - 1) * q.pageSize]
  )
  return { list: rows.map(toRow), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize }
}

/**
 * Support approves (a rider account with the applicant's work phone; the password answered once, TOTP optional as
 * for every rider) or rejects with a reason, with the audit entry in the same transaction. Decided once.
 */
export async function decideRider(
  d: OpsDeps,
  c: OpsCaller,
  input: { id: number; decision: 'approve' | 'reject'; reason?: string | undefined }
): Promise<OpsRiderApproved | { id: number; status: 'rejected' }> {
  if (input.decision === 'reject' && !input.reason) throw validation('請填寫不通過原因')
  const by = c.session.account.username
  const password = randomPassword()
  const hash =
    input.decision === 'approve'
      ? await hashedFor({ username: 'rider-0', name: '', role: 'rider', password, merchantIds: [] })
      : ''
  return d.db.tx(async (t) => {
    const a = await t.one<Row>('SELECT * FROM rider_applications WHERE id = $1 FOR UPDATE', [input.id])
    if (!a) throw notFound('找不到申請')
    if (a.status !== 'reviewing') throw new AppError(ErrorCode.APPLICATION_STATE, '此申請已處理', 409)
    const now = d.clock.now()
    if (input.decision === 'reject') {
      await t.query(
        `UPDATE rider_applications SET status = 'rejected', reject_reason = $2, decided_by = $3, updated_at = $4
         WHERE id = $1`,
        [a.id, input.reason, by, now]
      )
      await d.audit.write(t, {
        ...auditBy(c),
        action: 'ops.rider.reject',
        subjectType: 'rider_application',
        subjectId: a.id,
        before: { status: 'reviewing' },
        after: { status: 'rejected', reason: input.reason }
      })
      return { id: a.id, status: 'rejected' as const }
    }
    const username = `rider-${a.id}`
    const rider = await createStaffAccountIn(
      d,
      t,
      { username, name: a.name, role: 'rider', password, merchantIds: [], passwordChangeDue: true },
      hash,
      { type: 'staff', id: c.session.account.id, name: by }
    )
    // the work phone the customer of a carried order may call
    await t.query('UPDATE staff_accounts SET phone = $2 WHERE id = $1', [rider.id, a.phone])
    await t.query(
      `UPDATE rider_applications SET status = 'approved', decided_by = $2, staff_id = $3, updated_at = $4
       WHERE id = $1`,
      [a.id, by, rider.id, now]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'ops.rider.approve',
      subjectType: 'rider_application',
      subjectId: a.id,
      before: { status: 'reviewing' },
      after: { status: 'approved', staffId: rider.id, username }
    })
    return { id: a.id, status: 'approved' as const, rider: { staffId: rider.id, username, password } }
  })
}
