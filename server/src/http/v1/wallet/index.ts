import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { RechargeBody, WalletRecordsQuery } from '@lotus/contract/schemas/pay'

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
    handler: async ({ query, requireAuth }) => wallet.records(requireAuth().userId, query)
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
