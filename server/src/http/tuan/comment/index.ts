import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { intString } from '../../validate.js'

const DeleteBody = z.strictObject({ commentId: intString(1, 2_147_483_647) })

export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/tuan/comment/delete',
    summary: "Delete one of the user's own comments",
    tags: ['order'],
    consumes: ['application/x-www-form-urlencoded'],
    auth: 'required',
    body: DeleteBody,
    handler: async ({ body, requireAuth }) => {
      await ctx.services.evaluations.deleteComment(requireAuth().userId, body.commentId)
      return null
    }
  })
}
