import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../clock.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/db.js'
import type { TokenService } from '../auth/tokens.js'
import type { JobQueue } from '../jobs/job-queue.js'
import type { createOrderModules } from '../order/order-modules.js'
import { createIdentityService } from '../identity/identity-service.js'
import { createSealer } from '../identity/sealer.js'
import { createMemberService } from '../member/member-service.js'
import type { PointsService } from '../points/points-service.js'
import { ledgerHoney } from '../sign-in/honey-port.js'
import { createSignInService } from '../sign-in/sign-in-service.js'
import type { SmsService } from '../sms/sms-service.js'
import { createDeletionService } from './deletion.js'
import { createFeedbackService } from './feedback.js'
import { createMemberQrService } from './member-qr.js'
import { createMessageService } from './messages.js'
import { createPhoneChangeService } from './phone-change.js'
import { createReceiptService } from '../order/order-receipt.js'
import { createBusinessService } from '../business/business-service.js'

export interface AccountDeps {
  db: Db
  clock: Clock
  config: Config
  log: FastifyBaseLogger
  jobs: JobQueue
  sms: SmsService
  tokens: TokenService
  points: PointsService
  orderModules: ReturnType<typeof createOrderModules>
}

/** The account centre's services, built once from services.ts (job kinds registered here). */
export function createAccountServices(deps: AccountDeps) {
  const { db, clock, jobs, config, sms } = deps
  const { wallet } = deps.orderModules
  const honey = ledgerHoney(deps.points, clock)
  const identity = createIdentityService({
    db,
    clock,
    jobs,
    sealer: createSealer(config.identityKey),
    production: config.production
  })
  return {
    signIn: createSignInService({ db, clock, honey }),
    members: createMemberService({ db, clock, jobs, wallet, payments: deps.orderModules.payments }),
    identity,
    messages: createMessageService({ db, clock }),
    feedback: createFeedbackService({ db, clock }),
    memberQr: createMemberQrService({ db, clock, secret: config.appSecret }),
    phoneChange: createPhoneChangeService({ db, clock, sms, secret: config.appSecret }),
    deletion: createDeletionService({ db, clock, jobs, sms, identity, tokens: deps.tokens, honey }),
    // order receipts, merchant applications (acct2)
    receipts: createReceiptService({ db }),
    business: createBusinessService({ db, clock })
  }
}
