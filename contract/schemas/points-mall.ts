import { z } from 'zod/v4'
import { PMALL_MAX_QTY } from '../order-points'
import { idString, jsonId, paging } from './fields'

/** Requests of /v1/points/mall/* (points mall). */
export const PointsMallListQuery = z.strictObject({ kind: z.enum(['gift', 'coupon']).optional(), ...paging })

export const PointsMallExchangeBody = z.strictObject({
  clientKey: z.uuid(),
  itemId: jsonId,
  qty: z.number().int().min(1).max(PMALL_MAX_QTY).default(1),
  way: z.enum(['pickup', 'delivery', 'coupon']),
  storeId: jsonId.optional(),
  addressId: jsonId.optional()
})

export const PointsMallOrdersQuery = z.strictObject({
  status: z
    .enum(['all', 'unpaid', 'to_pickup', 'to_ship', 'shipped', 'completed', 'issued', 'cancelled'])
    .default('all'),
  kind: z.enum(['gift', 'coupon']).optional(),
  ...paging
})

export const PointsMallOrderIdBody = z.strictObject({ id: idString })

/** The store ships a delivery exchange (merchant counter): an optional carrier and tracking number. */
export const PointsMallShipBody = z.strictObject({
  id: jsonId,
  carrier: z.string().trim().min(1).max(30).optional(),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/)
    .optional()
})

/** The store's delivery exchanges waiting to ship or shipped. */
export const PointsMallShipListQuery = z.strictObject({
  status: z.enum(['to_ship', 'shipped']).default('to_ship'),
  ...paging
})

export const PickupRedeemBody = z.strictObject({ code: z.string().regex(/^\d{8}$/) })

export const SlotsQuery = z.strictObject({
  storeId: idString,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
})
