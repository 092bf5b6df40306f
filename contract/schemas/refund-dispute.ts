import { z } from 'zod/v4'
import { DISPUTE_REASON_MAX, DISPUTE_STATUSES } from '../refund-dispute'
import { jsonId, paging } from './fields'
import { text } from './ops'

/** The customer asks the platform to decide a rejected refund (POST /v1/store/order/refund/dispute). */
export const RefundDisputeBody = z.strictObject({
  refundId: jsonId,
  reason: text(2, DISPUTE_REASON_MAX, '請填寫申請平台介入的原因')
})

/** Support's 退款仲裁 queue (open: oldest first). */
export const OpsDisputesQuery = z.strictObject({
  status: z.enum(DISPUTE_STATUSES).default('open'),
  ...paging
})

export const OpsDisputeOverruleBody = z.strictObject({ refundId: jsonId })

export const OpsDisputeUpholdBody = z.strictObject({
  refundId: jsonId,
  note: text(2, 500, '請填寫維持商家決定的原因')
})
