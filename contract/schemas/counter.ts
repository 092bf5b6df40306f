import { z } from 'zod/v4'
import { COUNTER_CODE_RE } from '../counter'
import { idString, jsonId, paging } from './fields'

/** Request schemas of the counter and refunds (/api/staff/counter/*, /api/staff/refunds/*). */

const code = z.string().trim().regex(COUNTER_CODE_RE, '請輸入 8 位取貨碼或 12 位券碼')

export const CounterLookupQuery = z.strictObject({ merchantId: idString, code })

export const CounterRedeemBody = z.strictObject({ merchantId: jsonId, code })

export const WeighOrderQuery = z.strictObject({
  merchantId: idString,
  orderNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/, '請輸入訂單號')
})

export const CounterWeighBody = z.strictObject({
  merchantId: jsonId,
  orderId: jsonId,
  lines: z
    .array(z.strictObject({ goodsId: jsonId, finalGrams: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(50)
})

export const ShopRefundsQuery = z.strictObject({
  merchantId: idString,
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  ...paging
})

export const RefundDecideBody = z.strictObject({
  merchantId: jsonId,
  refundId: jsonId,
  /** Required to reject (the customer reads it), and to approve only some lines (the reason for the others). */
  reason: z.string().trim().max(200).optional(),
  /** Approve: the lines (order item ids) given back, the others of the refund rejected; absent: all of them. */
  items: z.array(jsonId).min(1).max(100).optional()
})
