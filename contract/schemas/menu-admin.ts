import { z } from 'zod/v4'
import { SELL_BY } from '../general'
import { idString, jsonId } from './fields'

/** Request schemas of /api/staff/menu/* (issue 37). Money in avos; every edit of a row names its version. */

/** Printable text: no control characters (NUL included) and no lone surrogates, which no screen can draw. */
const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )

export const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min ? '請輸入名稱' : undefined)
    .max(max, `不可多於 ${max} 字`)
    .refine(printable, '不可包含控制字元')

/** MOP 0 – 99,999.99 in avos. */
export const avos = z.number().int('金額須為整數（以仙計）').min(0, '金額不可為負數').max(9_999_999)
export const count = (max: number) => z.number().int().min(0, '不可為負數').max(max)
export const version = z.number().int().min(1).max(2_147_483_647)

export const MenuQuery = z.strictObject({ merchantId: idString })

export const CategorySaveBody = z.strictObject({
  merchantId: jsonId,
  /** absent: a new category */
  id: jsonId.optional(),
  version: version.optional(),
  name: text(20),
  /** its name in English and Portuguese (issue 39); '' none, absent: as it was */
  nameEn: text(40, 0).optional(),
  namePt: text(40, 0).optional()
})

export const CategoryDeleteBody = z.strictObject({ merchantId: jsonId, id: jsonId, version })

/** The shop's categories in their new order: every one of them, once. */
export const CategorySortBody = z.strictObject({
  merchantId: jsonId,
  ids: z
    .array(jsonId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, '分類不可重複')
})

const OptionGroup = z.strictObject({
  name: text(20),
  required: z.boolean(),
  multi: z.boolean(),
  values: z
    .array(z.strictObject({ value: text(20), priceDelta: z.number().int().min(0).max(999_999) }))
    .min(1, '每組選項至少一個')
    .max(20)
})

/** One SKU (規格) of a takeaway goods: absent id = a new one; a row left out of the list is removed. */
const TakeawaySku = z
  .strictObject({
    id: jsonId.optional(),
    name: text(20),
    price: avos,
    memberPrice: avos.nullable().default(null),
    /** the SKU's stock, set again each Macau day */
    stock: count(999_999),
    soldOut: z.boolean().default(false)
  })
  .refine((k) => k.memberPrice === null || k.memberPrice <= k.price, {
    message: '會員價不可高於售價',
    path: ['memberPrice']
  })

export const GoodsSaveBody = z
  .strictObject({
    merchantId: jsonId,
    /** absent: a new goods */
    id: jsonId.optional(),
    version: version.optional(),
    categoryId: jsonId,
    name: text(40),
    /** its name in English and Portuguese (issue 39); '' none, absent: as it was */
    nameEn: text(80, 0).optional(),
    namePt: text(80, 0).optional(),
    description: text(200, 0).default(''),
    price: avos,
    memberPrice: avos.nullable().default(null),
    originalPrice: avos.nullable().default(null),
    packFee: z.number().int().min(0, '金額不可為負數').max(100_000).default(0),
    stock: count(999_999),
    dailyStock: count(999_999).nullable().default(null),
    limitBuy: count(999).default(0),
    onSale: z.boolean().default(true),
    /** 規格 / 口味: option groups whose values may add to the price */
    props: z.array(OptionGroup).max(10).default([]),
    /** 規格 with their own price and stock (大份 / 小份); empty: the goods is its own product */
    skus: z
      .array(TakeawaySku)
      .max(20)
      .default([])
      .refine((ks) => new Set(ks.map((k) => k.name)).size === ks.length, '規格名稱不可重複')
      .refine(
        (ks) =>
          new Set(ks.flatMap((k) => (k.id ? [k.id] : []))).size ===
          ks.flatMap((k) => (k.id ? [k.id] : [])).length,
        '規格不可重複'
      )
  })
  .refine((g) => g.memberPrice === null || g.memberPrice <= g.price, {
    message: '會員價不可高於售價',
    path: ['memberPrice']
  })

export const SoldOutBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId,
  version,
  soldOut: z.boolean()
})

/** The photo's goods, in the query of the multipart upload (field `file`). */
export const GoodsPhotoQuery = z.strictObject({
  merchantId: idString,
  id: idString,
  version: idString
})

/**
 * How a general store's goods is sold (issue 37): by unit, by box, or by weight at `pricePer500g` with an
 * estimated portion of `unitGrams` (its price is then the portion's, contract/weight.ts).
 */
export const GoodsSellByBody = z
  .strictObject({
    merchantId: jsonId,
    id: jsonId,
    version,
    sellBy: z.enum(SELL_BY),
    pricePer500g: avos.min(1, '每 500 克售價須大於 0').nullable().default(null),
    unitGrams: z.number().int().min(1, '每份重量須大於 0').max(50_000).nullable().default(null)
  })
  .refine((b) => b.sellBy !== 'weight' || (b.pricePer500g !== null && b.unitGrams !== null), {
    message: '按重量出售須填每 500 克售價及每份重量',
    path: ['pricePer500g']
  })
