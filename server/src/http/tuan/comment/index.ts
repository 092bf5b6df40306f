import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { CommentDeleteBody } from '@lotus/contract/schemas/comment'

export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/tuan/comment/delete',
    summary: "Delete one of the user's own comments",
    tags: ['order'],
    consumes: ['application/x-www-form-urlencoded'],
    auth: 'required',
    body: CommentDeleteBody,
    handler: async ({ body, requireAuth }) => {
      await ctx.services.evaluations.deleteComment(requireAuth().userId, body.commentId)
      return null
    }
  })
}
