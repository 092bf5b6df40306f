import { z } from 'zod/v4'
import { FEEDBACK_STATUSES } from '../feedback'
import { REPORT_STATUSES, REVEAL_KINDS, REVEAL_REASON_MIN } from '../ops'
import { idString, jsonId, paging } from './fields'

/** Request schemas of /api/staff/ops/* (issue 38): operators' support desk. */

/** Printable text (line breaks allowed): no other control characters (NUL included), no lone surrogates. */
const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )
const text = (min: number, max: number, empty: string) =>
  z.string().trim().min(min, empty).max(max, `不可多於 ${max} 字`).refine(printable, '不可包含控制字元')

const version = z.number().int().min(0).max(2_147_483_647)

/** A phone number, a customer's id or an order number. */
export const OpsLookupQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, '請輸入手機號碼、客戶編號或訂單號')
    .max(32)
    .regex(/^[0-9A-Za-z+-]+$/, '請輸入手機號碼、客戶編號或訂單號')
})

export const OpsCustomerQuery = z.strictObject({ userId: idString })
export const OpsOrderQuery = z.strictObject({ orderId: idString })

export const OpsRevealBody = z.strictObject({
  kind: z.enum(REVEAL_KINDS),
  id: jsonId,
  reason: text(REVEAL_REASON_MIN, 200, `請填寫查看原因（至少 ${REVEAL_REASON_MIN} 字）`)
})

export const OpsIdentityQuery = z.strictObject({
  status: z.enum(['reviewing', 'approved', 'rejected']).default('reviewing'),
  ...paging
})

export const OpsIdentityDecideBody = z.strictObject({
  userId: jsonId,
  decision: z.enum(['approve', 'reject']),
  /** required to reject: the customer reads it on their identity page */
  reason: text(0, 100, '').optional()
})

export const OpsFeedbackQuery = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  ...paging
})

export const OpsFeedbackMoveBody = z.strictObject({
  id: jsonId,
  version,
  status: z.enum(['processing', 'replied', 'closed']),
  /** required with `replied`: the customer reads it on the feedback's page */
  reply: text(0, 500, '').optional()
})

export const OpsReportsQuery = z.strictObject({
  status: z.enum(REPORT_STATUSES).default('open'),
  ...paging
})

export const OpsReportResolveBody = z.strictObject({
  id: jsonId,
  note: text(2, 500, '請填寫處理結果')
})

export const OpsDeletionsQuery = z.strictObject({ ...paging })
