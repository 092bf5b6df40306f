import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { intString } from '../../validate.js'

const FORM = ['application/x-www-form-urlencoded']
const orderId = intString(1, 2_147_483_647)

const WalletPayBody = z.strictObject({ orderId, password: z.string().regex(/^\d{6}$/) })
const OnlinePayBody = z.strictObject({ orderId })
const CallbackBody = z.strictObject({
  txn: z.string().regex(/^T[0-9a-f]{24}$/),
  orderId: intString(0, 2_147_483_647),
  amount: intString(1, 1_000_000_000),
  status: z.enum(['success', 'fail']),
  ts: intString(0, 9_999_999_999),
  sign: z.string().max(128)
})

export function registerPayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { payments, orders } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/v1/pay/wallet',
    summary: 'Pay an order from the wallet with the pay password (charged exactly once)',
    tags: ['pay'],
    consumes: FORM,
    auth: 'required',
    body: WalletPayBody,
    handler: async ({ body, requireAuth }) => {
      const userId = requireAuth().userId
      await payments.payWithWallet(userId, body.orderId, body.password)
      return orders.detail(userId, body.orderId)
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/pay/online',
    summary: 'Start an online payment: the sandbox gateway page (non-production)',
    tags: ['pay'],
    consumes: FORM,
    auth: 'required',
    body: OnlinePayBody,
    handler: async ({ body, requireAuth }) => payments.payOnline(requireAuth().userId, body.orderId)
  })

  // The sandbox gateway exists outside production only: there the route is absent (404).
  if (ctx.config.production) return
  defineRoute(app, {
    method: 'POST',
    url: '/v1/pay/callback',
    summary: 'Payment gateway callback (HMAC with GATEWAY_SECRET; not app-signed; single use per txn)',
    tags: ['pay'],
    consumes: FORM,
    signed: false,
    body: CallbackBody,
    handler: async ({ body }) => {
      const { sign, ...fields } = body
      return payments.callback(fields, sign)
    }
  })
}
