import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock.js'
import type { Config } from './config.js'
import type { Db } from './db/db.js'
import { withAfterCommit } from './db/after-commit.js'
import { createBoardService } from './modules/board/board-service.js'
import { createAddressService } from './modules/address/address-service.js'
import { createAdsService } from './modules/ads/ads-service.js'
import { createArtwork } from './img/artwork.js'
import { createLoginService } from './modules/auth/login-service.js'
import { createNonceStore } from './modules/auth/nonce-store.js'
import { createSignReportService } from './modules/auth/sign-reports.js'
import { createTokenService } from './modules/auth/tokens.js'
import { createProductionWxProvider, sandboxWxProvider, type WxProvider } from './modules/auth/wx-provider.js'
import { createCaptchaService } from './modules/captcha/captcha-service.js'
import {
  sandboxTicketProvider,
  unconfiguredTicketProvider,
  type CaptchaTicketProvider
} from './modules/captcha/ticket-provider.js'
import { createCartService } from './modules/priced-cart/cart-service.js'
import { createCatalogueService } from './modules/catalogue/catalogue-service.js'
import { createConfigService } from './modules/config/config-service.js'
import { planPrices } from './modules/member/plan-prices.js'
import { createFavouriteService } from './modules/favourite/favourite-service.js'
import { createFlowService } from './modules/flow/flow-service.js'
import { createAgeGate } from './modules/identity/age-gate.js'
import { createGeneralService } from './modules/general/general-service.js'
import { createGiftService } from './modules/general/gift-service.js'
import { createWeighing } from './modules/general/weigh.js'
import { createPlaceService } from './modules/geo/places.js'
import { createOrderLifecycle } from './modules/order/move.js'
import { createOrderService } from './modules/order/order-service.js'
import { createOrderPayments } from './modules/order/pay-order.js'
import { createPaymentService } from './modules/payment/payment-service.js'
import { createRefundService } from './modules/refund-desk/refund-service.js'
import { createPayPasswordHasher } from './modules/wallet/pay-password.js'
import { createWalletService } from './modules/wallet/wallet-service.js'
import { createFiguresService } from './modules/figures/figures-service.js'
import { createReviewsAdminService } from './modules/reviews-admin/reviews-admin-service.js'
import { createEvaluationService } from './modules/evaluation/evaluation-service.js'
import { createSimulator } from './modules/simulator/simulator.js'
import { createJobQueue } from './modules/jobs/job-queue.js'
import { createMerchantKeys } from './modules/merchant-auth/merchant-keys.js'
import { createMerchantService } from './modules/merchant/merchant-service.js'
import { createLimitedCouponService } from './modules/limited-coupon/limited-coupon-service.js'
import { createMarketCheckout } from './modules/market/market-checkout.js'
import { createMarketService } from './modules/market/market-service.js'
import { registerPickupOrders } from './modules/market/pickup-orders.js'
import { createPickupService } from './modules/pickup/pickup-service.js'
import { createSlotService } from './modules/slots/slot-service.js'
import { registerEarnOnOrders } from './modules/points/earn-on-orders.js'
import { createPointsMallService } from './modules/points-mall/points-mall-service.js'
import { createPointsService } from './modules/points/points-service.js'
import { createReportService } from './modules/report/report-service.js'
import {
  createLogSmsProvider,
  unconfiguredSmsProvider,
  type SmsProvider
} from './modules/sms/sms-provider.js'
import { createSmsService } from './modules/sms/sms-service.js'
import { createUploadService } from './modules/upload/upload-service.js'
import { createUserService } from './modules/user/user-service.js'
import { createSpellService } from './modules/spell/spell-service.js'
import { createStaffService } from './modules/staff/staff-service.js'
import { createOpsService } from './modules/ops/index.js'
import { createContentService } from './modules/content/index.js'
import { createMarketingService } from './modules/marketing/index.js'
import { createMenuAdminService } from './modules/menu-admin/menu-admin-service.js'
import { createCounterService } from './modules/counter/counter-service.js'
import { createRefundDesk } from './modules/refund-desk/refund-desk.js'
import { createRiderService } from './modules/rider/rider-service.js'
import { createGroupCatalogue } from './modules/group/group-catalogue.js'
import { createDealsAdminService } from './modules/deals-admin/deals-admin-service.js'
import { createFilmAdminService } from './modules/film-admin/index.js'
import { createGroupOrders } from './modules/group/group-orders.js'
import { createDeletionService } from './modules/account/deletion.js'
import { createFeedbackService } from './modules/account/feedback.js'
import { createMemberQrService } from './modules/account/member-qr.js'
import { createMessageService } from './modules/inbox/messages.js'
import { createContentNames } from './i18n/content-names.js'
import { createPhoneChangeService } from './modules/account/phone-change.js'
import { createBusinessService } from './modules/business/business-service.js'
import { createIdentityService } from './modules/identity/identity-service.js'
import { createSealer } from './modules/identity/sealer.js'
import { createMemberService } from './modules/member/member-service.js'
import { createBankCards } from './modules/money/bank-cards.js'
import { createCouponEntries } from './modules/money/coupon-entries.js'
import { createHelpCoupons } from './modules/money/help-coupon.js'
import { createHoneyExchange } from './modules/money/honey-exchange.js'
import { createShopCards } from './modules/money/shop-cards.js'
import { createRiderTips } from './modules/money/tips.js'
import { createReceiptService } from './modules/order/order-receipt.js'
import { ledgerHoney } from './modules/sign-in/honey-port.js'
import { createSignInService } from './modules/sign-in/sign-in-service.js'
import { createSubscribeAcl } from './mqtt/acl.js'
import { createCredentialAuthenticator } from './mqtt/credentials.js'
import { createMqttHub } from './mqtt/hub.js'
import { publishCustomerNews } from './modules/order/customer-news.js'
import type { SharedRedis } from './redis.js'
import { createShopAdminService } from './modules/shop-admin/shop-admin-service.js'

