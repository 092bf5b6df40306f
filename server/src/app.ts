import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import type { DestinationStream } from 'pino'
import { movableClock, systemClock, type Clock } from './clock.js'
import type { Config } from './config.js'
import type { Db } from './db/db.js'
import { openDb, prepareDb } from './db/index.js'
import { merchantUnauthorized, unauthorized, validation } from './errors.js'
import type { AppContext } from './http/context.js'
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_HEADER_BYTES,
  registerErrorHandling
} from './http/errors.js'
import { registerRoutes } from './http/routes.js'
import { requestLocale } from './i18n/request-locale.js'
import type { Locale } from '@lotus/contract/locale'
import { localizeStatePhrases } from './i18n/server-words.js'
import {
  findUnsafeValue,
  jsonTooDeep,
  multipartBoundaryProblem,
  parseJsonBody,
  tooDeep
} from './http/validate.js'
import { API_PREFIX, createSignatureHook } from './http/signature.js'
import { createPageBoot } from './http/page-boot.js'
import { registerStatic } from './http/static.js'
import { registerConsole } from './http/staff/console-static.js'
import { seedStaff } from './modules/staff/seed-staff.js'
import { createOrderTimers } from './modules/simulator/simulator-timer.js'
import type { SmsProvider } from './modules/sms/sms-provider.js'
import type { WxProvider } from './modules/auth/wx-provider.js'
import { MAX_UPLOAD_BYTES } from './modules/upload/upload-service.js'
import { attachMqttBroker } from './mqtt/broker.js'
import { loadMqttConfig, type MqttConfig } from './mqtt/mqtt-config.js'
import { connectRedis, type SharedRedis } from './redis.js'
import { createServices } from './services.js'

