import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { parse } from '../../validate.js'
import { IdParam } from '@lotus/contract/schemas/merchant'
import {
  MarketGoodsQuery,
  MarketChangeSlotBody,
  MarketAislesQuery,
  MarketHomeQuery,
  MarketHotQuery,
  MarketNewsQuery,
  MarketPickupStoresQuery,
  MarketPickupSubmitBody,
  MarketReviewsQuery,
  MarketStoresQuery,
  MarketSubmitBody
} from '@lotus/contract/schemas/market'

/** Supermarket catalogue (issue 9): public, signed like every app call. */
export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { market, marketCheckout } = ctx.services
  const tags = ['market']

  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/stores',
    summary: 'Supermarket stores (pickup points), nearest first',
    tags,
    query: MarketStoresQuery,
    handler: async ({ query }) => market.stores(query)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/pickup/stores',
    summary:
      'Where a self-pickup order of a store can be collected: the stores of its chain accepting pickup',
    tags,
    query: MarketPickupStoresQuery,
    handler: async ({ query }) => market.pickupStores(query.mchId, query)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/aisles',
    summary: "The two-level aisles, in a store's own order when mchId is given",
    tags,
    query: MarketAislesQuery,
    handler: async ({ query }) => market.aisles(query.mchId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/home',
    summary: 'A store front: store, banners, aisles, deals and weekly hot sellers',
    tags,
    query: MarketHomeQuery,
    handler: async ({ query }) => market.home(query.mchId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/goods',
    summary: 'Goods of a store by aisle or keyword, with their SKUs',
    tags,
    query: MarketGoodsQuery,
    handler: async ({ query }) => market.goods(query)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/goods/:id',
    summary: 'Goods detail: gallery, SKUs, delivery/pickup, reviews summary',
    tags,
    handler: async ({ req }) => market.detail(parse(IdParam, req.params).id)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/goods/:id/reviews',
    summary: 'Reviews of a goods (all, with photos, good, bad)',
    tags,
    query: MarketReviewsQuery,
    handler: async ({ req, query }) => market.reviews(parse(IdParam, req.params).id, query)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/goods/:id/similar',
    summary: 'Similar goods (same aisle, same store)',
    tags,
    handler: async ({ req }) => market.similar(parse(IdParam, req.params).id)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/hot',
    summary: 'Weekly hot sellers: units sold in the last 7 Asia/Macau days',
    tags,
    query: MarketHotQuery,
    handler: async ({ query }) => market.hot(query.mchId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/news',
    summary: 'Supermarket news, newest first',
    tags,
    query: MarketNewsQuery,
    handler: async ({ query }) => market.news(query)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/news/:id',
    summary: 'One news item',
    tags,
    handler: async ({ req }) => market.newsItem(parse(IdParam, req.params).id)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/market/order/submit',
    summary: 'Supermarket delivery order from the stored cart of the store, in a chosen slot',
    tags,
    consumes: ['application/json'],
    auth: 'required',
    body: MarketSubmitBody,
    handler: async ({ body, requireAuth }) => marketCheckout.submit(requireAuth().userId, body)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/market/order/submitPickup',
    summary:
      'Supermarket self-pickup order from the stored cart of the store, collected there or at a store of its chain (code issued when paid)',
    tags,
    consumes: ['application/json'],
    auth: 'required',
    body: MarketPickupSubmitBody,
    handler: async ({ body, requireAuth }) => marketCheckout.submitPickup(requireAuth().userId, body)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/market/order/changeSlot',
    summary: 'Move an own supermarket delivery order to another slot before it is dispatched',
    tags,
    consumes: ['application/json'],
    auth: 'required',
    body: MarketChangeSlotBody,
    handler: async ({ body, requireAuth }) => marketCheckout.changeSlot(requireAuth().userId, body)
  })
}
