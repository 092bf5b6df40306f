/**
 * A cinema's halls and film sessions as the console edits them (issue 37 point 3): every row carries the version a
 * save must name. Money in avos; times in seconds since the epoch (the console shows them in Macau time).
 */
import type { SeatPlan } from './seat-plan'

export interface AdminHall {
  id: number
  name: string
  plan: SeatPlan
  /** sessions of this hall that have not started */
  comingSessions: number
  version: number
}

export interface AdminSession {
  id: number
  filmId: number
  filmTitle: string
  hallId: number
  hall: string
  /** seconds */
  startsAt: number
  /** class key → avos; the hall's current classes, each at this session's price */
  prices: Record<string, number>
  /** customers see (and buy) published sessions only */
  published: boolean
  /** seats sold or held for payment */
  sold: number
  version: number
}

/** `GET /api/staff/deals/film`: a cinema's halls, its sessions from today on and the films it may show. */
export interface AdminFilmBoard {
  merchantId: number
  /** false for a shop that is not a cinema (it has no halls) */
  cinema: boolean
  halls: AdminHall[]
  sessions: AdminSession[]
  films: Array<{ id: number; title: string; minutes: number }>
}
