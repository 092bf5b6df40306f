import type { FastifyInstance } from 'fastify'
import { notFound } from '../../errors.js'
import { renderSvg, type SvgKind } from '../../img/svg.js'
import type { AppContext } from '../context.js'

const KINDS: readonly SvgKind[] = ['merchant', 'goods', 'banner', 'avatar']

export function registerImgRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { merchants, ads } = ctx.services
  const labels: Record<SvgKind, (id: number) => Promise<string | undefined>> = {
    merchant: (id) => merchants.name(id),
    goods: (id) => merchants.goodsName(id),
    banner: (id) => ads.name(id),
    avatar: async () => ''
  }

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
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderSvg(kind, m[1], label))
    }
  )
}
