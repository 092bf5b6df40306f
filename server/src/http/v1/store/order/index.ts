import type { FastifyInstance, FastifyRequest } from 'fastify'
import { validation } from '../../../../errors.js'
import {
  CancelBody,
  EvaluateBody,
  IdBody,
  OrderListQuery,
  RefundBody,
  SubmitBody,
  UpdateAddressBody
} from '@lotus/contract/schemas/order'
import { MAX_ID } from '@lotus/contract/schemas/fields'
import { RefundDisputeBody } from '@lotus/contract/schemas/refund-dispute'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { requestLocale } from '../../../../i18n/request-locale.js'

const FORM = ['application/x-www-form-urlencoded']
const JSON_BODY = ['application/json']

/** The `:id` path segment: a positive integer, else VALIDATION naming it. */
function pathId(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? ''
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw validation('參數 id 格式錯誤')
  return n
}

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { orders, refunds, evaluations } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/order/submit',
    summary: 'Place the order for the stored cart (idempotent by clientKey)',
    tags: ['order'],
    consumes: JSON_BODY,
    auth: 'required',
    body: SubmitBody,
    handler: async ({ body, requireAuth }) => orders.submit(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/order/list',
    summary: "The user's orders, newest first, by vertical, status (a tab's group or a state) and keyword",
    tags: ['order'],
    auth: 'required',
    query: OrderListQuery,
    handler: async ({ query, requireAuth }) =>
      orders.list(requireAuth().userId, {
        status: query.status === undefined || query.status === 'all' ? '' : query.status,
        vertical: query.vertical,
        page: query.page,
        pageSize: query.pageSize,
        keyword: query.keyword
      })
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/order/:id',
    summary: 'Order detail with timeline, actions, fee lines, rider and estimated arrival',
    tags: ['order'],
    auth: 'required',
    handler: async ({ req, requireAuth }) =>
      orders.detail(requireAuth().userId, pathId(req), requestLocale(req))
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/order/cancel',
    summary: 'Cancel an unpaid or not yet accepted order (stock, coupons and money return)',
    tags: ['order'],
    consumes: FORM,
    auth: 'required',
    body: CancelBody,
    handler: async ({ body, requireAuth }) => orders.cancel(requireAuth().userId, body.id, body.reason)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/order/confirm',
    summary: 'Confirm receipt of a delivered order',
    tags: ['order'],
    consumes: FORM,
    auth: 'required',
    body: IdBody,
    handler: async ({ body, requireAuth }) => orders.confirm(requireAuth().userId, body.id)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/order/updateAddress',
    summary: 'Change the delivery address (unpaid or paid orders only)',
    tags: ['order'],
    consumes: FORM,
    auth: 'required',
    body: UpdateAddressBody,
    handler: async ({ body, requireAuth }) =>
      orders.updateAddress(requireAuth().userId, body.id, body.addressId)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/order/:id/receipt',
    summary: 'The printable receipt of a paid order (lines, fees, discounts, payment); unpaid is ORDER_STATE',
    tags: ['order'],
    auth: 'required',
    handler: async ({ req, requireAuth }) => ctx.services.receipts.receipt(requireAuth().userId, pathId(req))
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/order/:id/reorder',
    summary: "The order's lines for the cart again, with changes on today's menu",
    tags: ['order'],
    auth: 'required',
    handler: async ({ req, requireAuth }) => orders.reorder(requireAuth().userId, pathId(req))
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/order/refund',
    summary: 'Ask for a refund',
    tags: ['order'],
    consumes: JSON_BODY,
    auth: 'required',
    body: RefundBody,
    handler: async ({ req, body, requireAuth }) => {
      const userId = requireAuth().userId
      await evaluations.assertOwnUploads(userId, body.images ?? [])
      await refunds.request(userId, body.id, body)
      return orders.detail(userId, body.id, requestLocale(req))
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/order/refund/dispute',
    summary:
      "Ask the platform to decide a refund the shop rejected (once per refund); answers the refund's progress",
    tags: ['order'],
    consumes: JSON_BODY,
    auth: 'required',
    body: RefundDisputeBody,
    handler: async ({ req, body, requireAuth }) => {
      const userId = requireAuth().userId
      const { orderId } = await ctx.services.refundDesk.dispute(userId, body)
      return refunds.progress(userId, orderId, requestLocale(req))
    }
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/order/:id/refund',
    summary: "The order's refund progress",
    tags: ['order'],
    auth: 'required',
    handler: async ({ req, requireAuth }) =>
      refunds.progress(requireAuth().userId, pathId(req), requestLocale(req))
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/order/evaluate',
    summary: 'Evaluate a completed order (once)',
    tags: ['order'],
    consumes: JSON_BODY,
    auth: 'required',
    body: EvaluateBody,
    handler: async ({ body, requireAuth }) => {
      await evaluations.evaluate(requireAuth().userId, body.id, body)
      return null
    }
  })
}
