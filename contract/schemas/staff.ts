import { z } from 'zod/v4'
import { ORDER_STATES } from '../order'
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES } from '../staff'
import { idString, jsonId, paging } from './fields'

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

// staff accounts (issue 36, fulfil): 帳號管理

/** Printable text: no control characters (NUL included) and no lone surrogates. */
const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )

/** An initial or reset password: absent, the server makes a random one and answers it once. */
const newPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `密碼最少 ${STAFF_PASSWORD_MIN} 個字元`)
  .max(STAFF_PASSWORD_MAX, `密碼最多 ${STAFF_PASSWORD_MAX} 個字元`)
  .refine(printable, '不可包含控制字元')

export const StaffAccountsQuery = z.strictObject({
  /** one shop's accounts (an owner's other shops answer NOT_FOUND) */
  merchantId: idString.optional(),
  /** matched against the username and the name */
  q: z.string().trim().max(64).refine(printable, '不可包含控制字元').optional(),
  ...paging
})

export const StaffAccountCreateBody = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{2,63}$/, '帳號須為 3 至 64 個小寫英文字母、數字或 . _ -'),
  name: z
    .string()
    .trim()
    .min(1, '請輸入姓名')
    .max(32, '不可多於 32 字')
    .refine(printable, '不可包含控制字元'),
  /** owners add `staff` only (the default) */
  role: z.enum(STAFF_ROLES).default('staff'),
  /** the shop a member of staff or an owner works for; none for riders and operators */
  merchantId: jsonId.optional(),
  password: newPassword.optional()
})

/** One account acted on (signing it out changes nothing of it: no version). */
export const StaffAccountBody = z.strictObject({ staffId: jsonId })

/** The account's version as the list showed it: an edit made since by another admin refuses this one. */
const version = z.number().int().min(1).max(2_147_483_647)

/** One account changed (its 2FA cleared). */
export const StaffAccountEditBody = z.strictObject({ staffId: jsonId, version })

export const StaffAccountDisableBody = z.strictObject({ staffId: jsonId, version, disabled: z.boolean() })

/** A member of staff taken off one shop (the account stays, with that shop's access gone). */
export const StaffAccountShopBody = z.strictObject({ staffId: jsonId, version, merchantId: jsonId })

export const StaffPasswordResetBody = z.strictObject({
  staffId: jsonId,
  version,
  password: newPassword.optional()
})

/** One's own password, changed with the current one (a password the server made must be, at first login). */
export const StaffPasswordChangeBody = z
  .strictObject({ current: z.string().min(1, '請輸入目前的密碼').max(256), password: newPassword })
  .refine((b) => b.current !== b.password, { message: '新密碼不可與目前的相同', path: ['password'] })
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
