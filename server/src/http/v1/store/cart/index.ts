import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { intString } from '../../../validate.js'
import { cartLineShape, couponChoice, point } from '../../../v2/wm/cart/schema.js'

const DEFAULT_POINT = { lat: 22.1936, lng: 113.5399 }

const AddBody = z.strictObject({
  mchId: z.number().int().min(1).max(2_147_483_647),
  ...cartLineShape,
  lat: point.lat.default(DEFAULT_POINT.lat),
  lng: point.lng.default(DEFAULT_POINT.lng),
  ...couponChoice
})

const CountQuery = z.strictObject({ mchId: intString(1, 2_147_483_647).optional() })
const ClearBody = z.strictObject({ mchId: intString(1, 2_147_483_647) })

export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { carts } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/cart/add',
    summary: 'Add a line to the cart (merge rule of spec §4); answers the computed cart',
    tags: ['cart'],
    auth: 'required',
    consumes: ['application/json'],
    body: AddBody,
    handler: async ({ body, requireAuth }) => carts.add(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/cart/totalCount',
    summary: 'Items in the cart (one merchant or all); 0 when logged out',
    tags: ['cart'],
    auth: 'optional',
    query: CountQuery,
    handler: async ({ query, auth }) => (auth ? carts.count(auth.userId, query.mchId) : 0)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/cart/clear',
    summary: 'Empty the cart at a merchant',
    tags: ['cart'],
    auth: 'required',
    consumes: ['application/x-www-form-urlencoded'],
    body: ClearBody,
    handler: async ({ body, requireAuth }) => {
      await carts.clear(requireAuth().userId, body.mchId)
      return null
    }
  })
}