export interface BuildAppOptions {
  config: Config
  /** An open database; when absent one is opened from config and closed with the app. */
  db?: Db
  clock?: Clock
  /** Where JSON log lines go (stdout by default). */
  logStream?: DestinationStream
  smsProvider?: SmsProvider
  wxProvider?: WxProvider
  /** MQTT settings (default: from the environment, see mqtt/mqtt-config.ts). */
  mqtt?: MqttConfig
  /** A shared Redis; when absent one is connected from config.redisUrl (if set) and closed with the app. */
  redis?: SharedRedis | null
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

const NONCE_PRUNE_INTERVAL_MS = 5 * 60_000
/** Embedded PGlite's stand-in for autovacuum (db/pglite-maintenance.ts), autovacuum's own naptime. */
const PGLITE_MAINTAIN_MS = 60_000

// Tokens, signatures and SMS codes must never reach the log, and neither may query strings
// (sendCode carries the phone number), so requests are logged by path only.
const REDACT = [
  'req.headers.apptoken',
  'req.headers["x-ca-signature"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'token',
  '*.token',
  'apptoken',
  '*.apptoken',
  'password',
  '*.password'
]

/**
 * The access log: one line per answered request (method, path, ip, status, time). Fastify's own also writes a
 * line on arrival; at thousands of requests a second that second line (its serialisation, redaction and write)
 * was a measurable share of the server's time (docs/performance.md).
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    // flat fields: the redaction of `*.token` and the serialisers have nothing to walk
    const line = {
      method: req.method,
      path: req.url.split('?')[0],
      ip: req.ip,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts
  // Outside production every service reads the QA test clock (POST /api/dev/clock/advance moves it forward).
  const testClock = config.production ? null : movableClock(opts.clock ?? systemClock)
  const clock = testClock ?? opts.clock ?? systemClock
  const mqttConfig = opts.mqtt ?? loadMqttConfig()
  const app = Fastify({
    // plugins (swagger-ui reads its assets) can take long on a loaded machine; a slow start is not a fault
    pluginTimeout: 120_000,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        // Database errors carry row values (phone numbers) in `detail`; log only what diagnoses the fault.
        err: (err: Error & { code?: unknown }) => ({
          type: err.name,
          message: err.message,
          code: err.code,
          stack: err.stack ?? ''
        }),
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          path: req.url.split('?')[0],
          ip: req.ip
        })
      },
      ...(opts.logStream ? { stream: opts.logStream } : {})
    },
    logController: new AccessLog(),
    bodyLimit: 1024 * 1024,
    // Requests refused before routing (a path that does not decode, an oversized request line or headers) are
    // answered in the envelope too (http/errors.ts).
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy
  })

  const db = opts.db ?? (await openDb(config, app.log))
  await prepareDb(db, clock.now())
  // demo staff logins (issue 36) exist only outside production
  if (!config.production) await seedStaff(db, clock.now())
  const redis =
    opts.redis !== undefined
      ? opts.redis
      : config.redisUrl
        ? connectRedis(config.redisUrl, config.redisPrefix)
        : null

  const services = createServices({
    config,
    db,
    clock,
    log: app.log,
    redis,
    ...(opts.smsProvider ? { smsProvider: opts.smsProvider } : {}),
    ...(opts.wxProvider ? { wxProvider: opts.wxProvider } : {})
  })
  const ctx: AppContext = { config, db, clock, testClock, log: app.log, services }

  // Requests still being answered when close starts (a SIGTERM drain) finish before the database goes
  // (added before any route, so it counts every one).
  let inFlight = 0
  let settled: (() => void) | null = null
  app.addHook('onRequest', async (_req, reply) => {
    inFlight++
    reply.raw.once('close', () => {
      if (--inFlight === 0) settled?.()
    })
  })
  const requestsDone = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve))
  // While closing, each answer ends its keep-alive connection, so the server can finish closing.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close')
  })

  registerErrorHandling(app)
  // The API answers in the request's language (issue 39): content names and state phrases on the way out. The
  // console's (/api/staff) edits the originals of content names and keeps them; its state phrases are worded.
  const { contentNames } = services
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (!req.url.startsWith(API_PREFIX)) return payload
    const locale = requestLocale(req)
    if (locale === 'zh-Hant-MO' || !isRecord(payload) || payload.code !== '0000') return payload
    void reply.header('vary', 'accept-language')
    const staff = req.url.startsWith(`${API_PREFIX}/staff`)
    const data = staff ? payload.data : await contentNames.localize(payload.data, locale)
    // fee lines, activities and coupon names only to customers: the console edits them as written
    return { ...payload, data: localizeStatePhrases(data, locale, { customer: !staff }) }
  })
  // zod validates inside each route; the JSON schemas on routes only document them.
  app.setValidatorCompiler(() => () => true)

  app.decorateRequest('rawBody', undefined)
  app.decorateRequest('auth', null)
  app.decorateRequest('merchantId', null)
  // No route reads plain text: without a parser it answers VALIDATION instead of reaching handlers that ignore bodies.
  app.removeContentTypeParser('text/plain')
  app.removeContentTypeParser('application/json')
  // Keep the raw JSON text: the signature covers the MD5 of the exact bytes sent.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string
    req.rawBody = text
    if (text.trim() === '') return done(null, undefined)
    // Measured before parsing, before the signature: no later walk of the body meets a deep one.
    if (jsonTooDeep(text)) return done(validation(tooDeep()), undefined)
    try {
      done(null, parseJsonBody(text))
    } catch {
      const err = Object.assign(new Error('invalid JSON'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY'
      })
      done(err, undefined)
    }
  })
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } })

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lotus API',
        version: '2.6.19',
        description:
          'Every answer is `{code, msg, data}`; `0000` is success. Signed calls carry the x-ca-* headers described in docs/api.md.'
      },
      servers: [{ url: '/' }]
    }
  })
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` })

  // Before signature, auth and handler, so a rejected call changes nothing: NUL characters (PostgreSQL text
  // refuses them), numbers that underflow, and multipart bodies busboy cannot split, each named as VALIDATION.
  app.addHook('preValidation', async (req) => {
    const problem =
      findUnsafeValue(req.params) ??
      findUnsafeValue(req.query) ??
      findUnsafeValue(req.body) ??
      multipartBoundaryProblem(req.headers['content-type'])
    if (problem) throw validation(problem)
  })

  const signatureHook = createSignatureHook({
    appKey: config.appKey,
    appSecret: config.appSecret,
    clock,
    nonces: services.nonces
  })
  app.addHook('preHandler', signatureHook)
  app.addHook('preHandler', async (req) => {
    const mode = req.routeOptions.config.auth ?? 'none'
    if (mode === 'none') return
    if (mode === 'merchant') {
      const raw = req.headers['x-merchant-key']
      req.merchantId = await services.merchantKeys.verify(Array.isArray(raw) ? raw[0] : raw)
      if (req.merchantId === null) throw merchantUnauthorized()
      return
    }
    const raw = req.headers.apptoken
    const token = Array.isArray(raw) ? raw[0] : raw
    req.auth = token ? await services.tokens.resolve(token) : null
    if (mode === 'required' && !req.auth) throw unauthorized()
  })

  await app.register(async (api) => registerRoutes(api, ctx, { mqtt: mqttConfig }), { prefix: API_PREFIX })

  await registerConsole(app, config.consoleDir)
  // a kept home page must not outlive a change of its popup, banners or config (issue 38)
  // a page's first-screen answers worded for its reader as the API words them (the hook above)
  const bootAnswer = async (data: unknown, locale: Locale) =>
    localizeStatePhrases(await contentNames.localize(data, locale), locale)
  await registerStatic(app, config.staticDir, createPageBoot(services, clock, bootAnswer), clock, (l) => {
    services.catalogue.onForget(l)
    services.content.onChange(l)
  })

  // The in-process aedes on /mqtt (with REDIS_URL, sharing publications with the other processes).
  const broker = await attachMqttBroker(app.server, services.mqttAccess, app.log, { redis })
  services.mqtt.bind(broker)

  const pruneTimer = setInterval(() => {
    services.nonces.prune().catch((err: unknown) => app.log.warn({ err }, 'nonce prune failed'))
  }, NONCE_PRUNE_INTERVAL_MS)
  pruneTimer.unref()
  // one run at a time; close waits for the one in flight
  let maintaining: Promise<void> | null = null
  const maintainTimer = db.maintain
    ? setInterval(() => {
        if (maintaining || !db.maintain) return
        const t0 = performance.now()
        maintaining = db
          .maintain()
          .then((r) => {
            if (r.vacuumed.length + r.analyzed.length > 0)
              app.log.info({ ...r, ms: Math.round(performance.now() - t0) }, 'database maintained')
          })
          .catch((err: unknown) => app.log.warn({ err }, 'database maintenance failed'))
          .finally(() => (maintaining = null))
      }, PGLITE_MAINTAIN_MS)
    : undefined
  maintainTimer?.unref()

  // Outside production, the order simulator: started when ready, stopped on close.
  const orderTimers = createOrderTimers(services, config, app.log)
  app.addHook('onReady', async () => orderTimers.start())
  app.addHook('preClose', () => orderTimers.stop())
  // Durable jobs (modules/jobs): recurring ones are seeded at start; the poller runs unless JOBS=off.
  app.addHook('onReady', () => (config.jobsTimer ? services.jobs.start() : services.jobs.seedRecurring()))
  app.addHook('preClose', () => services.jobs.stop())

  // preClose: live WebSockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    clearInterval(pruneTimer)
    clearInterval(maintainTimer)
    await maintaining
    await services.nonces.flush().catch((err: unknown) => app.log.warn({ err }, 'nonce flush failed'))
    services.mqtt.bind(null)
    await broker.close()
  })
  app.addHook('onClose', async () => {
    await requestsDone()
    if (!opts.db) await db.close()
    if (redis && opts.redis === undefined) await redis.close()
  })

  return app
}
