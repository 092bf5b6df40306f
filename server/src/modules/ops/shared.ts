import { isFulfilment } from '@lotus/contract/order-kinds'
import { machineFor } from '@lotus/contract/order-machines'
import type { OpsOrderRow } from '@lotus/contract/ops'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { DeletionService } from '../account/deletion.js'
import type { FeedbackService } from '../account/feedback.js'
import type { IdentityService } from '../identity/identity-service.js'
import type { BusinessService } from '../business/business-service.js'
import type { OrderLifecycle } from '../order/move.js'
import type { ReportService } from '../report/report-service.js'
import type { AccountsDeps } from '../staff/accounts/deps.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { auditActorOf } from '../staff/staff-actor.js'

/** What every support operation works with (issue 38): the database, the owners of each row, the audit log. */
export interface OpsDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  identity: IdentityService
  feedback: FeedbackService
  reports: ReportService
  deletion: DeletionService
  /** merchant applications (issue 38 point 2) */
  business: BusinessService
  /** orders cancelled when a shop is suspended or closed */
  lifecycle: OrderLifecycle
  /** ends the console access of a closed shop's staff */
  access: AccountsDeps
}

/** The operator calling, as the audit log records them, and from where. */
export interface OpsCaller {
  session: StaffSession
  ip: string
}

export const auditBy = (c: OpsCaller) => ({ actor: auditActorOf(c.session), ip: c.ip })

export interface OrderRow {
  id: number
  order_no: string
  user_id: number
  shop_name: string
  vertical: string
  fulfilment: string
  status: string
  total: number
  created_at: number
}

export const ORDER_SELECT = `SELECT o.id, o.order_no, o.user_id, m.name AS shop_name, o.vertical, o.fulfilment,
    o.status, o.total, o.created_at FROM orders o JOIN merchants m ON m.id = o.merchant_id`

export function toOrderRow(r: OrderRow): OpsOrderRow {
  const text = (isFulfilment(r.fulfilment) ? machineFor(r.fulfilment)?.text : undefined) as
    Record<string, string> | undefined
  return {
    id: r.id,
    orderNo: r.order_no,
    userId: r.user_id,
    shopName: r.shop_name,
    vertical: r.vertical,
    fulfilment: r.fulfilment,
    status: r.status,
    statusText: text?.[r.status] ?? r.status,
    total: Number(r.total),
    createdAt: toSeconds(Number(r.created_at))
  }
}
