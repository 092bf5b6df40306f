import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../errors.js'
import { renderStatePicture } from '../../img/emoji.js'
import { renderSvg, type SvgKind } from '../../img/svg.js'
import type { AppContext } from '../context.js'

/** The kinds of the URL and how each is drawn: a points-mall gift as goods, a film's poster as a poster. */
const DRAWN_AS = {
  merchant: 'merchant',
  goods: 'goods',
  banner: 'banner',
  avatar: 'avatar',
  poster: 'poster',
  gift: 'goods',
  film: 'poster'
} as const satisfies Record<string, SvgKind>
type ImgKind = keyof typeof DRAWN_AS
const KINDS = Object.keys(DRAWN_AS) as ImgKind[]

export function registerImgRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { merchants, ads, pointsMall, groupCatalogue } = ctx.services
  // each picture is drawn from the name of what it shows (a gift's own name, not an ad's of the same id)
  const labels: Record<ImgKind, (id: number) => Promise<string | undefined>> = {
    merchant: (id) => merchants.name(id),
    goods: (id) => merchants.goodsName(id),
    banner: (id) => ads.name(id),
    poster: (id) => ads.name(id),
    avatar: async () => '',
    gift: (id) => pointsMall.itemName(id),
    film: (id) => groupCatalogue.filmName(id)
  }

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
      const kind = KINDS.find((k) => k === req.params.kind)
      const m = /^(\d{1,9})\.svg$/.exec(req.params.file)
      if (!kind || !m?.[1]) throw notFound('找不到該圖片')
      const label = await labels[kind](Number(m[1]))
      if (label === undefined) throw notFound('找不到該圖片')
      const hint = kind === 'merchant' ? await merchants.artHint(Number(m[1])) : ''
      const svg = renderSvg(DRAWN_AS[kind], m[1], label, hint)
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
