import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEV_APP_KEY = 'lotus-dev-key'
export const DEV_APP_SECRET = 'lotus-dev-secret'
export const DEV_USER_SIGN_SALT = 'lotus-dev-salt'
export const DEV_GATEWAY_SECRET = 'lotus-dev-gateway-secret'

/** The repository: the folder above `server/` (this module runs as server/src/config.ts or bundled in server/dist/). */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (path.basename(dir) !== 'server' || !existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir)
    if (up === dir) return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
    dir = up
  }
  return path.dirname(dir)
}
const repoRoot = findRepoRoot()

/**
 * Default pool: PostgreSQL's own rule of thumb, cores × 2 + 1 (issue 13: on 2 cores 5 connections placed 142–151
 * orders/s where 10 placed 117–122 and 30 placed 91–102; more backends than cores only wait on each other).
 */
function poolMax(raw: string | undefined): number {
  if (raw === undefined || raw === '') return availableParallelism() * 2 + 1
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new ConfigError(`DATABASE_POOL_MAX 無效: ${raw}`)
  return n
}

export interface Config {
  port: number
  host: string
  /** A directory for embedded PostgreSQL, or `memory`. Ignored when databaseUrl is set. */
  dataDir: string
  databaseUrl: string | undefined
  /** Connections this process keeps to PostgreSQL (DATABASE_POOL_MAX). */
  databasePoolMax: number
  appKey: string
  appSecret: string
  userSignSalt: string
  /** Mixed into SMS code hashes so a leaked table cannot be brute-forced offline without it. */
  smsPepper: string
  nodeEnv: string
  production: boolean
  staticDir: string
  /** The staff console's build (console/dist), served at /console. */
  consoleDir: string
  logLevel: string
  /** Trust X-Forwarded-For (only behind a reverse proxy), so per-address limits see the real client. */
  trustProxy: boolean
  wxAppId: string | undefined
  wxSecret: string | undefined
  /** Mixed into pay-password hashes (Argon2id secret); defaults to APP_SECRET like SMS_PEPPER. */
  payPepper: string
  /** HMAC key of the sandbox payment gateway's callbacks. */
  gatewaySecret: string
  /** The order simulator's timer (non-production only; `SIMULATOR=off` stops the timer, tests drive it by hand). */
  simulatorTimer: boolean
  /** Shared Redis (several processes: rate limits, MQTT fan-out). Unset: everything stays in this process. */
  redisUrl: string | undefined
  /** Prefix of every Redis key and channel (several deployments or test runs may share one Redis). */
  redisPrefix: string
  /** The durable job runner's poll timer (`JOBS=off` stops it: tests run due jobs with `jobs.drain()`). */
  jobsTimer: boolean
  /** The captcha before SMS codes (`CAPTCHA=off` switches it off outside production; production refuses that). */
  captcha: boolean
  /** HMAC key of captcha challenges; defaults to APP_SECRET like SMS_PEPPER. */
  captchaHmacKey: string
  /** AES-256-GCM key material for identity documents at rest (IDENTITY_KEY, else derived from APP_SECRET). */
  identityKey: string
  /** Seals staff TOTP secrets at rest (STAFF_TOTP_KEY; derived from APP_SECRET when unset). */
  staffTotpKey: string
  /** Outside production only: the SMS resend interval (SMS_RESEND_MS), so browser flows need not wait a minute. */
  smsResendMs: number | undefined
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development'
  const production = nodeEnv === 'production'
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT 無效: ${env.PORT}`)
  const dataDir = env.DATA_DIR ?? path.join(repoRoot, '.data')
  const appSecret = env.APP_SECRET || DEV_APP_SECRET
  const userSignSalt = env.USER_SIGN_SALT || DEV_USER_SIGN_SALT
  const config: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: dataDir === 'memory' ? 'memory' : path.resolve(dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: poolMax(env.DATABASE_POOL_MAX),
    appKey: env.APP_KEY || DEV_APP_KEY,
    appSecret,
    userSignSalt,
    smsPepper: env.SMS_PEPPER || appSecret,
    nodeEnv,
    production,
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(repoRoot, 'dist')),
    consoleDir: path.resolve(env.CONSOLE_DIR ?? path.join(repoRoot, 'console/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    wxAppId: env.WX_APPID || undefined,
    wxSecret: env.WX_SECRET || undefined,
    payPepper: env.PAY_PEPPER || appSecret,
    gatewaySecret: env.GATEWAY_SECRET || DEV_GATEWAY_SECRET,
    simulatorTimer: !production && env.SIMULATOR !== 'off',
    jobsTimer: env.JOBS !== 'off',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'lotus:',
    captcha: env.CAPTCHA !== 'off',
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || appSecret,
    identityKey: env.IDENTITY_KEY || `identity:${appSecret}`,
    staffTotpKey: env.STAFF_TOTP_KEY || `totp:${appSecret}`,
    smsResendMs: !production && env.SMS_RESEND_MS ? Number(env.SMS_RESEND_MS) : undefined
  }
  assertSafeForProduction(config)
  return config
}

/** A production server signing with the published development secrets would accept forged calls. */
export function assertSafeForProduction(config: Config): void {
  if (!config.production) return
  if (config.appSecret === DEV_APP_SECRET) {
    throw new ConfigError('NODE_ENV=production 不可使用開發用 APP_SECRET，請設定 APP_SECRET')
  }
  if (config.userSignSalt === DEV_USER_SIGN_SALT) {
    throw new ConfigError('NODE_ENV=production 不可使用開發用 USER_SIGN_SALT，請設定 USER_SIGN_SALT')
  }
  if (config.smsPepper === DEV_APP_SECRET) {
    throw new ConfigError('NODE_ENV=production 不可使用開發用 SMS_PEPPER')
  }
  if (!config.captcha) {
    throw new ConfigError('NODE_ENV=production 不可關閉人機驗證 (CAPTCHA=off)')
  }
  if (config.captchaHmacKey === DEV_APP_SECRET) {
    throw new ConfigError('NODE_ENV=production 不可使用開發用 CAPTCHA_HMAC_KEY')
  }
  if (config.payPepper === DEV_APP_SECRET) {
    throw new ConfigError('NODE_ENV=production 不可使用開發用 PAY_PEPPER，請設定 PAY_PEPPER')
  }
}
