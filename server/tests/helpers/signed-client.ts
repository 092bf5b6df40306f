import { randomUUID } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Clock } from '../../src/clock.js'
import { buildStringToSign, contentMd5, sign } from '../../src/http/signature.js'

export interface Envelope {
  code: string
  msg: string
  data: unknown
}

export interface Sent {
  res: LightMyRequestResponse
  body: Envelope
}

export interface CallOptions {
  token?: string
  /** Replaces or removes (undefined) individual headers after signing, to forge bad requests. */
  headers?: Record<string, string | undefined>
  nonce?: string
  timestamp?: number
  secret?: string
  key?: string
  /** Sends this body instead of the one that was signed. */
  sendBody?: string | Buffer
}

type Params = Record<string, string | number>

/** Signs exactly as the app does (api-conventions.md) and sends through app.inject. */
export function createClient(
  app: FastifyInstance,
  deps: { clock: Clock; appKey: string; appSecret: string }
) {
  async function send(
    method: 'GET' | 'POST',
    path: string,
    params: Params,
    payload: { type: 'form' | 'json' | 'none'; raw?: string },
    opts: CallOptions
  ): Promise<Sent> {
    const nonce = opts.nonce ?? randomUUID()
    const timestamp = String(opts.timestamp ?? deps.clock.now())
    const apptoken = opts.token ?? ''
    const isJson = payload.type === 'json'
    const text = buildStringToSign({
      method,
      contentMd5: isJson && payload.raw ? contentMd5(payload.raw) : '',
      apptoken,
      nonce,
      timestamp,
      path,
      params: isJson ? {} : params
    })
    const headers: Record<string, string> = {
      apptoken,
      mchid: '',
      source: 'h5',
      version: '2.6.19',
      goodsrecommend: '1',
      adrecommend: '1',
      'x-ca-key': opts.key ?? deps.appKey,
      'x-ca-signature-method': 'HmacSHA256',
      'x-ca-timestamp': timestamp,
      'x-ca-nonce': nonce,
      'x-ca-signature-headers': 'apptoken,x-ca-nonce,x-ca-timestamp',
      'x-ca-signature': sign(opts.secret ?? deps.appSecret, text)
    }
    if (payload.type === 'form') headers['content-type'] = 'application/x-www-form-urlencoded'
    if (isJson) headers['content-type'] = 'application/json'
    for (const [k, v] of Object.entries(opts.headers ?? {})) {
      if (v === undefined) delete headers[k]
      else headers[k] = v
    }
    const qs = new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])
    ).toString()
    const res = await app.inject({
      method,
      url: `/api${path}${method === 'GET' && qs ? `?${qs}` : ''}`,
      headers,
      ...(opts.sendBody !== undefined
        ? { payload: opts.sendBody }
        : payload.type === 'form'
          ? { payload: qs }
          : payload.raw !== undefined
            ? { payload: payload.raw }
            : {})
    })
    return { res, body: res.json<Envelope>() }
  }

  return {
    get: (path: string, params: Params = {}, opts: CallOptions = {}) =>
      send('GET', path, params, { type: 'none' }, opts),
    postForm: (path: string, params: Params = {}, opts: CallOptions = {}) =>
      send('POST', path, params, { type: 'form' }, opts),
    postJson: (path: string, body: unknown, opts: CallOptions = {}) =>
      send('POST', path, {}, { type: 'json', raw: JSON.stringify(body) }, opts),
    /** A JSON call whose body text is given verbatim (malformed JSON, odd spacing). */
    postRawJson: (path: string, raw: string, opts: CallOptions = {}) =>
      send('POST', path, {}, { type: 'json', raw }, opts)
  }
}

export type SignedClient = ReturnType<typeof createClient>
