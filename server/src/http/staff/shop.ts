import {
  ShopActivitiesBody,
  ShopActivityPreviewBody,
  ShopCardTierBody,
  ShopDeliveryBody,
  ShopHoursBody,
  ShopNoticeBody,
  ShopPauseBody,
  ShopQuery,
  ShopResumeBody
} from '@lotus/contract/schemas/shop-admin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Editor } from '../../modules/shop-admin/shop-admin-service.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

const editor = (session: StaffSession, req: FastifyRequest): Editor => ({
  staffId: session.account.id,
  name: session.account.username,
  ip: req.ip
})

/**
 * The shop's settings (issue 37 point 2): owners change hours, fees, the announcement, activities and shop cards;
 * shop staff read them and start or end the busy pause; docs/api.md "Shop settings".
 */
export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  const shop = ctx.services.shopAdmin
  const write = 'shop.settings.write' as const

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/shop',
    summary:
      "One shop's settings with their version: hours, holidays, pause, fees, notice, activities, cards",
    session: 'required',
    action: 'shop.settings.read',
    subjectInHandler: true,
    query: ShopQuery,
    handler: async ({ query, authorize }) => {
      authorize('shop.settings.read', { merchantId: query.merchantId })
      return shop.settings(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/hours',
    summary: 'Opening ranges of the day and holidays (Macau days closed); owners',
    session: 'required',
    action: write,
    subjectInHandler: true,
    body: ShopHoursBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize(write, { merchantId: body.merchantId })
      return shop.saveHours(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/pause',
    summary: '暫停營業: no orders for 30, 60 or 120 minutes, or until resumed (null); owners and staff',
    session: 'required',
    action: 'shop.pause',
    subjectInHandler: true,
    body: ShopPauseBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('shop.pause', { merchantId: body.merchantId })
      return shop.pause(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/resume',
    summary: 'End the busy pause: the hours decide again; owners and staff',
    session: 'required',
    action: 'shop.pause',
    subjectInHandler: true,
    body: ShopResumeBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('shop.pause', { merchantId: body.merchantId })
      return shop.resume(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/delivery',
    summary: 'Delivery range, delivery fee, minimum order, packing fee and delivery minutes; owners',
    session: 'required',
    action: write,
    subjectInHandler: true,
    body: ShopDeliveryBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize(write, { merchantId: body.merchantId })
      return shop.saveDelivery(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/notice',
    summary: "The announcement (公告) on the customer's shop page; owners",
    session: 'required',
    action: write,
    subjectInHandler: true,
    body: ShopNoticeBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize(write, { merchantId: body.merchantId })
      return shop.saveNotice(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/activities',
    summary:
      '滿減 tiers, a whole-order discount, new-customer reduction, free delivery (the whole list); owners',
    session: 'required',
    action: write,
    subjectInHandler: true,
    body: ShopActivitiesBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize(write, { merchantId: body.merchantId })
      return shop.saveActivities(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/activities/preview',
    summary:
      "What a sample cart of the shop's goods costs with edited activities (the checkout's calculator); owners",
    session: 'required',
    action: write,
    subjectInHandler: true,
    body: ShopActivityPreviewBody,
    handler: async ({ body, authorize }) => {
      authorize(write, { merchantId: body.merchantId })
      return shop.previewActivities(body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/shop/card-tier',
    summary: 'A shop card denomination: a new one (no id), or one put on sale or off; owners',
    session: 'required',
    action: write,
    subjectInHandler: true,
    body: ShopCardTierBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize(write, { merchantId: body.merchantId })
      return shop.saveCardTier(editor(session, req), body)
    }
  })
}
