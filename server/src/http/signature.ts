import { createSecretKey } from 'node:crypto'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Clock } from '../clock.js'
import { AppError, ErrorCode } from '../errors.js'
import type { NonceStore } from '../modules/auth/nonce-store.js'
import { SIGNATURE_WINDOW_MS } from '../modules/auth/nonce-store.js'
import {
  buildStringToSign,
  contentMd5,
  sign,
  signatureMatches,
  SIGNATURE_HEADERS,
  SIGNATURE_METHOD,
  type StringToSignInput
} from './sign-text.js'

export * from './sign-text.js'

export const API_PREFIX = '/api'

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

type Params = NonNullable<StringToSignInput['params']>

function isParams(v: unknown): v is Params {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v)
}

/** The query parameters plus, for form posts, the form fields: what the client signed. */
function signedParams(req: FastifyRequest): Params {
  const params: Params = isParams(req.query) ? { ...req.query } : {}
  const type = header(req, 'content-type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded') && isParams(req.body))
    Object.assign(params, req.body)
  return params
}

/**
 * Verifies the x-ca-* signature of every route marked `signed: true` (defineRoute's default). Runs before the handler,
 * so a rejected call changes nothing. Nonces are claimed only once the signature is valid, so
 * forged calls cannot burn a legitimate client's nonce.
 */
export function createSignatureHook(deps: {
  appKey: string
  appSecret: string
  clock: Clock
  nonces: NonceStore
}) {
  const fail = (code: ErrorCode, msg: string) => new AppError(code, msg)
  const secret = createSecretKey(Buffer.from(deps.appSecret, 'utf8'))
  const hook: preHandlerAsyncHookHandler = async (req) => {
    if (req.routeOptions.config.signed !== true) return
    const key = header(req, 'x-ca-key')
    const signature = header(req, 'x-ca-signature')
    const timestamp = header(req, 'x-ca-timestamp')
    const nonce = header(req, 'x-ca-nonce')
    const method = header(req, 'x-ca-signature-method')
    const signedHeaders = header(req, 'x-ca-signature-headers')
    if (!key || !signature || !timestamp || !nonce || !method || !signedHeaders) {
      throw fail(ErrorCode.SIGN_MISSING, '缺少簽名')
    }
    if (
      key !== deps.appKey ||
      method !== SIGNATURE_METHOD ||
      signedHeaders.replace(/\s/g, '') !== SIGNATURE_HEADERS
    ) {
      throw fail(ErrorCode.SIGN_INVALID, '簽名無效')
    }
    if (
      !/^\d{1,15}$/.test(timestamp) ||
      Math.abs(deps.clock.now() - Number(timestamp)) > SIGNATURE_WINDOW_MS
    ) {
      throw fail(ErrorCode.SIGN_EXPIRED, '請求已過期，請校準時間後重試')
    }
    if (nonce.length > 64) throw fail(ErrorCode.SIGN_INVALID, '簽名無效')
    const path = (req.url.split('?')[0] ?? '').slice(API_PREFIX.length) || '/'
    const isJson = (header(req, 'content-type') ?? '').startsWith('application/json')
    const text = buildStringToSign({
      method: req.method,
      contentMd5: isJson && req.rawBody !== undefined && req.rawBody !== '' ? contentMd5(req.rawBody) : '',
      apptoken: header(req, 'apptoken') ?? '',
      nonce,
      timestamp,
      path,
      params: signedParams(req)
    })
    if (!signatureMatches(sign(secret, text), signature)) throw fail(ErrorCode.SIGN_INVALID, '簽名無效')
    if (!(await deps.nonces.claim(nonce))) throw fail(ErrorCode.SIGN_REPLAY, '重複的請求')
  }
  return hook
}
