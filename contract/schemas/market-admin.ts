import { z } from 'zod/v4'
import { idString, jsonId } from './fields'
import { avos, count, text, version } from './menu-admin'

/** Request schemas of /api/staff/market/* (issue 37): a supermarket's aisles and goods. Money in avos. */

export const MarketAdminQuery = z.strictObject({ merchantId: idString })

/** The store's order of the aisles under `parentId` (null: the top level): every one of them, once. */
export const AisleSortBody = z.strictObject({
  merchantId: jsonId,
  parentId: jsonId.nullable(),
  ids: z
    .array(jsonId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, '貨架不可重複')
})

const Sku = z
  .strictObject({
    /** absent: a new SKU */
    id: jsonId.optional(),
    spec: text(20),
    price: avos,
    memberPrice: avos.nullable().default(null),
    originalPrice: avos.nullable().default(null),
    stock: count(999_999),
    limitBuy: count(999).default(0),
    onSale: z.boolean().default(true)
  })
  .refine((s) => s.memberPrice === null || s.memberPrice <= s.price, {
    message: '會員價不可高於售價',
    path: ['memberPrice']
  })

/**
 * A SPU saved whole with its SKU table. A SKU left out of the list goes off sale (orders name it, so it is
 * kept); SKU ids must be this SPU's.
 */
export const SpuSaveBody = z.strictObject({
  merchantId: jsonId,
  /** absent: a new goods */
  id: jsonId.optional(),
  version: version.optional(),
  /** a level-2 aisle */
  aisleId: jsonId,
  name: text(40),
  brand: text(20, 0).default(''),
  origin: text(20, 0).default(''),
  description: text(200, 0).default(''),
  skus: z
    .array(Sku)
    .min(1, '至少一個規格')
    .max(20)
    .refine((l) => new Set(l.map((s) => s.spec)).size === l.length, '規格名稱不可重複')
    .refine((l) => {
      const ids = l.flatMap((s) => (s.id === undefined ? [] : [s.id]))
      return new Set(ids).size === ids.length
    }, '規格不可重複')
})

/** 售罄 of one SKU, or of every SKU of the SPU when `skuId` is absent. */
export const SpuSoldOutBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId,
  version,
  skuId: jsonId.optional(),
  soldOut: z.boolean()
})

/** The photo's SPU, in the query of the multipart upload (field `file`). */
export const SpuPhotoQuery = z.strictObject({
  merchantId: idString,
  id: idString,
  version: idString
})
