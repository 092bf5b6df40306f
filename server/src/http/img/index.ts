import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../errors.js'
import { renderStatePicture } from '../../img/emoji.js'
import { ARTWORK_KINDS } from '../../img/artwork.js'
import type { AppContext } from '../context.js'

export function registerImgRoutes(app: FastifyInstance, ctx: AppContext): void {
  const draw = ctx.services.artwork

  // Issue 8 §3: pictures of empty and error states (Fluent Emoji Flat, MIT).
  app.get<{ Params: { file: string } }>(
    '/img/state/:file',
    {
      config: { signed: false },
      schema: { summary: 'Empty/error state picture: /api/img/state/<name>.svg', tags: ['commons'] }
    },
    async (req, reply) => {
      const m = /^([a-z-]{1,20})\.svg$/.exec(req.params.file)
      const svg = m?.[1] ? renderStatePicture(m[1]) : undefined
      if (!svg) throw notFound('找不到該圖片')
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg)
    }
  )

  app.get<{ Params: { kind: string; file: string } }>(
    '/img/:kind/:file',
    {
      config: { signed: false },
      schema: { summary: 'Generated SVG artwork: /api/img/<kind>/<id>.svg', tags: ['commons'] }
    },
    async (req, reply) => {
      const kind = ARTWORK_KINDS.find((k) => k === req.params.kind)
      const m = /^(\d{1,9})\.svg$/.exec(req.params.file)
      if (!kind || !m?.[1]) throw notFound('找不到該圖片')
      const svg = await draw(kind, Number(m[1]))
      if (svg === undefined) throw notFound('找不到該圖片')
      // The picture follows the name (a renamed merchant gets new art): fresh for a day, then revalidated
      // by its ETag, answered 304 without a body while the name is unchanged.
      const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`
      reply
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('etag', etag)
        .header('vary', 'accept-encoding')
      const match = req.headers['if-none-match']
      if (match && match.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}`)) {
        return reply.code(304).send()
      }
      return reply.type('image/svg+xml; charset=utf-8').send(svg)
    }
  )
}
