import { z } from 'zod/v4'
import { CartLineSchema, point } from '../cart/schema.js'

const ID = z.number().int().min(1).max(2_147_483_647)

export const EmptyBody = z.strictObject({})
export const CreateBody = z.strictObject({ mchId: ID, lat: point.lat.optional(), lng: point.lng.optional() })
export const JoinBody = z.strictObject({ shareCode: z.string().trim().min(4).max(16) })
export const TidBody = z.strictObject({ tid: ID })
export const RemoveBody = z.strictObject({ tid: ID, userId: ID })
export const LockBody = z.strictObject({ tid: ID, locked: z.boolean() })

const noData = z.null().optional()

export const CalcBody = z.discriminatedUnion('optType', [
  z.strictObject({ tid: ID, optType: z.literal('get'), data: noData }),
  z.strictObject({ tid: ID, optType: z.literal('clear'), data: noData }),
  z.strictObject({ tid: ID, optType: z.literal('add'), data: CartLineSchema }),
  z.strictObject({ tid: ID, optType: z.literal('remove'), data: CartLineSchema }),
  z.strictObject({ tid: ID, optType: z.literal('set'), data: z.array(CartLineSchema).max(100) })
])

export const SubmitBody = z.strictObject({
  tid: ID,
  addressId: ID,
  clientKey: z.uuid(),
  remark: z.string().max(200).optional()
})

export const MerchantsBody = z.strictObject({
  lat: point.lat.default(22.1936),
  lng: point.lng.default(113.5399),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20)
})
