import type { FastifyInstance } from 'fastify'
import type { MqttConfig } from '../mqtt/mqtt-config.js'
import type { AppContext } from './context.js'
import { registerDevRoutes } from './dev/index.js'
import { registerFileRoutes } from './files/index.js'
import { registerGatewayAuthRoutes } from './gateway-auth/index.js'
import { registerGatewayRoutes } from './gateway/index.js'
import { registerImgRoutes } from './img/index.js'
import { registerRootRoutes } from './root.js'
import { registerCommentRoutes } from './tuan/comment/index.js'
import { registerGroupRoutes } from './tuan/group/index.js'
import { registerCollectRoutes } from './tuan/user/index.js'
import { registerAdvertisRoutes } from './v1/advertis/index.js'
import { registerAppUserRoutes } from './v1/app-user/index.js'
import { registerSetPayPasswordRoute } from './v1/app-user/set-pay-password.js'
import { registerCaptchaRoutes } from './v1/captcha/index.js'
import { registerCommonsRoutes } from './v1/commons/index.js'
import { registerGeneralRoutes } from './v1/general/index.js'
import { registerGeoRoutes } from './v1/geo/index.js'
import { registerLimitedCouponRoutes } from './v1/limited-coupon/index.js'
import { registerMarketRoutes } from './v1/market/index.js'
import { registerPointsMallRoutes } from './v1/points-mall/index.js'
import { registerPointsRoutes } from './v1/points/index.js'
import { registerPayRoutes } from './v1/pay/index.js'
import { registerSmsRoutes } from './v1/sms/index.js'
import { registerCartRoutes } from './v1/store/cart/index.js'
import { registerGoodsRoutes } from './v1/store/goods/index.js'
import { registerStoreRoutes } from './v1/store/index.js'
import { registerMerchantRoutes } from './v1/store/merchant/index.js'
import { registerMerchantCounterRoutes } from './v1/merchant-counter/index.js'
import { registerOrderRoutes } from './v1/store/order/index.js'
import { registerTimeFeeRoutes } from './v1/store/time-fee/index.js'
import { registerTakeawayRoutes } from './v1/takeaway/index.js'
import { registerAddressRoutes } from './v1/user/address/index.js'
import { registerCollectListRoutes } from './v1/user/collect/index.js'
import { registerCouponRoutes } from './v1/user/coupon/index.js'
import { registerWalletRoutes } from './v1/wallet/index.js'
import { registerCartCalcRoutes } from './v2/wm/cart/index.js'
import { registerFlowRoutes } from './v2/wm/flow/index.js'
import { registerPinCartRoutes } from './v2/wm/pin-cart/index.js'
import { registerWxAuthRoutes } from './wx/wx-auth/index.js'
import { registerAccountRoutes } from './v1/account/index.js'
import { registerMoneyRoutes } from './v1/money/index.js'
import { registerBoardRoutes } from './staff/board.js'
import { registerStaffRoutes } from './staff/index.js'

export interface RouteOptions {
  mqtt: Pick<MqttConfig, 'publicUrl'>
}

type Register = (app: FastifyInstance, ctx: AppContext, opts: RouteOptions) => void

/**
 * Every API route module, grouped by the resource it serves (its URLs keep their historical prefixes,
 * /v1, /v2/wm, /tuan, /wx). A new domain adds its resource here, one line per route module.
 */
export const ROUTES: Readonly<Record<string, readonly Register[]>> = {
  // Platform
  root: [registerRootRoutes],
  gateway: [registerGatewayAuthRoutes, registerGatewayRoutes],
  user: [registerAppUserRoutes, registerSetPayPasswordRoute, registerWxAuthRoutes],
  sms: [registerSmsRoutes],
  captcha: [registerCaptchaRoutes],
  address: [registerAddressRoutes],
  config: [registerCommonsRoutes],
  files: [registerFileRoutes, registerImgRoutes],
  geo: [registerGeoRoutes],
  ads: [registerAdvertisRoutes],
  flow: [registerFlowRoutes],
  // Catalogue
  merchant: [registerStoreRoutes, registerMerchantRoutes, registerTakeawayRoutes, registerTimeFeeRoutes],
  merchantCounter: [registerMerchantCounterRoutes],
  goods: [registerGoodsRoutes],
  favourite: [registerCollectListRoutes, registerCollectRoutes],
  evaluation: [registerCommentRoutes],
  // Commerce
  cart: [registerCartRoutes, registerCartCalcRoutes],
  coupon: [registerCouponRoutes],
  order: [registerOrderRoutes],
  pay: [registerPayRoutes],
  wallet: [registerWalletRoutes],
  group: [registerGroupRoutes],
  points: [registerPointsRoutes, registerPointsMallRoutes],
  market: [registerMarketRoutes, registerLimitedCouponRoutes],
  general: [registerGeneralRoutes],
  spell: [(app, ctx, opts) => registerPinCartRoutes(app, ctx, { mqttPublicUrl: opts.mqtt.publicUrl })],
  // Account centre (issue 12)
  account: [registerAccountRoutes],
  // Account centre, money side (issue 12): honey exchange, coupon lists, help coupons, bank cards, tips, shop cards
  money: [registerMoneyRoutes],
  // The staff console's API (issue 36): /api/staff/*, cookie sessions, never app-signed
  staff: [
    registerStaffRoutes,
    (app, ctx, opts) => registerBoardRoutes(app, ctx, { mqttPublicUrl: opts.mqtt.publicUrl })
  ],
  // Development tools, never registered in production
  dev: [registerDevRoutes]
}

/** Registers every route module of ROUTES on `app` (the API prefix is applied by the caller). */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, opts: RouteOptions): void {
  for (const registers of Object.values(ROUTES)) for (const register of registers) register(app, ctx, opts)
}
