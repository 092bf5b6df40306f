import { z } from 'zod/v4'
import { DEFAULT_MAP_POINT } from '../geo'
import { CartLineSchema } from './cart'
import { jsonId as ID, point } from './fields'

/** Requests of /v2/wm/pinCart/* (the spell group cart). */

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
  remark: z.string().max(200).optional(),
  /** The total the host was shown (avos): a different charge is refused with PRICE_CHANGED, nothing placed. */
  expectedTotal: z.number().int().min(0).max(2_147_483_647).optional()
})

/** The host's delivery address: the spell is priced there from now on (every member sees the new shares). */
export const AddressBody = z.strictObject({ tid: ID, addressId: ID })

export const MerchantsBody = z.strictObject({
  lat: point.lat.default(DEFAULT_MAP_POINT.lat),
  lng: point.lng.default(DEFAULT_MAP_POINT.lng),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20)
})
