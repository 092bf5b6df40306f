import { z } from 'zod/v4'
import { SLOT_RE } from '../slots'
import { idString, jsonId } from './fields'

/**
 * Request schemas of /api/staff/deals/* (issue 37 point 3). Money in avos, never negative; every edit of a row
 * names its version; text without control characters or lone surrogates.
 */

const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )

const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min ? '請輸入名稱' : undefined)
    .max(max, `不可多於 ${max} 字`)
    .refine(printable, '不可包含控制字元')

/** MOP 0 – 99,999.99 in avos. */
const avos = z.number().int('金額須為整數（以仙計）').min(0, '金額不可為負數').max(9_999_999)
const version = z.number().int().min(1).max(2_147_483_647)
/** A real calendar day, YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式須為 YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`)
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d
  }, '日期無效')

export const DealsQuery = z.strictObject({ merchantId: idString })

const Content = z.strictObject({
  name: text(40),
  count: z.number().int().min(1, '數量至少 1').max(99),
  /** what the item costs alone (the struck-out price is made of these) */
  price: avos
})

export const DealSaveBody = z
  .strictObject({
    merchantId: jsonId,
    /** absent: a new deal (unpublished until published) */
    id: jsonId.optional(),
    version: version.optional(),
    kind: z.enum(['deal', 'combo']),
    title: text(40),
    /** its title in English and Portuguese (issue 39); '' none, absent: as it was */
    titleEn: text(80, 0).optional(),
    titlePt: text(80, 0).optional(),
    description: text(200, 0).default(''),
    price: avos.min(1, '售價須大於 0'),
    originalPrice: avos,
    persons: z.number().int().min(1).max(20).default(1),
    contents: z.array(Content).max(30).default([]),
    validFrom: day,
    validTo: day,
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .refine((w) => new Set(w).size === w.length, '星期不可重複')
      .default([]),
    holidays: z.boolean().default(true),
    booking: z.boolean().default(false),
    perPersonLimit: z.number().int().min(0).max(20).default(0),
    /** 隨時退 */
    anytimeRefund: z.boolean(),
    /** 過期自動退 */
    expiryRefund: z.boolean()
  })
  .refine((d) => d.validFrom <= d.validTo, { message: '有效期的結束日不可早於開始日', path: ['validTo'] })
  .refine((d) => d.price <= d.originalPrice, { message: '團購價不可高於原價', path: ['price'] })
  .refine((d) => d.kind === 'deal' || d.contents.length > 0, {
    message: '套餐須列出內容',
    path: ['contents']
  })

export const DealPublishBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId,
  version,
  published: z.boolean()
})

export const SlotsQuery = z.strictObject({ merchantId: idString })

/** A reservation slot's places and deposit; never below what is booked (refused, nothing changed). */
export const SlotSaveBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId,
  version,
  capacity: z.number().int().min(0, '名額不可為負數').max(500),
  deposit: avos
})

/** A new reservation slot: a Macau day and time (HH:MM) the shop takes tables at. */
export const SlotAddBody = z.strictObject({
  merchantId: jsonId,
  day,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '時間格式須為 HH:MM'),
  capacity: z.number().int().min(0, '名額不可為負數').max(500),
  deposit: avos
})

export const DeliverySlotsQuery = z.strictObject({ merchantId: idString })

/** A supermarket delivery slot's capacity (orders per slot); never below the orders already booked in it. */
export const DeliverySlotSaveBody = z.strictObject({
  merchantId: jsonId,
  slot: z.string().regex(SLOT_RE, '時段格式須為 HH:MM-HH:MM'),
  version,
  capacity: z.number().int().min(0, '名額不可為負數').max(999)
})
