import { z } from 'zod/v4'
import { DEFAULT_MAP_POINT } from '../geo'
import { VERTICALS } from '../verticals'
import { intString, jsonId as ID, point } from './fields'

/** Requests of /v2/wm/cart/* and /v1/store/cart/* (a cart line, as the spec §4 merge rule reads it). */

export const CartPropSchema = z.strictObject({
  name: z.string().min(1).max(30),
  values: z.array(z.strictObject({ value: z.string().min(1).max(50) })).max(20)
})

export const cartLineShape = {
  goodsId: ID,
  productId: ID.optional(),
  // Counts above 300 are capped (and reported in warnMsg), not refused.
  itemCount: z.number().int().min(0).max(9999),
  props: z.array(CartPropSchema).max(20).default([]),
  optType: z.number().int().min(0).max(99).nullable().optional()
}

export const CartLineSchema = z.strictObject(cartLineShape)

export const couponChoice = {
  couponId: z.number().int().min(0).max(2_147_483_647).optional(),
  redEnvelopeId: z.number().int().min(0).max(2_147_483_647).optional(),
  /** A free-delivery voucher (issue 12): absent = the best usable one, 0 = none. */
  freeDeliveryId: z.number().int().min(0).max(2_147_483_647).optional()
}

export const CalcBody = z.strictObject({
  mchId: ID,
  ...point,
  data: z.array(CartLineSchema).max(100).nullable().optional(),
  storeType: z.union([z.string().max(20), z.number().int()]).optional(),
  ...couponChoice,
  addressId: ID.optional(),
  /** `pickup`: priced for self-pickup at the store (no delivery fee, no range). Default delivery. */
  fulfilment: z.enum(['delivery', 'pickup']).optional(),
  /** An order for later (a booked slot; a pickup always is): the store need not be open right now. */
  scheduled: z.boolean().optional(),
  /** The order's vertical (`supermarket` at the supermarket checkout): coupons kept to another are not offered. */
  vertical: z.enum(VERTICALS).optional()
})

export const CartAddBody = z.strictObject({
  mchId: z.number().int().min(1).max(2_147_483_647),
  ...cartLineShape,
  lat: point.lat.default(DEFAULT_MAP_POINT.lat),
  lng: point.lng.default(DEFAULT_MAP_POINT.lng),
  ...couponChoice
})

export const CartCountQuery = z.strictObject({ mchId: intString(1, 2_147_483_647).optional() })
export const CartClearBody = z.strictObject({ mchId: intString(1, 2_147_483_647) })
