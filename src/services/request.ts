import Taro from '@tarojs/taro'
import Base64 from 'crypto-js/enc-base64'
import Utf8 from 'crypto-js/enc-utf8'
import { ErrorCode } from '@lotus/contract/error-codes'
import { dropEmpty } from '@/utils/clean-params'
import { authContext } from './auth-context'
import { apiBase, appKey, appSecret, CLIENT_VERSION, source } from './env'
import { ApiError, requestFailed, showError } from './errors'
import { PAGES } from './nav'
import { saveReturnPage } from './return-page'
import { type Params, SIGNATURE_HEADERS, SIGNATURE_METHOD, signText, stringToSign, uuid } from './signing'

/** The only caller of Taro.request. Spec §7/§8 and api-conventions.md. */
export const REQUEST_TIMEOUT = 15000
export const SUCCESS = ErrorCode.OK
const SIGN_FAILURES = new Set<string>([
  ErrorCode.SIGN_MISSING,
  ErrorCode.SIGN_INVALID,
  ErrorCode.SIGN_EXPIRED,
  ErrorCode.SIGN_REPLAY
])

export interface RequestOptions {
  method?: 'GET' | 'POST'
  data?: object | null
  /** send a JSON body (the spec marks these calls "JSON") instead of a form */
  json?: boolean
  /** Taro.showLoading title while the call runs */
  loading?: string
  /** flagged calls (cart count, token refresh, login itself): a 401 does not redirect to login */
  loginCall?: boolean
  /** no toast on failure: the caller shows its own state */
  silent?: boolean
}

interface Envelope {
  /** One of the contract's codes (a newer server's unknown code still fails the call). */
  code: ErrorCode
  msg: string
  data: unknown
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && typeof (v as Envelope).code === 'string'

let clockOffset = 0
let clockSync: Promise<void> | null = null
/** the server's clock has answered: a call signed before it may carry the phone's own, wrong, time */
let clockKnown = false

/** offset = serverTime − localTime, from GET on the base (unsigned: the clock is what we are fixing). */
export function syncClock(): Promise<void> {
  clockSync ??= (async () => {
    try {
      const res = await Taro.request({ url: apiBase(), method: 'GET', timeout: REQUEST_TIMEOUT })
      if (isEnvelope(res.data) && typeof res.data.data === 'number') {
        clockOffset = res.data.data - Date.now()
        clockKnown = true
      }
    } catch {
      // Unreachable server: keep the local clock; the real call will report the failure.
      clockSync = null
    }
  })()
  return clockSync
}

export const getClockOffset = (): number => clockOffset
export function resetRequestState(): void {
  clockOffset = 0
  clockSync = null
  clockKnown = false
}

/** Values become strings as they would on the wire, so the signed text equals what the server parses. */
function toParams(data: object | null | undefined): Params {
  const clean = dropEmpty((data ?? {}) as Record<string, unknown>)
  const out: Params = {}
  for (const [k, v] of Object.entries(clean)) {
    out[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean)
  }
  return out
}

export interface SignedHeaders {
  header: Record<string, string>
  text: string
  signature: string
  nonce: string
}

/** Every header of api-conventions.md for one call. Multipart uploads sign with no params. */
export function signedHeaders(call: {
  method: 'GET' | 'POST'
  path: string
  params: Params
  jsonBody: string | null
  contentType?: string
}): SignedHeaders {
  const ctx = authContext()
  const apptoken = ctx.token()
  const nonce = uuid()
  const timestamp = Date.now() + clockOffset
  const text = stringToSign({ ...call, apptoken, nonce, timestamp })
  const signature = signText(appSecret(), text)
  const switches = ctx.switches()
  const header: Record<string, string> = {
    apptoken,
    mchid: ctx.mchId(),
    source: source(),
    version: CLIENT_VERSION,
    'content-type':
      call.contentType ?? (call.jsonBody !== null ? 'application/json' : 'application/x-www-form-urlencoded'),
    goodsrecommend: switches.goodsRecommend ? '1' : '0',
    adrecommend: switches.adRecommend ? '1' : '0',
    // the language the server answers in (issue 39; api-conventions.md names no header of its own)
    'accept-language': ctx.language(),
    'x-ca-key': appKey(),
    'x-ca-signature-method': SIGNATURE_METHOD,
    'x-ca-timestamp': String(timestamp),
    'x-ca-nonce': nonce,
    'x-ca-signature-headers': SIGNATURE_HEADERS,
    'x-ca-signature': signature
  }
  return { header, text, signature, nonce }
}

/**
 * The clock is asked for once, beside the first calls rather than before them: a phone's clock is almost always
 * within the server's 15 minutes, and waiting put a round trip in front of the first screen's data (issue 13).
 * A call signed before the clock answered and turned down as expired (nothing changed on the server) is signed
 * again, once, with the server's time.
 */
export function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  void syncClock()
  return send<T>(path, opts, !clockKnown)
}

