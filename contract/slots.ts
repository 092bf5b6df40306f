/**
 * Delivery time slots (issue 9; generic: any store). A store's day has slots like "18:00-20:00", each
 * taking a capacity of orders. A slot can be chosen while it has room and starts at least
 * SLOT_LEAD_MINUTES from now (Asia/Macau); today and tomorrow (orders book at most 2 days ahead).
 */

import { DAY_MS, macauDay, macauDayStartOf } from './macau-time'

export const SLOT_LEAD_MINUTES = 60
export const SLOT_DAYS = 2

export interface SlotView {
  /** YYYY-MM-DD (Asia/Macau). */
  date: string
  /** HH:MM-HH:MM. */
  slot: string
  capacity: number
  booked: number
  left: number
  /** Whether it can be chosen now (room left and not too late). */
  available: boolean
  /** Why not, in Traditional Chinese (已約滿 / 已截單), or null. */
  reason: string | null
}

export const SLOT_RE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** Epoch ms when `slot` starts on Macau date `date`. */
export function slotStartsAt(date: string, slot: string): number {
  const m = SLOT_RE.exec(slot)
  if (!m || !DATE_RE.test(date)) throw new RangeError(`bad slot ${date} ${slot}`)
  return macauDayStartOf(date) + (Number(m[1]) * 60 + Number(m[2])) * 60_000
}

/** The Macau dates a slot may be booked on, today first. */
export function slotDates(now: number, days = SLOT_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => macauDay(now + i * DAY_MS))
}

/** Whether a slot can still be chosen: room left and it starts at least the lead time from now. */
export function slotState(
  s: { date: string; slot: string; capacity: number; booked: number },
  now: number
): Pick<SlotView, 'left' | 'available' | 'reason'> {
  const left = Math.max(0, s.capacity - s.booked)
  const late = slotStartsAt(s.date, s.slot) - SLOT_LEAD_MINUTES * 60_000 < now
  const reason = late ? '已截單' : left === 0 ? '已約滿' : null
  return { left, available: reason === null, reason }
}
