import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { requestLocale } from '../../../i18n/request-locale.js'
import { OnlinePayBody, PayCallbackBody, WalletPayBody } from '@lotus/contract/schemas/pay'

const FORM = ['application/x-www-form-urlencoded']

export function registerPayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { payments, orderPayments, orders } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/v1/pay/wallet',
    summary: 'Pay an order from the wallet with the pay password (charged exactly once)',
    tags: ['pay'],
    consumes: FORM,
    auth: 'required',
    body: WalletPayBody,
    handler: async ({ req, body, requireAuth }) => {
      const userId = requireAuth().userId
      await orderPayments.payWithWallet(userId, body.orderId, body.password)
      return orders.detail(userId, body.orderId, requestLocale(req))
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/pay/online',
    summary: 'Start an online payment with a Macau brand (mpay, macaupass, bocpay, alipayhk, wechatpayhk)',
    tags: ['pay'],
    consumes: FORM,
    auth: 'required',
    body: OnlinePayBody,
    handler: async ({ body, requireAuth }) =>
      orderPayments.payOnline(requireAuth().userId, body.orderId, body.brand ?? null)
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
    body: PayCallbackBody,
    handler: async ({ body }) => {
      const { sign, ...fields } = body
      return payments.callback(fields, sign)
    }
  })
}
