import type { FastifyInstance } from 'fastify'
import type { output, ZodType } from 'zod/v4'
import {
  GroupBrandQuery,
  GroupCancelBody,
  GroupCommentListQuery,
  GroupEvaluateBody,
  GroupFilmQuery,
  GroupIdQuery,
  GroupListQuery,
  GroupOrderQuery,
  GroupRefundBody,
  GroupSlotQuery,
  RedeemBody,
  ReserveBody,
  TicketBuyBody,
  VoucherBuyBody
} from '@lotus/contract/schemas/group'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { requestLocale } from '../../../i18n/request-locale.js'

const JSON_BODY = ['application/json']
const TAGS = ['group']
const at = (q: { lat?: number | undefined; lng?: number | undefined }) =>
  q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null

/** Group-buying (團購): browsing, vouchers, film tickets, reservations, evaluations; the counter's redeem call. */
export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cat = ctx.services.groupCatalogue
  const orders = ctx.services.groupOrders
  const get = <Q extends ZodType>(
    url: string,
    summary: string,
    query: Q,
    handler: (q: output<Q>, userId: number | null) => Promise<unknown>
  ) =>
    defineRoute(app, {
      method: 'GET',
      url,
      summary,
      tags: TAGS,
      auth: 'optional',
      query,
      handler: async ({ query: q, auth }) => handler(q as output<Q>, auth?.userId ?? null)
    })

  get('/tuan/merchant/list', 'Group merchants nearest first, by category or keyword', GroupListQuery, (q) =>
    cat.list(q)
  )
  get(
    '/tuan/merchant/detail',
    'A group merchant: deals, combos, recommended dishes, ratings',
    GroupIdQuery,
    (q) => cat.merchant(q.id, at(q))
  )
  get('/tuan/merchant/menu', "A merchant's menu (dishes with prices)", GroupIdQuery, (q) => cat.menu(q.id))
  get('/tuan/merchant/album', "A merchant's photo album", GroupIdQuery, (q) => cat.album(q.id))
  get('/tuan/merchant/similar', 'Similar merchants (same category first, nearest)', GroupIdQuery, (q) =>
    cat.similar(q.id)
  )
  get('/tuan/brand', "A brand's stores, nearest first", GroupBrandQuery, (q) => cat.brand(q.brand, at(q)))
  get('/tuan/deal/detail', 'A deal or combo with its contents and usage rules', GroupIdQuery, (q) =>
    cat.deal(q.id)
  )
  get('/tuan/dish/detail', 'A dish', GroupIdQuery, (q) => cat.dish(q.id))
  get('/tuan/comment/list', "A merchant's evaluations, newest first", GroupCommentListQuery, (q, u) =>
    cat.comments(q, u)
  )
  get('/tuan/comment/detail', 'One evaluation (mine: true when it is the caller’s)', GroupIdQuery, (q, u) =>
    cat.comment(q.id, u)
  )
  get(
    '/tuan/film/list',
    'Films showing (at a cinema) with the coming week of showtimes',
    GroupFilmQuery,
    (q) => cat.films(q.cinemaId ?? null)
  )
  get('/tuan/showtime/seats', 'The seat map of a showtime (taken seats as "row-col")', GroupIdQuery, (q) =>
    cat.seatMap(q.id)
  )
  get('/tuan/reservation/slots', 'Reservation slots of a merchant (with places left)', GroupSlotQuery, (q) =>
    cat.slots(q.mchId, q.day)
  )

  defineRoute(app, {
    method: 'POST',
    url: '/tuan/voucher/buy',
    summary: 'Buy N vouchers of a deal (idempotent by clientKey); pay through the cashier',
    tags: TAGS,
    consumes: JSON_BODY,
    auth: 'required',
    body: VoucherBuyBody,
    handler: async ({ body, requireAuth }) => orders.buyVoucher(requireAuth().userId, body)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/tuan/ticket/buy',
    summary: 'Hold seats of a showtime for 15 minutes while the order is paid',
    tags: TAGS,
    consumes: JSON_BODY,
    auth: 'required',
    body: TicketBuyBody,
    handler: async ({ body, requireAuth }) => orders.buyTickets(requireAuth().userId, body)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/tuan/reservation/book',
    summary: 'Book a table at a slot (deposit, if any, through the cashier)',
    tags: TAGS,
    consumes: JSON_BODY,
    auth: 'required',
    body: ReserveBody,
    handler: async ({ body, requireAuth }) => orders.reserve(requireAuth().userId, body)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/tuan/order/detail',
    summary: 'A group order with its codes (once paid), reservation and refunds',
    tags: TAGS,
    auth: 'required',
    query: GroupOrderQuery,
    handler: async ({ req, query, requireAuth }) =>
      orders.detail(requireAuth().userId, query.id, requestLocale(req))
  })
  defineRoute(app, {
    method: 'POST',
    url: '/tuan/order/refund',
    summary:
      'Refund unused voucher codes, or film tickets until 2 h before the showtime (seats released), to where the money came from',
    tags: TAGS,
    consumes: JSON_BODY,
    auth: 'required',
    body: GroupRefundBody,
    handler: async ({ req, body, requireAuth }) =>
      orders.refund(requireAuth().userId, body.id, body.codeIds, requestLocale(req))
  })
  defineRoute(app, {
    method: 'POST',
    url: '/tuan/order/cancel',
    summary: 'Cancel an unpaid group order, or a reservation before its cut-off (deposit refunded)',
    tags: TAGS,
    consumes: JSON_BODY,
    auth: 'required',
    body: GroupCancelBody,
    handler: async ({ req, body, requireAuth }) =>
      orders.cancel(requireAuth().userId, body.id, requestLocale(req))
  })
  defineRoute(app, {
    method: 'POST',
    url: '/tuan/comment/submit',
    summary: 'Evaluate a group order after use (overall, taste, environment, service, text, photos)',
    tags: TAGS,
    consumes: JSON_BODY,
    auth: 'required',
    body: GroupEvaluateBody,
    handler: async ({ body, requireAuth }) => {
      const userId = requireAuth().userId
      await ctx.services.evaluations.assertOwnUploads(userId, body.images ?? [])
      return orders.evaluate(userId, { ...body, orderId: body.id, images: body.images ?? [] })
    }
  })
  // The raw X-Merchant-Key redeem is a development tool only (simulator, tests): in production the shop redeems at
  // the console's counter (POST /api/staff/counter/redeem), as a member of staff, audited.
  if (ctx.config.production) return
  defineRoute(app, {
    method: 'POST',
    url: '/v1/merchant/group/redeem',
    summary:
      'Merchant counter (development only): redeem a voucher / ticket / reservation code once (X-Merchant-Key)',
    tags: ['merchant counter'],
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    signed: false,
    auth: 'merchant',
    body: RedeemBody,
    handler: async ({ body, merchantId }) => orders.redeem(merchantId ?? 0, body.code)
  })
}
