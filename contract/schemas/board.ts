import { z } from 'zod/v4'
import { MAX_ACCEPT_LIMIT_MINUTES, MAX_PREP_MINUTES, REJECT_REASONS } from '../board'
import { idString, jsonId } from './fields'

/** Request schemas of the order board (/api/staff/board*, JSON bodies; queries are strings). */

export const BoardQuery = z.strictObject({ merchantId: idString })

export const BoardAcceptBody = z.strictObject({
  orderId: jsonId,
  prepMinutes: z.number().int('請輸入整數分鐘').min(1, '備餐時間至少 1 分鐘').max(MAX_PREP_MINUTES)
})

export const BoardRejectBody = z
  .strictObject({
    orderId: jsonId,
    reason: z.enum(REJECT_REASONS),
    /** the typed reason when `reason` is other */
    note: z.string().trim().max(60).optional()
  })
  .refine((b) => b.reason !== 'other' || (b.note ?? '').length > 0, {
    message: '請輸入拒單原因',
    path: ['note']
  })

export const BoardOrderBody = z.strictObject({ orderId: jsonId })

export const BoardSettingsBody = z.strictObject({
  merchantId: jsonId,
  autoAccept: z.boolean().optional(),
  acceptLimitMinutes: z.number().int().min(1).max(MAX_ACCEPT_LIMIT_MINUTES).optional()
})

export const StaffMqttBody = z.strictObject({ merchantId: jsonId })