async function send<T>(path: string, opts: RequestOptions, beforeClock: boolean): Promise<T> {
  const method = opts.method ?? 'GET'
  const json = opts.json === true && method === 'POST'
  const params = json ? {} : toParams(opts.data)
  const jsonBody = json ? JSON.stringify(dropEmpty((opts.data ?? {}) as Record<string, unknown>)) : null
  const { header, text, signature, nonce } = signedHeaders({ method, path, params, jsonBody })
  const ctx = authContext()

  if (opts.loading) void Taro.showLoading({ title: opts.loading, mask: true })
  let res: Taro.request.SuccessCallbackResult<Record<string, unknown>>
  try {
    res = await Taro.request({
      url: apiBase() + path,
      method,
      header,
      data: json ? (jsonBody ?? '{}') : params,
      timeout: REQUEST_TIMEOUT,
      dataType: 'json'
    })
  } catch {
    const err = new ApiError('NETWORK', requestFailed())
    if (!opts.silent) showError(err)
    throw err
  } finally {
    if (opts.loading) Taro.hideLoading()
  }

  const body = res.data
  if (!isEnvelope(body)) {
    const err = new ApiError(`HTTP_${res.statusCode}`, requestFailed())
    if (!opts.silent) showError(err)
    throw err
  }
  if (body.code === SUCCESS) return body.data as T

  if (body.code === ErrorCode.SIGN_EXPIRED && beforeClock) {
    await syncClock()
    if (clockKnown) return send<T>(path, opts, false)
  }
  const err = new ApiError(body.code, body.msg || requestFailed(), body.data)
  if (body.code === ErrorCode.UNAUTHORIZED) {
    ctx.onUnauthorized()
    if (!opts.loginCall) {
      saveReturnPage()
      void Taro.navigateTo({ url: PAGES.login })
    }
    throw err
  }
  if (SIGN_FAILURES.has(body.code)) {
    void reportSignFailure({ nonce, signText: text, sign: signature, method, path, params, header })
  }
  if (!opts.silent) showError(err)
  throw err
}

/** Spec §7: POST /gatewayAuth/reportLog, unsigned, after the server rejects a signature. */
async function reportSignFailure(r: {
  nonce: string
  signText: string
  sign: string
  method: string
  path: string
  params: Params
  header: Record<string, string>
}): Promise<void> {
  const { apptoken: _omit, ...headers } = r.header
  const jsonData = base64Utf8(JSON.stringify({ method: r.method, path: r.path, params: r.params, headers }))
  try {
    await Taro.request({
      url: `${apiBase()}/gatewayAuth/reportLog`,
      method: 'POST',
      header: { 'content-type': 'application/x-www-form-urlencoded' },
      data: { nonce: r.nonce, signText: r.signText, sign: r.sign, jsonData },
      timeout: REQUEST_TIMEOUT
    })
  } catch {
    // diagnostics only
  }
}

const base64Utf8 = (s: string): string => Base64.stringify(Utf8.parse(s))
