import type { FastifyBaseLogger } from 'fastify'
import type { Clock, MovableClock } from '../clock.js'
import type { Config } from '../config.js'
import type { Db } from '../db/db.js'
import type { AuthState } from '../modules/auth/tokens.js'
import type { Services } from '../services.js'

/** What every route plugin receives. */
export interface AppContext {
  config: Config
  db: Db
  clock: Clock
  /** The same clock when it can be moved (the QA test clock): null in production. */
  testClock: MovableClock | null
  log: FastifyBaseLogger
  services: Services
}

export type { AuthState }

declare module 'fastify' {
  interface FastifyRequest {
    rawBody: string | undefined
    auth: AuthState | null
    /** The merchant whose X-Merchant-Key was verified (routes with `auth: 'merchant'`). */
    merchantId: number | null
  }
  interface FastifyContextConfig {
    /** true (defineRoute's default) when the x-ca-* signature is required; the contract's exempt routes set false. */
    signed?: boolean
    auth?: 'required' | 'optional' | 'none' | 'merchant'
  }
}
