import { z } from 'zod/v4'

const ID = z.number().int().min(1).max(2_147_483_647)

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

export const point = {
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180)
}

export const couponChoice = {
  couponId: z.number().int().min(0).max(2_147_483_647).optional(),
  redEnvelopeId: z.number().int().min(0).max(2_147_483_647).optional()
}

export const CalcBody = z.strictObject({
  mchId: ID,
  ...point,
  data: z.array(CartLineSchema).max(100).nullable().optional(),
  storeType: z.union([z.string().max(20), z.number().int()]).optional(),
  ...couponChoice,
  addressId: ID.optional()
})
