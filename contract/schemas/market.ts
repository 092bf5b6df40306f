import { z } from 'zod/v4'
import { DEFAULT_MAP_POINT } from '../geo'
import { MARKET_SORTS, REVIEW_FILTERS } from '../market'
import { idString, latString, lngString, paging } from './fields'

/** Requests of /v1/market/* (supermarket catalogue). */

export const MarketStoresQuery = z.strictObject({
  lat: latString.default(DEFAULT_MAP_POINT.lat),
  lng: lngString.default(DEFAULT_MAP_POINT.lng)
})

export const MarketHomeQuery = z.strictObject({ mchId: idString })

/** `mchId`: that store's own order of the aisles (set in the console); without it the shared order. */
export const MarketAislesQuery = z.strictObject({ mchId: idString.optional() })

export const MarketGoodsQuery = z.strictObject({
  mchId: idString,
  /** A level-1 aisle (all its level-2 aisles) or a level-2 aisle. */
  aisleId: idString.optional(),
  keyword: z.string().trim().min(1).max(50).optional(),
  sort: z.enum(MARKET_SORTS).default('default'),
  inStock: z.enum(['0', '1']).optional(),
  ...paging
})

export const MarketReviewsQuery = z.strictObject({ filter: z.enum(REVIEW_FILTERS).default('all'), ...paging })

export const MarketHotQuery = z.strictObject({ mchId: idString })

export const MarketNewsQuery = z.strictObject({ ...paging })

/** A supermarket delivery order from the stored cart of the store, in a chosen slot. */
export const MarketSubmitBody = z.strictObject({
  clientKey: z.uuid(),
  mchId: z.number().int().min(1).max(2_147_483_647),
  addressId: z.number().int().min(1).max(2_147_483_647),
  remark: z.string().max(100).optional(),
  couponId: z.number().int().min(1).max(2_147_483_647).optional(),
  freeDeliveryId: z.number().int().min(1).max(2_147_483_647).optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slot: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
})

/** Another slot for an own supermarket delivery order before the store accepts it. */
export const MarketChangeSlotBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slot: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
})

/** Where an order of store `mchId` can be picked up: the stores of its chain that accept pickup, nearest first. */
export const MarketPickupStoresQuery = z.strictObject({
  mchId: idString,
  lat: latString.optional(),
  lng: lngString.optional()
})

/**
 * A supermarket self-pickup order from the stored cart of the store, collected at that store or at
 * `pickupStoreId`, another store of its chain that accepts pickup.
 */
export const MarketPickupSubmitBody = z.strictObject({
  clientKey: z.uuid(),
  mchId: z.number().int().min(1).max(2_147_483_647),
  pickupStoreId: z.number().int().min(1).max(2_147_483_647).optional(),
  /** one of the pickup store's active points; required when it has any */
  pickupPointId: z.number().int().min(1).max(2_147_483_647).optional(),
  remark: z.string().max(100).optional(),
  couponId: z.number().int().min(1).max(2_147_483_647).optional()
})
