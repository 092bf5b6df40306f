import {
  DeliverySlotSaveBody,
  DeliverySlotsQuery,
  DealPublishBody,
  DealSaveBody,
  DealsQuery,
  SlotAddBody,
  SlotSaveBody,
  SlotsQuery
} from '@lotus/contract/schemas/deals-admin'
import { PickupPointSaveBody, PickupPointsQuery } from '@lotus/contract/schemas/pickup-points'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Editor } from '../../modules/deals-admin/deals-admin-service.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

const editor = (session: StaffSession, req: FastifyRequest): Editor => ({
  staffId: session.account.id,
  name: session.account.username,
  ip: req.ip
})

/** The shop's group-buying deals and reservation slots (issue 37 point 3); docs/api.md "Deals and slots". */
export function registerDealsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deals = ctx.services.dealsAdmin

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/deals',
    summary:
      "One shop's group-buying deals, unpublished ones too, with each row's version (owners and staff)",
    session: 'required',
    action: 'deals.read',
    subjectInHandler: true,
    query: DealsQuery,
    handler: async ({ query, authorize }) => {
      authorize('deals.read', { merchantId: query.merchantId })
      return deals.deals(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/save',
    summary:
      'Create a deal (no id; unpublished) or save one whole (id and its version): contents, prices, validity, refund flags; owners',
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: DealSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return deals.saveDeal(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/publish',
    summary: 'Publish a deal (customers see and buy it at once) or take it off sale (its version); owners',
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: DealPublishBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return deals.publishDeal(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/deals/slots',
    summary: "One shop's reservation slots from today on, with places booked (owners and staff)",
    session: 'required',
    action: 'deals.read',
    subjectInHandler: true,
    query: SlotsQuery,
    handler: async ({ query, authorize }) => {
      authorize('deals.read', { merchantId: query.merchantId })
      return deals.slots(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/slots/save',
    summary: "A reservation slot's places and deposit (its version); never below the places booked; owners",
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: SlotSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return deals.saveSlot(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/slots/add',
    summary: 'A new reservation slot (Macau day and HH:MM, places, deposit); owners',
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: SlotAddBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return deals.addSlot(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/deals/delivery-slots',
    summary: "A supermarket's delivery slot plan with the orders booked per coming date (owners and staff)",
    session: 'required',
    action: 'deals.read',
    subjectInHandler: true,
    query: DeliverySlotsQuery,
    handler: async ({ query, authorize }) => {
      authorize('deals.read', { merchantId: query.merchantId })
      return deals.deliverySlots(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/delivery-slots/save',
    summary: "A delivery slot's capacity (its version) from today on; never below the orders booked; owners",
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: DeliverySlotSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return deals.saveDeliverySlot(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/deals/pickup-points',
    summary:
      "A supermarket store's pickup points (name, address, hours), disabled ones too (owners and staff)",
    session: 'required',
    action: 'deals.read',
    subjectInHandler: true,
    query: PickupPointsQuery,
    handler: async ({ query, authorize }) => {
      authorize('deals.read', { merchantId: query.merchantId })
      return deals.pickupPoints(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/pickup-points/save',
    summary: 'Add a pickup point (no id) or save one whole (its version); active false disables it; owners',
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: PickupPointSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return deals.savePickupPoint(editor(session, req), body)
    }
  })
}
