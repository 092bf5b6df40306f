import type { FastifyInstance } from 'fastify'
import {
  DeclareBirthBody,
  FruitQuery,
  GeneralGoodsQuery,
  GeneralHomeQuery,
  GeneralIdQuery,
  GeneralListQuery,
  GeneralSubmitBody,
  GiftAddressBody,
  GiftOfOrderQuery,
  GiftTokenQuery,
  SendWineBody,
  WeighBody
} from '@lotus/contract/schemas/general'
import { z } from 'zod/v4'
import { GENERAL_KINDS } from '@lotus/contract/general'
import { paging } from '@lotus/contract/schemas/fields'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'

const JSON_BODY = ['application/json']
const tags = ['general']
const DiscountQuery = z.strictObject({ kind: z.enum(GENERAL_KINDS).optional(), ...paging })

/** The general store (issue 11): shops of every kind, fruit by weight, the 18+ rule and sending wine. */
export function registerGeneralRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { general, gifts, weigh } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/home',
    summary: 'General home: shop categories with counts, seasonal fruit, best discounts, nearest shops',
    tags,
    query: GeneralHomeQuery,
    handler: async ({ query }) => general.home(query)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/stores',
    summary: 'General shops by kind and keyword (name or goods), nearest first when a point is given',
    tags,
    query: GeneralListQuery,
    handler: async ({ query }) => general.stores(query)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/store',
    summary: 'A general shop with its menu (goods with weight, season, origin, alcohol facts) and discounts',
    tags,
    query: GeneralIdQuery,
    handler: async ({ query }) => general.store(query.id)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/similar',
    summary: 'Shops of the same kind as this one, nearest to it first',
    tags,
    query: GeneralIdQuery,
    handler: async ({ query }) => general.similar(query.id)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/goods',
    summary: "General goods by keyword, shop or kind (search and a shop's search)",
    tags,
    query: GeneralGoodsQuery,
    handler: async ({ query }) => general.goods(query)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/goods/detail',
    summary: 'One general goods with its facts',
    tags,
    query: GeneralIdQuery,
    handler: async ({ query }) => general.goodsDetail(query.id)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/fruit',
    summary: "Fruit sold by weight or box: this month's in season, the rest, and the origins",
    tags,
    query: FruitQuery,
    handler: async ({ query }) => general.fruit(query)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/discounts',
    summary: 'Discounted goods across general shops, biggest saving first',
    tags,
    query: DiscountQuery,
    handler: async ({ query }) => general.discounts(query)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/age',
    summary: "The user's standing for alcohol (adult, minor, undeclared) and their declared birth date",
    tags,
    auth: 'required',
    handler: async ({ requireAuth }) => general.ageView(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/general/age/declare',
    summary: 'Declare a birth date (once) for age-restricted goods',
    tags,
    consumes: JSON_BODY,
    auth: 'required',
    body: DeclareBirthBody,
    handler: async ({ body, requireAuth }) => general.declareBirth(requireAuth().userId, body.birthDate)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/general/order/submit',
    summary:
      'Place a general order for the stored cart of one shop (alcohol: 18+ only; idempotent by clientKey)',
    tags,
    consumes: JSON_BODY,
    auth: 'required',
    body: GeneralSubmitBody,
    handler: async ({ body, requireAuth }) => general.submit(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/general/gift/send',
    summary: 'Send wine as a gift: a bottle or gift set to a recipient (address now or through a 48 h link)',
    tags,
    consumes: JSON_BODY,
    auth: 'required',
    body: SendWineBody,
    handler: async ({ body, requireAuth }) => gifts.send(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/gift/ofOrder',
    summary: "The giver's view of the gift of one of their orders (link, state)",
    tags,
    auth: 'required',
    query: GiftOfOrderQuery,
    handler: async ({ query, requireAuth }) => gifts.ofOrder(requireAuth().userId, query.orderId)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/general/gift/view',
    summary:
      'What the recipient sees through the gift link (never a price); expired or mismatched: NOT_FOUND',
    tags,
    auth: 'optional',
    query: GiftTokenQuery,
    handler: async ({ query }) => gifts.recipientView(query.orderId, query.token)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/general/gift/address',
    summary: 'The recipient fills in the delivery address through the gift link (once, within 48 h)',
    tags,
    consumes: JSON_BODY,
    auth: 'optional',
    body: GiftAddressBody,
    handler: async ({ body }) => {
      const { orderId, token, ...address } = body
      return gifts.fillAddress(orderId, token, address)
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/merchant/general/weigh',
    summary:
      "Merchant counter: confirm the final weight of an order's by-weight lines (±10 %, difference settled)",
    tags: ['merchant counter'],
    consumes: JSON_BODY,
    signed: false,
    auth: 'merchant',
    body: WeighBody,
    handler: async ({ body, merchantId }) => weigh(merchantId ?? 0, body.orderId, body.lines)
  })
}
