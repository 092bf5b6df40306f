import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { SignInBody, SignInInfoQuery, WalletRecordQuery } from '@lotus/contract/schemas/account'
import { shopNamesIn } from '../../../i18n/record-titles.js'
import { requestLocale } from '../../../i18n/request-locale.js'

/** Daily sign-in and the wallet's bill details (account centre). */
export function registerSignInRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { signIn, wallet } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/signIn/info',
    summary: "Sign-in state: today's and tomorrow's reward, streak and the month's calendar",
    tags: ['sign-in'],
    auth: 'required',
    query: SignInInfoQuery,
    handler: async ({ query, requireAuth }) => signIn.state(requireAuth().userId, query.month)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/signIn/sign',
    summary: 'Sign in for today (Asia/Macau); once per day, a repeat rewards nothing',
    tags: ['sign-in'],
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    auth: 'required',
    body: SignInBody,
    handler: async ({ requireAuth }) => signIn.signIn(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/wallet/record',
    summary: 'One wallet bill (bill-point-del)',
    tags: ['wallet'],
    auth: 'required',
    query: WalletRecordQuery,
    handler: async ({ req, query, requireAuth }) => {
      const locale = requestLocale(req)
      return wallet.record(
        requireAuth().userId,
        query.id,
        locale,
        await shopNamesIn(ctx.services.contentNames, locale)
      )
    }
  })
}
