import {
  CampaignCodesQuery,
  CampaignCreateBody,
  CampaignIdBody,
  CampaignUpdateBody,
  DashboardQuery,
  GiftSaveBody,
  PlanPriceBody
} from '@lotus/contract/schemas/marketing'
import { z } from 'zod/v4'
import type { FastifyInstance } from 'fastify'
import { jsonId } from '@lotus/contract/schemas/fields'
import type { AppContext } from '../context.js'
import { readPhoto } from './photo-upload.js'
import { defineStaffRoute } from './staff-route.js'

const GiftPhotoQuery = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(jsonId)
})

/** Operators' marketing and dashboard (issue 38 points 4, 6); docs/api.md "Operators: marketing". Changes audited. */
export function registerMarketingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { marketing, figures } = ctx.services

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/marketing/campaigns',
    summary: 'Every coupon and red-envelope campaign with what it issued (marketing)',
    session: 'required',
    action: 'marketing.read',
    handler: () => marketing.campaigns()
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/marketing/campaigns',
    summary:
      'Create a campaign: budget (count and/or MOP), per-user limit, window, scope, issuing rule; audited',
    session: 'required',
    action: 'marketing.write',
    body: CampaignCreateBody,
    handler: ({ body, session, req }) => marketing.createCampaign({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/marketing/campaigns/stop',
    summary: 'Stop a campaign at once (issued coupons stay usable); audited',
    session: 'required',
    action: 'marketing.write',
    body: CampaignIdBody,
    handler: ({ body, session, req }) => marketing.stopCampaign({ session, ip: req.ip }, body.id)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/marketing/campaigns/update',
    summary:
      "Edit an operators' campaign read at `version`: name, window, validity, count, budget (only up, never below what is issued), per-user limit, scope; audited",
    session: 'required',
    action: 'marketing.write',
    body: CampaignUpdateBody,
    handler: ({ body, session, req }) => marketing.updateCampaign({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/marketing/campaigns/resume',
    summary: 'Resume a stopped campaign (within its window and what is left of its budget); audited',
    session: 'required',
    action: 'marketing.write',
    body: CampaignIdBody,
    handler: ({ body, session, req }) => marketing.resumeCampaign({ session, ip: req.ip }, body.id)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/marketing/campaigns/codes',
    summary: "A code campaign's promo codes and whether each was used (marketing)",
    session: 'required',
    action: 'marketing.read',
    query: CampaignCodesQuery,
    handler: ({ query }) => marketing.codes(query.id)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/marketing/gifts',
    summary: "The points mall's gifts with stock, points and photo (marketing)",
    session: 'required',
    action: 'marketing.read',
    handler: () => marketing.gifts()
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/marketing/gifts',
    summary: 'Add or change a gift; stock moves by a delta and never below 0; audited',
    session: 'required',
    action: 'marketing.write',
    body: GiftSaveBody,
    handler: ({ body, session, req }) => marketing.saveGift({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/marketing/gifts/photo',
    summary: "A gift's photo (multipart field `file`), resized by the server; audited",
    session: 'required',
    action: 'marketing.write',
    query: GiftPhotoQuery,
    handler: async ({ query, session, req }) => {
      const bytes = await readPhoto(req)
      return marketing.giftPhoto({ session, ip: req.ip }, { id: query.id, bytes })
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/marketing/plans',
    summary: 'God-member plans at their current prices (marketing)',
    session: 'required',
    action: 'marketing.read',
    handler: () => marketing.plans()
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/marketing/plans',
    summary: "A plan's price; orders already placed keep theirs; audited",
    session: 'required',
    action: 'marketing.write',
    body: PlanPriceBody,
    handler: ({ body, session, req }) => marketing.savePlan({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/dashboard',
    summary:
      'Orders and takings by vertical and by day, active customers, refunds; 7 or 30 days (finance, marketing)',
    session: 'required',
    action: 'dashboard.read',
    query: DashboardQuery,
    handler: ({ query }) => figures.dashboard(query.days)
  })
}
