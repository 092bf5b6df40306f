import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { CartAddBody, CartClearBody, CartCountQuery } from '@lotus/contract/schemas/cart'

export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { carts } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/cart/add',
    summary: 'Add a line to the cart (merge rule of spec §4); answers the computed cart',
    tags: ['cart'],
    auth: 'required',
    consumes: ['application/json'],
    body: CartAddBody,
    handler: async ({ body, requireAuth }) => carts.add(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/cart/totalCount',
    summary: 'Items in the cart (one merchant or all); 0 when logged out',
    tags: ['cart'],
    auth: 'optional',
    query: CartCountQuery,
    handler: async ({ query, auth }) => (auth ? carts.count(auth.userId, query.mchId) : 0)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/cart/clear',
    summary: 'Empty the cart at a merchant',
    tags: ['cart'],
    auth: 'required',
    consumes: ['application/x-www-form-urlencoded'],
    body: CartClearBody,
    handler: async ({ body, requireAuth }) => {
      await carts.clear(requireAuth().userId, body.mchId)
      return null
    }
  })
}
