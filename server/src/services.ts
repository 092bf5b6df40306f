import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock.js'
import type { Config } from './config.js'
import type { Db } from './db/db.js'
import { createAddressService } from './modules/address/address-service.js'
import { createAdsService } from './modules/ads/ads-service.js'
import { createLoginService } from './modules/auth/login-service.js'
import { createNonceStore } from './modules/auth/nonce-store.js'
import { createSignReportService } from './modules/auth/sign-reports.js'
import { createTokenService } from './modules/auth/tokens.js'
import { createProductionWxProvider, sandboxWxProvider, type WxProvider } from './modules/auth/wx-provider.js'
import { createCartService } from './modules/cart/cart-service.js'
import { createCatalogueService } from './modules/catalogue/catalogue-service.js'
import { createConfigService } from './modules/config/config-service.js'
import { createFavouriteService } from './modules/favourite/favourite-service.js'
import { createFlowService } from './modules/flow/flow-service.js'
import { createPlaceService } from './modules/geo/places.js'
import { createOrderModules } from './modules/order/order-modules.js'
import { createMerchantService } from './modules/merchant/merchant-service.js'
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
import { createSubscribeAcl } from './mqtt/acl.js'
import { createCredentialAuthenticator } from './mqtt/credentials.js'
import { createMqttHub } from './mqtt/hub.js'

export interface ServiceDeps {
  config: Config
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** Overrides the SMS provider chosen from NODE_ENV. */
  smsProvider?: SmsProvider
  /** Overrides the WeChat provider chosen from NODE_ENV. */
  wxProvider?: WxProvider
}

/**
 * Every service, built once per app: route plugins read them from `ctx.services` and never construct
 * their own, so each cache (menus, tokens, nonces) exists once.
 */
export function createServices(deps: ServiceDeps) {
  const { config, db, clock } = deps
  const smsProvider =
    deps.smsProvider ?? (config.production ? unconfiguredSmsProvider : createLogSmsProvider(deps.log))
  const wx =
    deps.wxProvider ??
    (config.production ? createProductionWxProvider(config.wxAppId, config.wxSecret) : sandboxWxProvider)
  const sms = createSmsService({ db, clock, pepper: config.smsPepper, provider: smsProvider })
  const users = createUserService({ db, clock, userSignSalt: config.userSignSalt })
  const tokens = createTokenService({ db, clock })
  const orderModules = createOrderModules({ db, clock, config, sms })
  const merchants = createMerchantService({ db, clock })
  // Bound to the broker by app.ts once the HTTP server exists.
  const mqtt = createMqttHub()
  return {
    sms,
    users,
    tokens,
    login: createLoginService({ db, sms, users, tokens, wx }),
    nonces: createNonceStore({ db, clock }),
    signReports: createSignReportService({ db, clock }),
    config: createConfigService({ db }),
    merchants,
    places: createPlaceService({ db }),
    ads: createAdsService({ db }),
    flow: createFlowService({ db, clock }),
    uploads: createUploadService({ db, clock }),
    catalogue: createCatalogueService({ db, clock }),
    carts: createCartService({ db, clock }),
    addresses: createAddressService({ db, clock }),
    favourites: createFavouriteService({ db, clock }),
    reports: createReportService({ db, clock }),
    // The MQTT credential and subscribe checks, shared by the in-process broker and the external broker's hooks.
    mqttAccess: {
      authenticate: createCredentialAuthenticator({ db, clock }),
      canSubscribe: createSubscribeAcl({ db, clock })
    },
    ...orderModules,
    mqtt,
    spells: createSpellService({
      db,
      clock,
      hub: mqtt,
      orders: orderModules.orders,
      merchants,
      log: deps.log
    })
  }
}

export type Services = ReturnType<typeof createServices>
