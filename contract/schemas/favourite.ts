import { z } from 'zod/v4'
import { intString, latString, lngString, paging } from './fields'

/** Requests of /v1/user/collect/* and /tuan/user/* (favourite merchants and goods). */

export const FavouriteListQuery = z.strictObject({
  objType: z.enum(['merchant', 'goods']).default('merchant'),
  ...paging,
  lat: latString.optional(),
  lng: lngString.optional()
})

export const FavouriteBody = z.strictObject({
  targetId: intString(1, 2_147_483_647),
  objType: z.enum(['merchant', 'goods'])
})
