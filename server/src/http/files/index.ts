import type { FastifyInstance } from 'fastify'
import { notFound } from '../../errors.js'
import type { AppContext } from '../context.js'

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>(
    '/files/:id',
    { config: { signed: false }, schema: { summary: 'An uploaded image', tags: ['commons'] } },
    async (req, reply) => {
      const id = req.params.id
      const file = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await ctx.services.uploads.load(id) : null
      if (!file) throw notFound('找不到該檔案')
      // Uploads never change once stored: cache them for good.
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes)
    }
  )
}
