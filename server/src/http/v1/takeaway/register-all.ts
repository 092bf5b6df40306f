import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { registerCollectRoutes } from '../../tuan/user/index.js'
import { registerCartCalcRoutes } from '../../v2/wm/cart/index.js'
import { registerCartRoutes } from '../store/cart/index.js'
import { registerGoodsRoutes } from '../store/goods/index.js'
import { registerMerchantRoutes } from '../store/merchant/index.js'
import { registerTimeFeeRoutes } from '../store/time-fee/index.js'
import { registerAddressRoutes } from '../user/address/index.js'
import { registerCollectListRoutes } from '../user/collect/index.js'
import { registerCouponRoutes } from '../user/coupon/index.js'
import { registerTakeawayRoutes } from './index.js'

/** Issue 3 part A: catalogue, cart, addresses, coupons, favourites, reports. */
export function registerTakeawayBrowsingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTakeawayRoutes(app, ctx)
  registerMerchantRoutes(app, ctx)
  registerGoodsRoutes(app, ctx)
  registerTimeFeeRoutes(app, ctx)
  registerCartRoutes(app, ctx)
  registerCartCalcRoutes(app, ctx)
  registerAddressRoutes(app, ctx)
  registerCouponRoutes(app, ctx)
  registerCollectListRoutes(app, ctx)
  registerCollectRoutes(app, ctx)
}
