import type { FastifyInstance } from 'fastify'
import { HONEY_EXCHANGE_ITEMS } from '@lotus/contract/account-money'
import {
  BankCardBindBody,
  BankCardIdBody,
  BankCardRechargeBody,
  CouponEntriesQuery,
  ExchangeRecordQuery,
  HelpCouponHelpBody,
  HelpCouponQuery,
  HelpCouponStartBody,
  HoneyExchangeBody,
  ShopCardBuyBody,
  ShopCardOfferQuery,
  ShopCardPayBody,
  ShopCardRecordsQuery,
  TipBody,
  TipInfoQuery
} from '@lotus/contract/schemas/account-money'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { requestLocale } from '../../../i18n/request-locale.js'
import { shopNamesIn } from '../../../i18n/record-titles.js'

const FORM_OR_JSON = ['application/json', 'application/x-www-form-urlencoded']

/** The money side of the account centre (issue 12). */
export function registerMoneyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { honeyExchange, couponEntries, helpCoupons, bankCards, riderTips, shopCards, orders } = ctx.services

  // honey exchange
  defineRoute(app, {
    method: 'GET',
    url: '/v1/honey/exchange/items',
    summary: 'What honey points can be exchanged for (coupons and red envelopes) and their price in points',
    tags: ['honey exchange'],
    auth: 'optional',
    handler: async () => HONEY_EXCHANGE_ITEMS
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/honey/exchange',
    summary: 'Spend honey points for a coupon or red envelope (one transaction: points spend + coupon issue)',
    tags: ['honey exchange'],
    consumes: FORM_OR_JSON,
    auth: 'required',
    body: HoneyExchangeBody,
    handler: async ({ body, requireAuth }) => honeyExchange.exchange(requireAuth().userId, body.itemKey)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/honey/exchange/records',
    summary: 'My honey exchanges, newest first, with the state of each coupon',
    tags: ['honey exchange'],
    auth: 'required',
    query: ExchangeRecordQuery,
    handler: async ({ query, requireAuth }) => honeyExchange.records(requireAuth().userId, query)
  })

  // coupon and red-envelope lists with where each applies
  defineRoute(app, {
    method: 'GET',
    url: '/v1/user/coupon/entries',
    summary: 'My coupons or red envelopes by state, each with the vertical or merchant it applies to',
    tags: ['coupon'],
    auth: 'required',
    query: CouponEntriesQuery,
    handler: async ({ query, requireAuth }) => couponEntries.list(requireAuth().userId, query)
  })

  // help coupon
  defineRoute(app, {
    method: 'POST',
    url: '/v1/helpCoupon/start',
    summary: 'Open (or return my open) help-coupon share: N friends help, the coupon unlocks once',
    tags: ['help coupon'],
    consumes: FORM_OR_JSON,
    auth: 'required',
    body: HelpCouponStartBody,
    handler: async ({ requireAuth }) => helpCoupons.start(requireAuth().userId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/helpCoupon/mine',
    summary: 'My latest help-coupon share (null when none)',
    tags: ['help coupon'],
    auth: 'required',
    handler: async ({ requireAuth }) => helpCoupons.mine(requireAuth().userId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/helpCoupon/info',
    summary: 'A help-coupon share by its code (progress, whether I helped)',
    tags: ['help coupon'],
    auth: 'required',
    query: HelpCouponQuery,
    handler: async ({ query, requireAuth }) => helpCoupons.info(requireAuth().userId, query.code)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/helpCoupon/help',
    summary: "Help a friend's share: once per friend, never one's own; the N-th help issues the coupon",
    tags: ['help coupon'],
    consumes: FORM_OR_JSON,
    auth: 'required',
    body: HelpCouponHelpBody,
    handler: async ({ body, requireAuth }) => helpCoupons.help(requireAuth().userId, body.code)
  })

  // bank cards (tied_card)
  defineRoute(app, {
    method: 'GET',
    url: '/v1/bankCard/list',
    summary: 'My bound bank cards (brand and last four digits only)',
    tags: ['bank card'],
    auth: 'required',
    handler: async ({ requireAuth }) => bankCards.list(requireAuth().userId)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/bankCard/bind',
    summary: 'Bind a bank card: Luhn-checked, kept only as a gateway token and the last four digits',
    tags: ['bank card'],
    consumes: ['application/json'],
    auth: 'required',
    body: BankCardBindBody,
    handler: async ({ body, requireAuth }) => bankCards.bind(requireAuth().userId, body.number)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/bankCard/remove',
    summary: 'Unbind one of my bank cards; answers the cards left',
    tags: ['bank card'],
    consumes: ['application/json'],
    auth: 'required',
    body: BankCardIdBody,
    handler: async ({ body, requireAuth }) => bankCards.remove(requireAuth().userId, body.id)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/bankCard/recharge',
    summary:
      'Top the wallet up with a bound card through the sandbox gateway (payUrl); credited by its callback',
    tags: ['bank card'],
    consumes: ['application/json'],
    auth: 'required',
    body: BankCardRechargeBody,
    handler: async ({ body, requireAuth }) =>
      bankCards.recharge(requireAuth().userId, body.cardId, body.amount)
  })

  // rider tips
  defineRoute(app, {
    method: 'GET',
    url: '/v1/order/tip/info',
    summary: 'Whether a delivered order of mine can be tipped, and the tip given',
    tags: ['rider tip'],
    auth: 'required',
    query: TipInfoQuery,
    handler: async ({ query, requireAuth }) => riderTips.info(requireAuth().userId, query.orderId)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/order/tip',
    summary: 'Tip the rider of a delivered order from the wallet (pay password), once per order',
    tags: ['rider tip'],
    consumes: ['application/json'],
    auth: 'required',
    body: TipBody,
    handler: async ({ body, requireAuth }) =>
      riderTips.tip(requireAuth().userId, body.orderId, body.amount, body.password)
  })

  // stored-value shop cards
  defineRoute(app, {
    method: 'GET',
    url: '/v1/shopCard/offers',
    summary: 'Merchants selling stored-value cards: their tiers (pay, credit) and my balance there',
    tags: ['shop card'],
    auth: 'required',
    handler: async ({ requireAuth }) => shopCards.offers(requireAuth().userId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/shopCard/offer',
    summary: "One merchant's card tiers and my balance there",
    tags: ['shop card'],
    auth: 'required',
    query: ShopCardOfferQuery,
    handler: async ({ query, requireAuth }) => shopCards.offer(requireAuth().userId, query.mchId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/shopCard/mine',
    summary: 'My shop cards and their balances',
    tags: ['shop card'],
    auth: 'required',
    handler: async ({ requireAuth }) => shopCards.mine(requireAuth().userId)
  })
  defineRoute(app, {
    method: 'GET',
    url: '/v1/shopCard/records',
    summary: 'The history of my card at a merchant (every change a row), newest first',
    tags: ['shop card'],
    auth: 'required',
    query: ShopCardRecordsQuery,
    handler: async ({ req, query, requireAuth }) => {
      const locale = requestLocale(req)
      return shopCards.records(
        requireAuth().userId,
        query,
        locale,
        await shopNamesIn(ctx.services.contentNames, locale)
      )
    }
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/shopCard/buy',
    summary: 'Buy a card tier: from the wallet (pay password) or online through the sandbox gateway (payUrl)',
    tags: ['shop card'],
    consumes: ['application/json'],
    auth: 'required',
    body: ShopCardBuyBody,
    handler: async ({ body, requireAuth }) => shopCards.buy(requireAuth().userId, body)
  })
  defineRoute(app, {
    method: 'POST',
    url: '/v1/pay/shopCard',
    summary:
      "Pay an order from my card at its merchant (pay password), in one transaction with the order's payment",
    tags: ['pay'],
    consumes: ['application/json'],
    auth: 'required',
    body: ShopCardPayBody,
    handler: async ({ req, body, requireAuth }) => {
      const userId = requireAuth().userId
      await shopCards.payOrder(userId, body.orderId, body.password)
      return orders.detail(userId, body.orderId, requestLocale(req))
    }
  })
}
