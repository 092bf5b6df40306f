import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod/v4'
import { unauthorized } from '../errors.js'
import type { AuthState } from './context.js'
import { parse } from './validate.js'

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

export interface RouteContext<Q, B> {
  query: Out<Q>
  body: Out<B>
  auth: AuthState | null
  /** The caller's session; throws the 401 error when logged out. */
  requireAuth(): AuthState
  /** The verified merchant of an `auth: 'merchant'` route (its X-Merchant-Key). */
  merchantId: number | null
  req: FastifyRequest
  reply: FastifyReply
}

export interface RouteDef<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  method: 'GET' | 'POST'
  url: string
  summary: string
  tags: string[]
  query?: Q
  body?: B
  /** Request content types, for the OpenAPI document. */
  consumes?: string[]
  /** 'merchant': a merchant's counter calling with X-Merchant-Key (not a user; usually `signed: false`). */
  auth?: 'required' | 'optional' | 'none' | 'merchant'
  signed?: boolean
  /** Return value becomes `data` of a success envelope, unless the handler already sent the reply. */
  handler(ctx: RouteContext<Q, B>): Promise<unknown>
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
}

/** Registers a route whose inputs are zod-validated (`.strict()` objects) and whose answer is enveloped. */
export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined
>(app: FastifyInstance, def: RouteDef<Q, B>): void {
  app.route({
    method: def.method,
    url: def.url,
    config: { signed: def.signed ?? true, auth: def.auth ?? 'none' },
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.consumes ? { consumes: def.consumes } : {}),
      ...(def.query ? { querystring: jsonSchema(def.query) } : {}),
      ...(def.body ? { body: jsonSchema(def.body) } : {})
    },
    handler: async (req, reply) => {
      const query = (def.query ? parse(def.query, req.query ?? {}) : undefined) as Out<Q>
      const body = (def.body ? parse(def.body, req.body ?? {}) : undefined) as Out<B>
      const data = await def.handler({
        query,
        body,
        auth: req.auth,
        merchantId: req.merchantId,
        requireAuth: () => {
          if (!req.auth) throw unauthorized()
          return req.auth
        },
        req,
        reply
      })
      if (reply.sent) return reply
      return { code: '0000', msg: 'ok', data: data ?? null }
    }
  })
}
