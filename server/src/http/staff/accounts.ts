import {
  StaffAccountBody,
  StaffAccountCreateBody,
  StaffAccountDisableBody,
  StaffAccountEditBody,
  StaffAccountShopBody,
  StaffAccountsQuery,
  StaffPasswordResetBody
} from '@lotus/contract/schemas/staff'
import type { FastifyInstance } from 'fastify'
import type { AccountsCaller } from '../../modules/staff/accounts/index.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import type { StaffActor } from '@lotus/contract/staff'
import { validation } from '../../errors.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

const callerOf = (session: StaffSession, actor: StaffActor, ip: string): AccountsCaller => ({
  actor,
  username: session.account.username,
  ip
})

/**
 * 帳號管理 (issue 36): owners list, add, disable, take off a shop, sign out and reset the passwords of their shops'
 * staff; operators do so for any account and reset an owner's 2FA. Which account a caller may touch is the
 * contract's manageableBy (another shop's staff answer NOT_FOUND, as a missing one).
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts } = ctx.services.staff

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/accounts',
    summary: "Staff accounts: an owner's shops' staff, or every account (operators); newest first",
    session: 'required',
    action: 'staff.accounts.read',
    subjectInHandler: true,
    query: StaffAccountsQuery,
    handler: async ({ query, authorize, session, actor, req }) => {
      authorize('staff.accounts.read', query.merchantId === undefined ? {} : { merchantId: query.merchantId })
      return accounts.list(callerOf(session, actor, req.ip), query)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/accounts/create',
    summary:
      'Add an account (owners: a member of staff of their shop); a random first password is answered once and changed at first login',
    session: 'required',
    action: 'staff.accounts.write',
    subjectInHandler: true,
    body: StaffAccountCreateBody,
    handler: async ({ body, authorize, session, actor, req }) => {
      // an owner adds to one of their shops (their only one when none is named; another answers NOT_FOUND)
      const merchantId =
        body.merchantId ??
        (actor.role === 'owner' && actor.merchantIds.length === 1 ? actor.merchantIds[0] : undefined)
      authorize('staff.accounts.write', merchantId === undefined ? {} : { merchantId })
      if (merchantId === undefined && actor.role !== 'operator') throw validation('請選擇店鋪')
      return accounts.add(callerOf(session, actor, req.ip), { ...body, merchantId })
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/accounts/disable',
    summary:
      'Disable (or enable) an account at the version listed (else STALE_VERSION): its sessions end and its board sockets close at once',
    session: 'required',
    action: 'staff.accounts.write',
    body: StaffAccountDisableBody,
    handler: ({ body, session, actor, req }) => accounts.setDisabled(callerOf(session, actor, req.ip), body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/accounts/remove-shop',
    summary:
      "Take an account off one shop at the version listed (else STALE_VERSION): that shop's access and board sockets end at once",
    session: 'required',
    action: 'staff.accounts.write',
    subjectInHandler: true,
    body: StaffAccountShopBody,
    handler: async ({ body, authorize, session, actor, req }) => {
      authorize('staff.accounts.write', { merchantId: body.merchantId })
      return accounts.removeFromShop(callerOf(session, actor, req.ip), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/accounts/password',
    summary:
      "Reset an account's password at the version listed (typed, or random answered once and changed at its next login); its sessions end",
    session: 'required',
    action: 'staff.accounts.write',
    body: StaffPasswordResetBody,
    handler: ({ body, session, actor, req }) => accounts.resetPassword(callerOf(session, actor, req.ip), body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/accounts/sign-out',
    summary: 'End every session of an account and close its board sockets',
    session: 'required',
    action: 'staff.accounts.write',
    body: StaffAccountBody,
    handler: ({ body, session, actor, req }) =>
      accounts.revokeSessions(callerOf(session, actor, req.ip), body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/accounts/totp-reset',
    summary:
      "Clear an owner's or operator's 2FA at the version listed (operators): the next login enrols again",
    session: 'required',
    action: 'staff.totp.reset',
    body: StaffAccountEditBody,
    handler: ({ body, session, actor, req }) => accounts.resetTotp(callerOf(session, actor, req.ip), body)
  })
}
