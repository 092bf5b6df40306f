import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { requestLocale } from '../../../i18n/request-locale.js'
import { NewsInfoQuery, NewsListQuery, NewsReadBody } from '@lotus/contract/schemas/account'

/** The message centre: platform notices and order messages, unread counts, marking read. */
export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { messages } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/news/list',
    summary: 'Messages of a kind (notice | order), newest first',
    tags: ['news'],
    auth: 'required',
    query: NewsListQuery,
    handler: async ({ req, query, requireAuth }) =>
      messages.list(requireAuth().userId, query, requestLocale(req))
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/news/info',
    summary: 'One message (marks it read)',
    tags: ['news'],
    auth: 'required',
    query: NewsInfoQuery,
    handler: async ({ req, query, requireAuth }) =>
      messages.info(requireAuth().userId, query.id, requestLocale(req))
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/news/unread',
    summary: 'Unread counts by kind (the badge on mine)',
    tags: ['news'],
    auth: 'required',
    handler: async ({ requireAuth }) => messages.unread(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/news/read',
    summary: 'Mark one message (id) or all (all: true) read; answers the unread counts',
    tags: ['news'],
    consumes: ['application/json'],
    auth: 'required',
    body: NewsReadBody,
    handler: async ({ body, requireAuth }) => messages.read(requireAuth().userId, body)
  })
}
