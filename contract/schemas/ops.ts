import { z } from 'zod/v4'
import { FEEDBACK_STATUSES } from '../feedback'
import { AREA_CODES, isValidPhone } from '../phone'
import {
  REPORT_STATUSES,
  REVEAL_KINDS,
  REVEAL_REASON_MIN,
  RIDER_VEHICLES,
  SHOP_STANDINGS,
  STANDING_STEPS
} from '../ops'
import { idString, jsonId, paging, plainText } from './fields'

/** Request schemas of /api/staff/ops/* (issue 38): operators' support desk. */

export const text = plainText

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

/** Merchant applications (issue 38 point 2): in review, oldest first. */
export const OpsApplicationsQuery = z.strictObject({
  status: z.enum(['reviewing', 'approved', 'rejected']).default('reviewing'),
  ...paging
})

/** Approve (a shop and its owner's login) or reject with the reason the applicant reads. */
export const OpsApplicationDecideBody = z.strictObject({
  id: jsonId,
  decision: z.enum(['approve', 'reject']),
  /** required to reject: the applicant reads it on their application page */
  reason: text(0, 100, '').optional()
})

export const OpsShopsQuery = z.strictObject({
  standing: z.enum(SHOP_STANDINGS).optional(),
  /** part of the shop's name, or its id */
  q: z.string().trim().max(40).optional(),
  ...paging
})

export const OpsShopStandingBody = z.strictObject({
  merchantId: jsonId,
  step: z.enum(
    Object.keys(STANDING_STEPS) as [keyof typeof STANDING_STEPS, ...Array<keyof typeof STANDING_STEPS>]
  ),
  reason: text(2, 200, '請填寫原因（商戶後台會顯示）')
})

/** A commission rate in basis points: 0 to 50 % (no marketplace in Macau charges more). */
export const OpsCommissionBody = z.strictObject({
  merchantId: jsonId,
  commissionBps: z.number().int().min(0, '佣金不可少於 0%').max(5000, '佣金不可多於 50%')
})

/** A rider's application (the console's public form): one in review per phone. */
export const RiderApplyBody = z
  .strictObject({
    name: text(1, 30, '請填寫姓名'),
    areaCode: z.enum(AREA_CODES),
    phone: z.string().regex(/^\d{1,20}$/, '手機號碼格式錯誤'),
    vehicle: z.enum(RIDER_VEHICLES)
  })
  .refine((b) => isValidPhone(b.areaCode, b.phone), { message: '手機號碼格式錯誤', path: ['phone'] })

export const OpsRiderApplicationsQuery = z.strictObject({
  status: z.enum(['reviewing', 'approved', 'rejected']).default('reviewing'),
  ...paging
})

export const OpsRiderDecideBody = z.strictObject({
  id: jsonId,
  decision: z.enum(['approve', 'reject']),
  reason: text(0, 100, '').optional()
})

export const OpsRidersQuery = z.strictObject({ ...paging })

/** Suspend a rider (a reason) or lift the suspension. */
export const OpsRiderStandingBody = z.strictObject({
  riderId: jsonId,
  suspend: z.boolean(),
  reason: text(2, 200, '請填寫原因')
})
