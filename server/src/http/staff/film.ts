import {
  FilmBoardQuery,
  HallSaveBody,
  SessionAddBody,
  SessionPublishBody,
  SessionSaveBody
} from '@lotus/contract/schemas/film-admin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Editor } from '../../modules/film-admin/index.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

const editor = (session: StaffSession, req: FastifyRequest): Editor => ({
  staffId: session.account.id,
  name: session.account.username,
  ip: req.ip
})

/**
 * A cinema's halls with their seat plans and its film sessions (issue 37 point 3), under the deals actions (film
 * sessions are the cinema's group-buying bookings); docs/api.md "Cinema halls and film sessions".
 */
export function registerFilmRoutes(app: FastifyInstance, ctx: AppContext): void {
  const film = ctx.services.filmAdmin

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/deals/film',
    summary:
      "A cinema's halls (seat plans), its sessions from today on and the films it may show, with versions (owners and staff)",
    session: 'required',
    action: 'deals.read',
    subjectInHandler: true,
    query: FilmBoardQuery,
    handler: async ({ query, authorize }) => {
      authorize('deals.read', { merchantId: query.merchantId })
      return film.board(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/film/halls/save',
    summary:
      "Create a hall (no id) or save one's name and seat plan (its version); never drops a seat sold for a coming session; owners",
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: HallSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return film.saveHall(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/film/sessions/add',
    summary:
      "A new session of a film in a hall (Macau day, HH:MM; prices per class, default the hall's), unpublished; owners",
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: SessionAddBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return film.addSession(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/film/sessions/save',
    summary: "A session's price per seat class (its version), for seats sold from now on; owners",
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: SessionSaveBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return film.saveSession(editor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/deals/film/sessions/publish',
    summary: 'Put a session on sale (customers see and buy it at once) or take it off (its version); owners',
    session: 'required',
    action: 'deals.write',
    subjectInHandler: true,
    body: SessionPublishBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('deals.write', { merchantId: body.merchantId })
      return film.publishSession(editor(session, req), body)
    }
  })
}
