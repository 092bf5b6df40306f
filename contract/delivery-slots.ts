import { DEFAULT_LOCALE, type Locale } from './locale'
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
/** A slot's and a booking's words in each language (issue 39); Chinese as always written. */
const SLOT_WORDS: Readonly<Record<Locale, { today: string; tomorrow: string; booked: string }>> = {
  'zh-Hant-MO': { today: '今日', tomorrow: '明日', booked: '預約 {when}' },
  en: { today: 'Today', tomorrow: 'Tomorrow', booked: 'Booked: {when}' },
  pt: { today: 'Hoje', tomorrow: 'Amanhã', booked: 'Agendada: {when}' }
}
const booked = (when: string, locale: Locale) => SLOT_WORDS[locale].booked.replace('{when}', when)

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
  deliveryMinutes: number,
  locale: Locale = DEFAULT_LOCALE
): DeliverySlot[] {
  const w = SLOT_WORDS[locale]
  const s = typeof schedule === 'string' ? { openHours: schedule } : schedule
  const today = macauDay(nowMs)
  const first = Math.ceil((nowMs + Math.max(0, deliveryMinutes) * 60_000) / STEP_MS) * STEP_MS
  const out: DeliverySlot[] = []
  for (let t = first; macauDay(t) < today + DELIVERY_BOOKING_DAYS; t += STEP_MS) {
    const minute = macauMinuteOfDay(t)
    if (!isShopOpenAt(s, t)) continue
    out.push({
      at: Math.floor(t / 1000),
      label: `${macauDay(t) === today ? w.today : w.tomorrow} ${hhmm(minute)}`
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
export function bookedTimeText(at: number, nowMs: number, locale: Locale = DEFAULT_LOCALE): string {
  const ms = at * 1000
  const d = macauDay(ms) - macauDay(nowMs)
  const w = SLOT_WORDS[locale]
  const day =
    d === 0 ? w.today : d === 1 ? w.tomorrow : new Date(ms + MACAU_OFFSET_MS).toISOString().slice(5, 10)
  return booked(`${day} ${hhmm(macauMinuteOfDay(ms))}`, locale)
}

/** A booked slot of an order (supermarket; date YYYY-MM-DD, slot HH:MM-HH:MM), e.g. 預約 明日 14:00–16:00. */
export function bookedSlotText(
  b: { date: string; slot: string },
  nowMs: number,
  locale: Locale = DEFAULT_LOCALE
): string {
  const d = Math.round((Date.parse(`${b.date}T00:00:00Z`) - MACAU_OFFSET_MS) / DAY_MS) - macauDay(nowMs)
  const w = SLOT_WORDS[locale]
  const day = d === 0 ? w.today : d === 1 ? w.tomorrow : b.date.slice(5)
  return booked(`${day} ${b.slot.replace('-', '–')}`, locale)
}

/** What an order was booked for, as its list card says it: the slot, else the booked time; null when ASAP. */
export function orderBookedText(
  o: { slot?: { date: string; slot: string } | null; deliveryTime?: number | null },
  nowMs: number,
  locale: Locale = DEFAULT_LOCALE
): string | null {
  if (o.slot) return bookedSlotText(o.slot, nowMs, locale)
  return o.deliveryTime ? bookedTimeText(o.deliveryTime, nowMs, locale) : null
}
