import { z } from 'zod/v4'
import { ORDER_STATES } from '../order'
import { idString, paging } from './fields'

/** Request schemas of /api/staff/* (JSON bodies; queries are strings). */

export const StaffLoginBody = z.strictObject({
  username: z.string().trim().min(1, '請輸入帳號').max(64),
  password: z.string().min(1, '請輸入密碼').max(256)
})

/** A six-digit code from the authenticator app. */
export const TotpCodeBody = z.strictObject({
  code: z.string().regex(/^\d{6}$/, '請輸入 6 位數字驗證碼')
})

export const StaffOrdersQuery = z.strictObject({
  merchantId: idString,
  status: z.enum(ORDER_STATES as [string, ...string[]]).optional(),
  ...paging
})

export const AuditQuery = z.strictObject({
  /** who, what or which subject: matched against the actor's name, the action and the subject id */
  q: z.string().trim().max(64).optional(),
  action: z
    .string()
    .regex(/^[a-z]+(\.[a-z]+)*$/)
    .max(64)
    .optional(),
  ...paging
})
