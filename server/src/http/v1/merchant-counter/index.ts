import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import { notFound } from '../../../errors.js'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'

const MchIdBody = z.strictObject({ mchId: z.coerce.number().int().min(1).max(2_147_483_647) })

/**
 * The merchant counter's own calls (X-Merchant-Key, not signed by the app): who am I. The redeem calls of
 * pickup codes and vouchers live with their domains and use `auth: 'merchant'` the same way.
 */
export function registerMerchantCounterRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/merchant/me',
    summary: 'Merchant counter: the merchant its X-Merchant-Key belongs to',
    tags: ['merchant counter'],
    signed: false,
    auth: 'merchant',
    handler: async ({ merchantId }) => {
      const row = await ctx.db.one<{ id: number; name: string }>(
        'SELECT id, name FROM merchants WHERE id = $1',
        [merchantId]
      )
      if (!row) throw notFound('商戶不存在')
      return { mchId: row.id, name: row.name }
    }
  })

  // Outside production: the simulator (and tests) act as a merchant's counter with its development key.
  if (ctx.config.production) return
  defineRoute(app, {
    method: 'POST',
    url: '/dev/merchant/key',
    summary: 'Simulator: the development X-Merchant-Key of a merchant (non-production only)',
    tags: ['dev'],
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    signed: false,
    body: MchIdBody,
    handler: async ({ body }) => {
      const row = await ctx.db.one('SELECT 1 FROM merchants WHERE id = $1', [body.mchId])
      if (!row) throw notFound('商戶不存在')
      return { mchId: body.mchId, key: await ctx.services.merchantKeys.devKey(body.mchId) }
    }
  })
}