export interface ServiceDeps {
  config: Config
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** Overrides the SMS provider chosen from NODE_ENV. */
  smsProvider?: SmsProvider
  /** Overrides the WeChat provider chosen from NODE_ENV. */
  wxProvider?: WxProvider
  /** The shared Redis when REDIS_URL is set (several processes). */
  redis?: SharedRedis | null
  /** Overrides the WeChat captcha ticket provider chosen from NODE_ENV. */
  captchaTicketProvider?: CaptchaTicketProvider
}

/**
 * Every service, built once per app: route plugins read them from `ctx.services` and never construct
 * their own, so each cache (menus, tokens, nonces) exists once.
 */
export function createServices(deps: ServiceDeps) {
  const { config, clock } = deps
  // Transactions that can run work after their commit (the order board's MQTT news).
  const db = withAfterCommit(deps.db)
  const smsProvider =
    deps.smsProvider ?? (config.production ? unconfiguredSmsProvider : createLogSmsProvider(deps.log))
  const wx =
    deps.wxProvider ??
    (config.production ? createProductionWxProvider(config.wxAppId, config.wxSecret) : sandboxWxProvider)
  const sms = createSmsService({
    db,
    clock,
    pepper: config.smsPepper,
    provider: smsProvider,
    resendIntervalMs: config.smsResendMs
  })
  const users = createUserService({ db, clock, userSignSalt: config.userSignSalt })
  const tokens = createTokenService({ db, clock })
  // Built first: domain services register their job kinds on it.
  const jobs = createJobQueue({ db, clock, log: deps.log })
  const identity = createIdentityService({ db, clock, sealer: createSealer(config.identityKey) })
  // The 18+ rule for alcohol (issue 11) reads the account centre's verified birth date.
  const ageGate = createAgeGate(identity)
  // The ledgers below the order module (issue 34): the wallet and the gateway's transactions.
  const wallet = createWalletService({ db, clock, sms, hasher: createPayPasswordHasher(config.payPepper) })
  const payments = createPaymentService({ db, clock, config })
  // The one mover of orders; verticals register what happens at payment, cancel, expiry and refund.
  const lifecycle = createOrderLifecycle()
  const orderModules = {
    lifecycle,
    orders: createOrderService({ db, clock, lifecycle, ageGate }),
    wallet,
    payments,
    // paying an order: the order module calls the ledgers and owns the gateway's `order` transactions
    orderPayments: createOrderPayments({ db, clock, wallet, payments, lifecycle }),
    // the customer's refund request and its decision (a vertical over the order module)
    refunds: createRefundService({ db, clock, lifecycle })
  }
  // Verticals over the order module: evaluations of finished orders; outside production the order simulator.
  const evaluations = createEvaluationService({ db, clock })
  const simulator = config.production
    ? null
    : createSimulator({ db, clock, refunds: orderModules.refunds, lifecycle: orderModules.lifecycle })
  const merchants = createMerchantService({ db, clock })
  // Bound to the broker by app.ts once the HTTP server exists.
  const mqtt = createMqttHub()
  // Every order move tells its customer's open order page (`user/<id>/orders`), after the commit (issue 36).
  publishCustomerNews(orderModules.lifecycle, mqtt, (userId) => users.localeOf(userId))
  // Unpaid-order expiry and delivered-order auto-confirm, enqueued by the order's own transactions.
  for (const [kind, handler] of Object.entries(orderModules.orders.jobHandlers)) {
    jobs.register(kind, async (t, payload: { orderId?: unknown }) => void (await handler(t, payload)))
  }
  const points = createPointsService({ db, clock, jobs })
  registerEarnOnOrders({ jobs, points, clock })
  // A refunded order gives back the honey points it earned (once; never below a zero balance).
  orderModules.refunds.onApproved(async (t, o) => {
    await points.clawBack(t, o.user_id, `order:${o.id}`, `訂單退款，扣回獎勵（${o.order_no}）`)
  })
  const pickup = createPickupService({ db, clock })
  // A self-pickup order's code (ref order:<id>): the store's redeem completes the order (issue 9).
  pickup.onRedeem('order', (t, ref, at, actor) =>
    orderModules.orders.pickedUpIn(t, Number(ref.slice('order:'.length)), at, actor)
  )
  // Its code is issued when the order is paid and voided when it is cancelled or refunded.
  registerPickupOrders(orderModules.lifecycle)
  // The order board: after the verticals' paid hooks (a pickup order's code comes first), its accept limit.
  const board = createBoardService({ db, clock, lifecycle: orderModules.lifecycle, jobs, mqtt })
  const slots = createSlotService({ db, clock })
  const catalogue = createCatalogueService({ db, clock })
  const ads = createAdsService({ db, clock })
  const uploads = createUploadService({ db, clock })
  const groupCatalogue = createGroupCatalogue({ db, clock })
  const pointsMall = createPointsMallService({
    db,
    clock,
    points,
    pickup,
    orders: orderModules.orders,
    lifecycle: orderModules.lifecycle,
    jobs
  })
  // the honey ledger as the sign-in and the data export read it
  const honey = ledgerHoney(points, clock)
  // the staff console (accounts, sessions, audit), shared by the counter, riders and menu (issue 36, 37)
  const business = createBusinessService({ db, clock })
  const staff = createStaffService({ db, clock, secrets: createSealer(config.staffTotpKey), mqtt })
  const groupOrders = createGroupOrders({ db, clock, jobs, lifecycle: orderModules.lifecycle })
  const weigh = createWeighing({ db, clock })
  // the support desk (issue 38) works on these owners' rows
  const reports = createReportService({ db, clock })
  const feedback = createFeedbackService({ db, clock })
  const deletion = createDeletionService({ db, clock, jobs, sms, identity, tokens, honey })
  // merchants', goods' and places' names in English and Portuguese (app.ts words answers with them; so do messages)
  const contentNames = createContentNames({ db, clock })
  return {
    redis: deps.redis ?? null,
    jobs,
    board,
    merchantKeys: createMerchantKeys({
      db,
      clock,
      devSecret: config.appSecret,
      production: config.production
    }),
    sms,
    captcha: createCaptchaService({
      db,
      clock,
      hmacKey: config.captchaHmacKey,
      enabled: config.captcha,
      tickets:
        deps.captchaTicketProvider ?? (config.production ? unconfiguredTicketProvider : sandboxTicketProvider)
    }),
    users,
    tokens,
    login: createLoginService({ db, clock, sms, users, tokens, wx }),
    nonces: createNonceStore({ db, clock }),
    signReports: createSignReportService({ db, clock }),
    config: createConfigService({ db, planPrices }),
    merchants,
    places: createPlaceService({ db }),
    ads,
    flow: createFlowService({ db, clock }),
    uploads,
    catalogue,
    carts: createCartService({ db, clock }),
    addresses: createAddressService({ db, clock }),
    favourites: createFavouriteService({ db, clock }),
    reports,
    points,
    market: createMarketService({ db, clock }),
    slots,
    marketCheckout: createMarketCheckout({ db, orders: orderModules.orders, slots, jobs, clock }),
    limitedCoupons: createLimitedCouponService({ db, clock }),
    pickup,
    pointsMall,
    // The MQTT credential and subscribe checks of the broker (database-backed, so every process applies them).
    mqttAccess: {
      authenticate: createCredentialAuthenticator({ db, clock }),
      canSubscribe: createSubscribeAcl({ db, clock })
    },
    ...orderModules,
    evaluations,
    simulator,
    groupCatalogue,
    // the pictures the server draws (/api/img) and the first screens that carry them inline (page-boot.ts)
    artwork: createArtwork({ merchants, ads, pointsMall, groupCatalogue }),
    groupOrders,
    mqtt,
    // The general store (issue 11): catalogue, age declaration, orders, wine gifts (registers its expiry job).
    general: createGeneralService({ db, clock, orders: orderModules.orders, ageGate }),
    gifts: createGiftService({ db, clock, orders: orderModules.orders, jobs }),
    weigh,
    // Account centre (issue 12): sign-in, god member, identity, messages, member QR, leaving.
    signIn: createSignInService({ db, clock, honey }),
    members: createMemberService({ db, clock, jobs, wallet, payments, lifecycle }),
    identity,
    messages: createMessageService({ db, clock, names: contentNames }),
    contentNames,
    feedback,
    memberQr: createMemberQrService({ db, clock, secret: config.appSecret }),
    phoneChange: createPhoneChangeService({ db, clock, sms, secret: config.appSecret }),
    deletion,
    // order receipts, merchant applications (acct2)
    receipts: createReceiptService({ db }),
    business,
    // Account centre, money side (issue 12): honey exchange, coupon lists, help coupons, bank cards, tips, shop cards.
    honeyExchange: createHoneyExchange({ db, clock, points }),
    couponEntries: createCouponEntries({ db, clock }),
    helpCoupons: createHelpCoupons({ db, clock }),
    bankCards: createBankCards({ db, clock, config }),
    riderTips: createRiderTips({ db, clock, wallet }),
    shopCards: createShopCards({ db, clock, config, wallet, lifecycle: orderModules.lifecycle }),
    spells: createSpellService({
      db,
      clock,
      hub: mqtt,
      orders: orderModules.orders,
      merchants,
      catalogue,
      log: deps.log
    }),
    // The staff console (issue 36): accounts, sessions, TOTP, the audit log; routes ask server/src/policy first.
    staff,
    // The shop's menu in the console (issue 37): every save drops that shop's cached menu for customers.
    menuAdmin: createMenuAdminService({
      db,
      clock,
      jobs,
      audit: staff.audit,
      uploads,
      changed: (merchantId) => {
        catalogue.forget(merchantId)
        contentNames.forget()
      }
    }),
    // The shop's counter (codes, weighing) and refund desk in the console (issue 36 points 4, 5).
    counter: createCounterService({ db, clock, groupOrders, pickup, weigh, audit: staff.audit }),
    refundDesk: createRefundDesk({ db, clock, refunds: orderModules.refunds, audit: staff.audit }),
    // The riders' app (issue 36 point 6): deliveries near me, take, picked up, delivered, position, earnings.
    riders: createRiderService({ db, clock, lifecycle: orderModules.lifecycle, audit: staff.audit }),
    // reviews and figures in the console (issue 37 points 4, 5): a reply or a hidden review drops that shop's
    // cached pages, so customers see it at once
    reviewsAdmin: createReviewsAdminService({
      db,
      clock,
      audit: staff.audit,
      changed: (merchantId) => catalogue.forget(merchantId)
    }),
    figures: createFiguresService({ db, clock }),
    // The shop's settings in the console (issue 37 point 2): every save drops that shop's cached pages for customers.
    shopAdmin: createShopAdminService({
      db,
      clock,
      audit: staff.audit,
      changed: (merchantId) => catalogue.forget(merchantId)
    }),
    // Group-buying deals and reservation slots in the console (issue 37 point 3): a save drops the shop's first screens.
    dealsAdmin: createDealsAdminService({
      db,
      clock,
      slots,
      audit: staff.audit,
      changed: (merchantId) => {
        catalogue.forget(merchantId)
        contentNames.forget()
      }
    }),
    // A cinema's halls and film sessions in the console (issue 37 point 3): a save drops the shop's first screens.
    filmAdmin: createFilmAdminService({
      db,
      clock,
      audit: staff.audit,
      changed: (merchantId) => catalogue.forget(merchantId)
    }),
    // Operators' support desk (issue 38): lookups, reveals, identity queue, feedback, reports, deletions.
    ops: createOpsService({
      db,
      clock,
      audit: staff.audit,
      identity,
      feedback,
      reports,
      deletion,
      business,
      lifecycle: orderModules.lifecycle,
      access: { db, clock, audit: staff.audit, mqtt }
    }),
    // Content operators (issue 38 point 3): ads, news, the remote config's versions
    content: createContentService({
      db,
      clock,
      audit: staff.audit,
      uploads,
      namesChanged: () => contentNames.forget()
    }),
    // operators' marketing (issue 38 point 4): campaigns issue through limitedCoupons' guarded take
    marketing: createMarketingService({ db, clock, audit: staff.audit, uploads })
  }
}

export type Services = ReturnType<typeof createServices>
