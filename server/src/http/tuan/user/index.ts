import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { FavouriteBody } from '@lotus/contract/schemas/favourite'

export function registerCollectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { favourites } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/tuan/user/collect',
    summary: 'Add a merchant or goods to favourites (idempotent)',
    tags: ['favourite'],
    auth: 'required',
    consumes: ['application/x-www-form-urlencoded'],
    body: FavouriteBody,
    handler: async ({ body, requireAuth }) => {
      await favourites.collect(requireAuth().userId, body.objType, body.targetId)
      return null
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/tuan/user/cancelCollect',
    summary: 'Remove a favourite (idempotent)',
    tags: ['favourite'],
    auth: 'required',
    consumes: ['application/x-www-form-urlencoded'],
    body: FavouriteBody,
    handler: async ({ body, requireAuth }) => {
      await favourites.cancel(requireAuth().userId, body.objType, body.targetId)
      return null
    }
  })
}
