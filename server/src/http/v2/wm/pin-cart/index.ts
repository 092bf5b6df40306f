import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod/v4'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { brokerUrl } from '../../../broker-url.js'
import {
  AddressBody,
  CalcBody,
  CreateBody,
  EmptyBody,
  JoinBody,
  LockBody,
  MerchantsBody,
  RemoveBody,
  SubmitBody,
  TidBody
} from '@lotus/contract/schemas/spell'

const JSON_BODY = ['application/json']

/** The spell (拼單) shared cart: `/v2/wm/pinCart/*`, all JSON and login required (docs/api-spell.md). */
export function registerPinCartRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: { mqttPublicUrl: string | undefined }
): void {
  const spells = ctx.services.spells
  const post = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    handler: (
      a: { userId: number; tokenId: number },
      body: z.output<B>,
      req: FastifyRequest
    ) => Promise<unknown>
  ) =>
    defineRoute(app, {
      method: 'POST',
      url: `/v2/wm/pinCart/${path}`,
      summary,
      tags: ['spell'],
      consumes: JSON_BODY,
      auth: 'required',
      body,
      handler: async ({ body, requireAuth, req }) => handler(requireAuth(), body as z.output<B>, req)
    })

  post('mqttAuthInfo', 'Short-lived MQTT credentials (2 h) for the shared cart', EmptyBody, (a, _b, req) =>
    spells.mqttAuthInfo(a, brokerUrl(req, opts.mqttPublicUrl))
  )
  post('create', 'Start a spell at a merchant (the caller is host)', CreateBody, (a, b) =>
    spells.create(a.userId, b)
  )
  post('join', 'Join a spell by its share code', JoinBody, (a, b) => spells.join(a.userId, b.shareCode))
  post('leave', 'Leave a spell (the host dissolves it)', TidBody, (a, b) => spells.leave(a.userId, b.tid))
  post('remove', 'The host removes a member', RemoveBody, (a, b) => spells.remove(a.userId, b.tid, b.userId))
  post('lock', 'The host locks or unlocks the cart', LockBody, (a, b) =>
    spells.lock(a.userId, b.tid, b.locked)
  )
  post('address', 'The host sets the delivery address: the spell is priced there', AddressBody, (a, b) =>
    spells.setAddress(a.userId, b.tid, b.addressId)
  )
  post(
    'calc',
    'Read or edit my part of the shared cart (optType get/add/set/remove/clear)',
    CalcBody,
    (a, b) => spells.calc(a.userId, b)
  )
  post('submit', 'The host places the order for everyone (takeaway order flow)', SubmitBody, (a, b) =>
    spells.submit(a.userId, b)
  )
  post('list', 'My open and recent spells', EmptyBody, (a) => spells.list(a.userId))
  post('merchants', 'Merchants that take group orders, nearest first', MerchantsBody, (_a, b) =>
    spells.merchants(b)
  )
}
