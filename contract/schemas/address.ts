import { z } from 'zod/v4'
import { ADDRESS_TAGS } from '../address'
import { AREA_CODES } from '../phone'
import { intString } from './fields'

export const AddressSaveBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  name: z.string().trim().min(1).max(20),
  areaCode: z.enum(AREA_CODES),
  phone: z.string().regex(/^\d{6,15}$/),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  tag: z.enum(ADDRESS_TAGS).default('其他'),
  address: z.string().trim().min(1).max(100),
  detail: z.string().trim().max(100).default(''),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  isDefault: z.boolean().optional()
})

export const AddressDeleteBody = z.strictObject({ id: intString(1, 2_147_483_647) })
