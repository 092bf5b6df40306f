import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import {
  MemberBuyBody,
  MemberOrderBody,
  MemberOrderOnlinePayBody,
  MemberOrderQuery,
  MemberOrderWalletPayBody,
  MemberQrVerifyBody
} from '@lotus/contract/schemas/account'

/** God member (grade2): plans, benefits, level and the purchase with the wallet. */
export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { members, memberQr } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/member/info',
    summary: "God member state, plans, benefits, this month's coupons and the level rule",
    tags: ['member'],
    auth: 'required',
    handler: async ({ requireAuth }) => members.info(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/member/buy',
    summary: 'Buy a monthly or yearly god membership with the wallet (pay password)',
    tags: ['member'],
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    auth: 'required',
    body: MemberBuyBody,
    handler: async ({ body, requireAuth }) => members.buy(requireAuth().userId, body.plan, body.password)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/member/order',
    summary: 'A membership order for a plan, to pay at the cashier (same clientKey → same order)',
    tags: ['member'],
    consumes: ['application/json'],
    auth: 'required',
    body: MemberOrderBody,
    handler: async ({ body, requireAuth }) =>
      members.placeOrder(requireAuth().userId, body.plan, body.clientKey)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/member/order',
    summary: "One of the user's membership orders (status, deadline, the period it bought)",
    tags: ['member'],
    auth: 'required',
    query: MemberOrderQuery,
    handler: async ({ query, requireAuth }) => members.order(requireAuth().userId, query.id)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/member/order/pay/wallet',
    summary: 'Pay a membership order from the wallet (pay password); the period starts or extends once',
    tags: ['member', 'pay'],
    consumes: ['application/json'],
    auth: 'required',
    body: MemberOrderWalletPayBody,
    handler: async ({ body, requireAuth }) =>
      members.payWithWallet(requireAuth().userId, body.id, body.password)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/member/order/pay/online',
    summary: 'Pay a membership order online: the sandbox gateway page (its callback activates it once)',
    tags: ['member', 'pay'],
    consumes: ['application/json'],
    auth: 'required',
    body: MemberOrderOnlinePayBody,
    handler: async ({ body, requireAuth }) => members.payOnline(requireAuth().userId, body.id, body.brand)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/member/qrcode',
    summary: 'The member QR token of this 60-second step (TOTP-style, signed by the server)',
    tags: ['member'],
    auth: 'required',
    handler: async ({ requireAuth }) => memberQr.current(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/merchant/member-qr/verify',
    summary: 'Merchant counter: verify a member QR token, once, within its step or the next',
    tags: ['merchant counter'],
    consumes: ['application/json'],
    signed: false,
    auth: 'merchant',
    body: MemberQrVerifyBody,
    handler: async ({ body, merchantId }) => memberQr.verify(merchantId ?? 0, body.token)
  })
}
