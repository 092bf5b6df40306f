import {
  ContentAdCreateBody,
  ContentAdEnableBody,
  ContentAdImageQuery,
  ContentAdsQuery,
  ContentAdUpdateBody,
  ContentConfigHistoryQuery,
  ContentConfigKeyQuery,
  ContentConfigRollbackBody,
  ContentConfigSaveBody,
  ContentNewsCreateBody,
  ContentNewsPublishBody,
  MarketNewsCreateBody,
  MarketNewsPublishBody,
  MarketNewsQuery,
  MarketNewsUpdateBody,
  ContentNewsQuery,
  ContentNewsUpdateBody,
  ContentWordSaveBody,
  ContentWordsQuery
} from '@lotus/contract/schemas/content'
import { MAX_PHOTO_BYTES } from '@lotus/contract/menu-admin'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { readPhoto } from './photo-upload.js'
import { defineStaffRoute } from './staff-route.js'

/** Content operators (issue 38 point 3); docs/api.md "Operators: content". Every change is audited. */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { content } = ctx.services

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/content/ads',
    summary:
      'Banners and the home popup (all, or one position), on or off, with schedule and targeting (content)',
    session: 'required',
    action: 'content.read',
    query: ContentAdsQuery,
    handler: ({ query }) => content.ads(query.key)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/ads/create',
    summary: 'A new banner or home popup: name, link (checked), schedule, cities, verticals; audited',
    session: 'required',
    action: 'content.write',
    body: ContentAdCreateBody,
    handler: ({ body, session, req }) => content.createAd({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/ads/update',
    summary: 'Every field of an ad, from the version read (a stale one changes nothing); audited',
    session: 'required',
    action: 'content.write',
    body: ContentAdUpdateBody,
    handler: ({ body, session, req }) => content.updateAd({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/ads/enable',
    summary: 'Switch an ad off or on, from the version read; audited',
    session: 'required',
    action: 'content.write',
    body: ContentAdEnableBody,
    handler: ({ body, session, req }) => content.enableAd({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/ads/image',
    summary: `An ad's picture (multipart field \`file\`, PNG/JPEG/WebP/GIF, at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB), shrunk by the server; audited`,
    session: 'required',
    action: 'content.write',
    query: ContentAdImageQuery,
    handler: async ({ query, session, req }) => {
      const bytes = await readPhoto(req)
      return content.uploadAdImage({ session, ip: req.ip }, { ...query, bytes })
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/content/news',
    summary: 'News articles (platform notices), newest first, drafts included (content)',
    session: 'required',
    action: 'content.read',
    query: ContentNewsQuery,
    handler: ({ query }) => content.news(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/news/create',
    summary: 'A news article as a draft (customers see it once published); audited',
    session: 'required',
    action: 'content.write',
    body: ContentNewsCreateBody,
    handler: ({ body, session, req }) => content.createNews({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/news/update',
    summary: "A news article's title and body, from the version read; audited",
    session: 'required',
    action: 'content.write',
    body: ContentNewsUpdateBody,
    handler: ({ body, session, req }) => content.updateNews({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/news/publish',
    summary: 'Publish a news article (it heads customers\u2019 lists) or take it back; audited',
    session: 'required',
    action: 'content.write',
    body: ContentNewsPublishBody,
    handler: ({ body, session, req }) => content.publishNews({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/content/market-news',
    summary: "The supermarket's news (超市資訊), newest first, drafts included (content)",
    session: 'required',
    action: 'content.read',
    query: MarketNewsQuery,
    handler: ({ query }) => content.marketNews(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/market-news/create',
    summary:
      "A supermarket news article as a draft (the supermarket's news list shows it once published); audited",
    session: 'required',
    action: 'content.write',
    body: MarketNewsCreateBody,
    handler: ({ body, session, req }) => content.createMarketNews({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/market-news/update',
    summary: "A supermarket news article's title, summary and body, from the version read; audited",
    session: 'required',
    action: 'content.write',
    body: MarketNewsUpdateBody,
    handler: ({ body, session, req }) => content.updateMarketNews({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/market-news/publish',
    summary: 'Publish a supermarket news article (customers see it at once) or take it back; audited',
    session: 'required',
    action: 'content.write',
    body: MarketNewsPublishBody,
    handler: ({ body, session, req }) => content.publishMarketNews({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/content/config',
    summary: 'One remote config group: its value and version (content)',
    session: 'required',
    action: 'content.read',
    query: ContentConfigKeyQuery,
    handler: ({ query }) => content.config(query.key)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/content/config/history',
    summary: "A config group's versions, newest first, with who saved each and when (content)",
    session: 'required',
    action: 'content.read',
    query: ContentConfigHistoryQuery,
    handler: ({ query }) => content.configHistory(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/config/save',
    summary:
      "A config group's new value, checked by its schema, as a new version (from the version read); audited",
    session: 'required',
    action: 'content.write',
    body: ContentConfigSaveBody,
    handler: ({ body, session, req }) => content.saveConfig({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/config/rollback',
    summary: 'Back to an earlier version of a config group, saved as a new version; audited',
    session: 'required',
    action: 'content.write',
    body: ContentConfigRollbackBody,
    handler: ({ body, session, req }) => content.rollbackConfig({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/content/words',
    summary:
      "The platform's words in English and Portuguese (a shop's category, tags, districts, names): by keyword",
    session: 'required',
    action: 'content.read',
    query: ContentWordsQuery,
    handler: ({ query }) => content.words(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/content/words/save',
    summary:
      'A new word (no version) or its translations (the version read); customers see them at once; audited',
    session: 'required',
    action: 'content.write',
    body: ContentWordSaveBody,
    handler: ({ body, session, req }) => content.saveWord({ session, ip: req.ip }, body)
  })
}
