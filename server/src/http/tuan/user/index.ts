import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { intString } from '../../validate.js'

const Body = z.strictObject({
  targetId: intString(1, 2_147_483_647),
  objType: z.enum(['merchant', 'goods'])
})

export function registerCollectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { favourites } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/tuan/user/collect',
    summary: 'Add a merchant or goods to favourites (idempotent)',
    tags: ['favourite'],
    auth: 'required',
    consumes: ['application/x-www-form-urlencoded'],
    body: Body,
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
    body: Body,
    handler: async ({ body, requireAuth }) => {
      await favourites.cancel(requireAuth().userId, body.objType, body.targetId)
      return null
    }
  })
}
