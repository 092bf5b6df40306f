import { timingSafeEqual } from 'node:crypto'
import type { StaffAction, StaffActor, StaffSubject } from '@lotus/contract/staff'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod/v4'
import { AppError, ErrorCode } from '../../errors.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import { actorOf, authorize } from '../../policy/index.js'
import type { AppContext } from '../context.js'
import { parse } from '../validate.js'
import { readCookie, STAFF_COOKIE } from './cookie.js'

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

export interface StaffRouteContext<Q, B> {
  query: Out<Q>
  body: Out<B>
  req: FastifyRequest
  reply: FastifyReply
}

export interface SessionRouteContext<Q, B> extends StaffRouteContext<Q, B> {
  session: StaffSession
  actor: StaffActor
  /** Asks the policy about a subject known only once the input is read (a shop's id); throws a refusal. */
  authorize(action: StaffAction, subject: StaffSubject): void
}

interface Common<Q, B> {
  method: 'GET' | 'POST'
  url: string
  summary: string
  query?: Q
  body?: B
}

/** A call made before any session (the login form). */
interface PublicDef<Q, B> extends Common<Q, B> {
  session: 'none'
  handler(ctx: StaffRouteContext<Q, B>): Promise<unknown>
}

/** A call of a session: `action` is asked of the policy before the handler runs (subject-free part). */
interface SessionDef<Q, B> extends Common<Q, B> {
  session: 'required'
  action: StaffAction
  /** The action also needs a subject: the handler calls ctx.authorize with it (the policy still decides). */
  subjectInHandler?: boolean
  handler(ctx: SessionRouteContext<Q, B>): Promise<unknown>
}

const unauthorized = () => new AppError(ErrorCode.STAFF_UNAUTHORIZED, '請先登入商戶後台')

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * A staff route: under /api/staff, cookie-authenticated (never an apptoken, never x-ca-* signed), every POST of a
 * session carrying its CSRF token in `x-csrf-token`, inputs parsed by the contract's zod schemas, answered in the
 * `{code, msg, data}` envelope. The policy (server/src/policy) decides before the handler runs.
 */
export function defineStaffRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined
>(app: FastifyInstance, ctx: AppContext, def: PublicDef<Q, B> | SessionDef<Q, B>): void {
  app.route({
    method: def.method,
    url: def.url,
    config: { signed: false, auth: 'none' },
    schema: {
      summary: def.summary,
      tags: ['staff'],
      ...(def.query
        ? { querystring: z.toJSONSchema(def.query, { io: 'input', unrepresentable: 'any' }) }
        : {}),
      ...(def.body ? { body: z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) } : {}),
      ...(def.session === 'required' && def.method === 'POST' ? { headers: CSRF_HEADER } : {})
    },
    handler: async (req, reply) => {
      let data: unknown
      if (def.session === 'none') {
        const query = (def.query ? parse(def.query, req.query ?? {}) : undefined) as Out<Q>
        const body = (def.body ? parse(def.body, req.body ?? {}) : undefined) as Out<B>
        data = await def.handler({ query, body, req, reply })
      } else {
        const session = await ctx.services.staff.sessions.resolve(
          readCookie(req.headers.cookie, STAFF_COOKIE)
        )
        if (!session) throw unauthorized()
        if (def.method === 'POST') {
          const sent = req.headers['x-csrf-token']
          if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken))
            throw new AppError(ErrorCode.CSRF_INVALID, '頁面已過期，請重新整理後再試')
        }
        const actor = actorOf(session)
        // the part of the rule that needs no subject: a role without the action at all stops here
        if (!def.subjectInHandler) authorize(actor, def.action)
        const query = (def.query ? parse(def.query, req.query ?? {}) : undefined) as Out<Q>
        const body = (def.body ? parse(def.body, req.body ?? {}) : undefined) as Out<B>
        let asked = !def.subjectInHandler
        data = await def.handler({
          query,
          body,
          req,
          reply,
          session,
          actor,
          authorize: (action, subject) => {
            asked = true
            authorize(actor, action, subject)
          }
        })
        if (!asked) throw new Error(`${def.url} answered without asking the policy`)
      }
      if (reply.sent) return reply
      return { code: '0000', msg: 'ok', data: data ?? null }
    }
  })
}

/** For the OpenAPI document: every POST of a session names its CSRF token. */
const CSRF_HEADER = {
  type: 'object',
  properties: {
    'x-csrf-token': { type: 'string', description: 'csrfToken of GET /api/staff/me (or of the login answer)' }
  },
  required: ['x-csrf-token']
}
