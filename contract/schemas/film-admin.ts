import { z } from 'zod/v4'
import { MAX_PLAN_COLS, MAX_PLAN_ROWS, MAX_SEAT_CLASSES, planProblem, SEAT_CLASS_KEY_RE } from '../seat-plan'
import { idString, jsonId } from './fields'

/**
 * Request schemas of /api/staff/deals/film/* (issue 37 point 3): halls with seat plans, sessions on them. Money in
 * avos, never negative; every edit of a row names its version; text without control characters.
 */

const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )
const text = (max: number) =>
  z.string().trim().min(1, '請輸入名稱').max(max, `不可多於 ${max} 字`).refine(printable, '不可包含控制字元')
/** MOP 0 – 99,999.99 in avos. */
const avos = z.number().int('金額須為整數（以仙計）').min(0, '金額不可為負數').max(9_999_999)
const version = z.number().int().min(1).max(2_147_483_647)
const classKey = z.string().regex(SEAT_CLASS_KEY_RE, '座位類別代號須為小寫英文字母開頭')

export const SeatPlanBody = z
  .strictObject({
    classes: z
      .array(z.strictObject({ key: classKey, name: text(12), price: avos }))
      .min(1, '至少要有一個座位類別')
      .max(MAX_SEAT_CLASSES, `座位類別不可多於 ${MAX_SEAT_CLASSES} 個`),
    rows: z
      .array(z.array(classKey.nullable()).min(1).max(MAX_PLAN_COLS, `每排不可多於 ${MAX_PLAN_COLS} 格`))
      .min(1, '至少要有一排')
      .max(MAX_PLAN_ROWS, `不可多於 ${MAX_PLAN_ROWS} 排`)
  })
  .superRefine((p, c) => {
    const problem = planProblem(p)
    if (problem) c.addIssue({ code: 'custom', message: problem, path: ['rows'] })
  })

export const FilmBoardQuery = z.strictObject({ merchantId: idString })

/** A hall: no id is a new one; with id, its version. */
export const HallSaveBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId.optional(),
  version: version.optional(),
  name: text(20),
  plan: SeatPlanBody
})

const prices = z.record(classKey, avos)

/** A session of a film in a hall at a Macau day and time; prices default to the hall's. Starts unpublished. */
export const SessionAddBody = z.strictObject({
  merchantId: jsonId,
  hallId: jsonId,
  filmId: jsonId,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式須為 YYYY-MM-DD')
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`)
      return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d
    }, '日期無效'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '時間格式須為 HH:MM'),
  prices: prices.default({})
})

/** A session's price per class (applies to seats sold from now on). */
export const SessionSaveBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId,
  version,
  prices
})

export const SessionPublishBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId,
  version,
  published: z.boolean()
})
