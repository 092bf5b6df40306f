import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import {
  ChangePhoneConfirmBody,
  ChangePhoneOldBody,
  ChangePhoneSendBody,
  IdentitySubmitBody
} from '@lotus/contract/schemas/account'

/** Identity verification and the security centre's phone change. */
export function registerIdentityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { identity, phoneChange } = ctx.services
  const json = ['application/json']

  defineRoute(app, {
    method: 'GET',
    url: '/v1/identity/info',
    summary: 'Identity verification state, masked',
    tags: ['identity'],
    auth: 'required',
    handler: async ({ requireAuth }) => identity.info(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/identity/submit',
    summary: 'Submit an identity document (BIR, HKID, mainland ID or passport) for review; stored encrypted',
    tags: ['identity'],
    consumes: json,
    auth: 'required',
    body: IdentitySubmitBody,
    handler: async ({ body, requireAuth }) => identity.submit(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/changePhone/verifyOld',
    summary: 'Change phone, step 1: the SMS code sent to the current phone gives a ticket',
    tags: ['user'],
    consumes: json,
    auth: 'required',
    body: ChangePhoneOldBody,
    handler: async ({ body, requireAuth }) => phoneChange.verifyOld(requireAuth().userId, body.code)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/changePhone/sendNew',
    summary: 'Change phone, step 2: send a code to the new phone (must not belong to any account)',
    tags: ['user'],
    consumes: json,
    auth: 'required',
    body: ChangePhoneSendBody,
    handler: async ({ body, requireAuth, req }) => {
      const userId = requireAuth().userId
      await ctx.services.captcha.assertHuman(body, req.ip)
      return phoneChange.sendNew(userId, body)
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/changePhone/confirm',
    summary: "Change phone, step 3: the new phone's code moves the account to it",
    tags: ['user'],
    consumes: json,
    auth: 'required',
    body: ChangePhoneConfirmBody,
    handler: async ({ body, requireAuth }) => phoneChange.confirm(requireAuth().userId, body)
  })
}
