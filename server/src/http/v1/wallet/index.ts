import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { RechargeBody, WalletRecordsQuery } from '@lotus/contract/schemas/pay'
import { shopNamesIn } from '../../../i18n/record-titles.js'
import { requestLocale } from '../../../i18n/request-locale.js'

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { wallet, payments } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/wallet/info',
    summary: 'Wallet balance and pay-password state',
    tags: ['wallet'],
    auth: 'required',
    handler: async ({ requireAuth }) => wallet.info(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/wallet/records',
    summary: 'Wallet records, newest first',
    tags: ['wallet'],
    auth: 'required',
    query: WalletRecordsQuery,
    handler: async ({ req, query, requireAuth }) => {
      const locale = requestLocale(req)
      return wallet.records(
        requireAuth().userId,
        query,
        locale,
        await shopNamesIn(ctx.services.contentNames, locale)
      )
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/wallet/recharge',
    summary: 'Top up the wallet through the sandbox gateway (amount in avos)',
    tags: ['wallet'],
    consumes: ['application/x-www-form-urlencoded'],
    auth: 'required',
    body: RechargeBody,
    handler: async ({ body, requireAuth }) => payments.recharge(requireAuth().userId, body.amount)
  })
}
