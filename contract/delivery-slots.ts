import { macauMinuteOfDay } from './macau-time'
import { isShopOpenAt, type ShopSchedule } from './open-hours'

/** A booked delivery time (預約送達) the takeaway checkout offers. */
export interface DeliverySlot {
  /** Seconds: the order's `deliveryTime`. */
  at: number
  /** e.g. 今日 14:30 / 明日 09:00 (Asia/Macau). */
  label: string
}

/** Booking times are every half hour. */
export const DELIVERY_SLOT_STEP_MIN = 30
/** How far ahead a delivery may be booked: today and tomorrow (the server allows two days). */
export const DELIVERY_BOOKING_DAYS = 2

const MACAU_OFFSET_MS = 8 * 3600_000
const DAY_MS = 86_400_000
const STEP_MS = DELIVERY_SLOT_STEP_MIN * 60_000
const macauDay = (ms: number) => Math.floor((ms + MACAU_OFFSET_MS) / DAY_MS)
const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`

/**
 * The times a takeaway delivery can be booked for: every half hour from the earliest the shop can deliver
 * (now + its delivery minutes) through tomorrow, only while the shop is open by its hours, off its holidays and
 * outside a busy pause (a bare string: the hours alone).
 */
export function deliverySlots(
  schedule: string | ShopSchedule,
  nowMs: number,
  deliveryMinutes: number
): DeliverySlot[] {
  const s = typeof schedule === 'string' ? { openHours: schedule } : schedule
  const today = macauDay(nowMs)
  const first = Math.ceil((nowMs + Math.max(0, deliveryMinutes) * 60_000) / STEP_MS) * STEP_MS
  const out: DeliverySlot[] = []
  for (let t = first; macauDay(t) < today + DELIVERY_BOOKING_DAYS; t += STEP_MS) {
    const minute = macauMinuteOfDay(t)
    if (!isShopOpenAt(s, t)) continue
    out.push({
      at: Math.floor(t / 1000),
      label: `${macauDay(t) === today ? '今日' : '明日'} ${hhmm(minute)}`
    })
  }
  return out
}

/**
 * Whether a delivery may be booked for `atMs`: the shop is open then by its hours, holidays and pause (the rule
 * the offered times follow; the server refuses any other time).
 */
export const isBookableAt = (schedule: string | ShopSchedule, atMs: number): boolean =>
  isShopOpenAt(typeof schedule === 'string' ? { openHours: schedule } : schedule, atMs)

/** The label of a booked time in an order (seconds), e.g. 預約 明日 12:30; relative to `nowMs`. */
export function bookedTimeText(at: number, nowMs: number): string {
  const ms = at * 1000
  const d = macauDay(ms) - macauDay(nowMs)
  const day = d === 0 ? '今日' : d === 1 ? '明日' : new Date(ms + MACAU_OFFSET_MS).toISOString().slice(5, 10)
  return `預約 ${day} ${hhmm(macauMinuteOfDay(ms))}`
}

/** A booked slot of an order (supermarket; date YYYY-MM-DD, slot HH:MM-HH:MM), e.g. 預約 明日 14:00–16:00. */
export function bookedSlotText(b: { date: string; slot: string }, nowMs: number): string {
  const d = Math.round((Date.parse(`${b.date}T00:00:00Z`) - MACAU_OFFSET_MS) / DAY_MS) - macauDay(nowMs)
  const day = d === 0 ? '今日' : d === 1 ? '明日' : b.date.slice(5)
  return `預約 ${day} ${b.slot.replace('-', '–')}`
}

/** What an order was booked for, as its list card says it: the slot, else the booked time; null when ASAP. */
export function orderBookedText(
  o: { slot?: { date: string; slot: string } | null; deliveryTime?: number | null },
  nowMs: number
): string | null {
  if (o.slot) return bookedSlotText(o.slot, nowMs)
  return o.deliveryTime ? bookedTimeText(o.deliveryTime, nowMs) : null
}
