import { z } from 'zod/v4'
import { SHOP_CAPS } from '../shop-admin'
import { idString, jsonId } from './fields'

/** Request schemas of /api/staff/shop/* (issue 37 point 2). Money in avos; a settings save names its version. */

/** Printable text: no control characters (NUL included; a new line is allowed) and no lone surrogates. */
const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )

const avos = (max: number) =>
  z
    .number()
    .int('金額須為整數（以仙計）')
    .min(0, '金額不可為負數')
    .max(max, `金額不可超過 MOP ${max / 100}`)
const version = z.number().int().min(1).max(2_147_483_647)

export const ShopQuery = z.strictObject({ merchantId: idString })

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '時間須為 HH:MM')
const minuteOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))

/** A Macau day YYYY-MM-DD that exists on the calendar. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期須為 YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`)
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d
  }, '日期不存在')

export const ShopHoursBody = z.strictObject({
  merchantId: jsonId,
  version,
  /** the day's opening ranges; one may cross midnight (22:00–02:00); from = to: open all day */
  ranges: z
    .array(z.strictObject({ from: hhmm, to: hhmm }))
    .min(1, '請至少設定一個營業時段')
    .max(4, '最多 4 個營業時段')
    .refine((rs) => rs.length === 1 || rs.every((r) => r.from !== r.to), '全日營業只可設一個時段')
    .refine((rs) => new Set(rs.map((r) => minuteOf(r.from))).size === rs.length, '營業時段不可重複'),
  holidays: z
    .array(day)
    .max(SHOP_CAPS.holidays, `最多 ${SHOP_CAPS.holidays} 個休息日`)
    .refine((ds) => new Set(ds).size === ds.length, '休息日不可重複')
    .default([])
})

export const ShopPauseBody = z.strictObject({
  merchantId: jsonId,
  /** 30, 60 or 120 minutes; null: until the shop resumes */
  minutes: z.union([z.literal(30), z.literal(60), z.literal(120), z.null()])
})

export const ShopResumeBody = z.strictObject({ merchantId: jsonId })

export const ShopDeliveryBody = z.strictObject({
  merchantId: jsonId,
  version,
  deliveryFee: avos(SHOP_CAPS.deliveryFee),
  minOrder: avos(SHOP_CAPS.minOrder),
  packFee: avos(SHOP_CAPS.packFee),
  deliveryRangeM: z
    .number()
    .int()
    .min(500, '配送範圍最少 500 米')
    .max(SHOP_CAPS.deliveryRangeM, `配送範圍最多 ${SHOP_CAPS.deliveryRangeM / 1000} 公里`),
  deliveryMinutes: z.number().int().min(5, '最少 5 分鐘').max(SHOP_CAPS.deliveryMinutes)
})

export const ShopNoticeBody = z.strictObject({
  merchantId: jsonId,
  version,
  notice: z
    .string()
    .trim()
    .max(SHOP_CAPS.notice, `公告不可多於 ${SHOP_CAPS.notice} 字`)
    .refine(printable, '不可包含控制字元')
})

const positive = (max: number) => avos(max).min(1, '金額須大於 0')

export const ShopActivityInput = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('full_reduction'),
    threshold: positive(SHOP_CAPS.minOrder),
    reduce: positive(SHOP_CAPS.minOrder)
  }),
  z.strictObject({
    type: z.literal('discount'),
    rate: z.number().int().min(50, '折扣最低 5 折').max(99, '折扣須低於原價')
  }),
  z.strictObject({ type: z.literal('new_user'), reduce: positive(SHOP_CAPS.deliveryFee) }),
  z.strictObject({ type: z.literal('delivery_free'), threshold: avos(SHOP_CAPS.minOrder) })
])

const activities = z
  .array(ShopActivityInput)
  .max(SHOP_CAPS.activities, `最多 ${SHOP_CAPS.activities} 個活動`)
  .refine(
    (as) => as.every((a) => a.type !== 'full_reduction' || a.reduce < a.threshold),
    '滿減的減額須少於門檻'
  )
  .refine((as) => {
    const ts = as.flatMap((a) => (a.type === 'full_reduction' ? [a.threshold] : []))
    return new Set(ts).size === ts.length
  }, '滿減門檻不可重複')
  .refine(
    (as) =>
      (['discount', 'new_user', 'delivery_free'] as const).every(
        (t) => as.filter((a) => a.type === t).length <= 1
      ),
    '折扣、新客立減、免配送費各只可設一個'
  )

export const ShopActivitiesBody = z.strictObject({ merchantId: jsonId, version, activities })

/** The sample cart the owner prices: goods of the shop and counts, a new or returning customer, a distance. */
export const ShopActivityPreviewBody = z.strictObject({
  merchantId: jsonId,
  activities,
  lines: z
    .array(z.strictObject({ goodsId: jsonId, count: z.number().int().min(1).max(99) }))
    .min(1, '請選擇商品')
    .max(20),
  newCustomer: z.boolean().default(false)
})

export const ShopCardTierBody = z
  .strictObject({
    merchantId: jsonId,
    version,
    /** absent: a new denomination */
    id: jsonId.optional(),
    pay: positive(SHOP_CAPS.cardPay),
    credit: positive(SHOP_CAPS.cardPay * 2),
    onSale: z.boolean()
  })
  .refine((c) => c.credit >= c.pay, { message: '儲值額不可少於售價', path: ['credit'] })
  .refine((c) => c.credit <= c.pay * 2, { message: '贈送不可多於售價', path: ['credit'] })
