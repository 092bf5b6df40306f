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

/** A calendar day YYYY-MM-DD (Asia/Macau), a real one. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式為 YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`)
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d
  }, '日期無效')

export const AuditQuery = z
  .strictObject({
    /** who, what or which subject: matched against the actor's name, the action and the subject id */
    q: z.string().trim().max(64).optional(),
    action: z
      .string()
      .regex(/^[a-z]+(\.[a-z]+)*$/)
      .max(64)
      .optional(),
    // issue 38: by actor (name or account id), subject (its id, or type:id) and Asia/Macau days (from ≤ to)
    actor: z.string().trim().max(64).optional(),
    subject: z.string().trim().max(80).optional(),
    from: day.optional(),
    to: day.optional(),
    ...paging
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '開始日期不可晚於結束日期', path: ['to'] })
