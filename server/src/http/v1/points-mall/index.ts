import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { parse } from '../../validate.js'
import { IdParam } from '@lotus/contract/schemas/merchant'
import {
  PickupRedeemBody,
  PointsMallExchangeBody,
  PointsMallListQuery,
  PointsMallOrderIdBody,
  PointsMallOrdersQuery,
  PointsMallShipBody,
  PointsMallShipListQuery,
  SlotsQuery
} from '@lotus/contract/schemas/points-mall'

/** Points mall (issue 9), the store's pickup-code redeem and delivery slots. */
export function registerPointsMallRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { pointsMall, pickup, slots } = ctx.services
  const tags = ['points']

  defineRoute(app, {
    method: 'GET',
    url: '/v1/points/mall/items',
    summary: 'Points mall items (gifts and coupons)',
    tags,
    query: PointsMallListQuery,
    handler: async ({ query }) => pointsMall.items(query)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/points/mall/items/:id',
    summary: 'One points mall item',
    tags,
    handler: async ({ req }) => pointsMall.item(parse(IdParam, req.params).id)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/points/mall/exchange',
    summary: 'Exchange an item for honey points (pickup at a store, delivery, or a coupon at once)',
    tags,
    consumes: ['application/json'],
    auth: 'required',
    body: PointsMallExchangeBody,
    handler: async ({ body, requireAuth }) => pointsMall.exchange(requireAuth().userId, body)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/points/mall/orders',
    summary: 'The caller’s exchanges, newest first',
    tags,
    auth: 'required',
    query: PointsMallOrdersQuery,
    handler: async ({ query, requireAuth }) => pointsMall.orders(requireAuth().userId, query)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/points/mall/orders/:id',
    summary: 'One exchange (with its pickup code while it waits at the store)',
    tags,
    auth: 'required',
    handler: async ({ req, requireAuth }) =>
      pointsMall.order(requireAuth().userId, parse(IdParam, req.params).id)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/points/mall/orders/by-order/:id',
    summary: 'The exchange whose cash part is the order :id (the cashier’s way back to the exchange)',
    tags,
    auth: 'required',
    handler: async ({ req, requireAuth }) =>
      pointsMall.orderByOrderId(requireAuth().userId, parse(IdParam, req.params).id)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/points/mall/cancel',
    summary: 'Cancel an open gift exchange: points, stock and any paid cash come back once',
    tags,
    consumes: ['application/x-www-form-urlencoded'],
    auth: 'required',
    body: PointsMallOrderIdBody,
    handler: async ({ body, requireAuth }) => pointsMall.cancel(requireAuth().userId, body.id)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/points/mall/receive',
    summary: 'Confirm a shipped gift received (shipped → completed)',
    tags,
    consumes: ['application/x-www-form-urlencoded'],
    auth: 'required',
    body: PointsMallOrderIdBody,
    handler: async ({ body, requireAuth }) => pointsMall.receive(requireAuth().userId, body.id)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/merchant/points/orders',
    summary: 'The store’s points-mall delivery exchanges waiting to ship (or shipped), oldest first',
    tags: ['merchantCounter'],
    signed: false,
    auth: 'merchant',
    query: PointsMallShipListQuery,
    handler: async ({ query, merchantId }) => pointsMall.toShip(merchantId ?? 0, query)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/merchant/points/ship',
    summary: 'The store ships a points-mall delivery exchange (another store’s answers NOT_FOUND)',
    tags: ['merchantCounter'],
    consumes: ['application/json'],
    signed: false,
    auth: 'merchant',
    body: PointsMallShipBody,
    handler: async ({ body, merchantId }) => pointsMall.ship(merchantId ?? 0, body.id, body)
  })
  // Development only (simulator, tests): in production the shop redeems at the console's counter (audited).
  if (!ctx.config.production) {
    defineRoute(app, {
      method: 'POST',
      url: '/v1/merchant/pickup/redeem',
      summary:
        'The store redeems a pickup code (development only; once; another store’s code answers NOT_FOUND)',
      tags: ['merchantCounter'],
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      signed: false,
      auth: 'merchant',
      body: PickupRedeemBody,
      handler: async ({ body, merchantId }) => pickup.redeem(merchantId ?? 0, body.code)
    })
  }
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/slots',
    summary: 'A store’s delivery slots of a day with room left',
    tags: ['market'],
    query: SlotsQuery,
    handler: async ({ query }) => slots.list(query.storeId, query.date)
  })
}
