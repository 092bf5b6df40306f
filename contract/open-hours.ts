import { DEFAULT_LOCALE, type Locale } from './locale'
import { DAY_MS, macauDay, macauMinuteOfDay } from './macau-time'

/** What a closed shop says, in each language (issue 39); `{at}` marks a time (HH:MM). Chinese as always written. */
const CLOSED_WORDS = {
  notTaking: ['休息中，暫停接單', 'Closed: not taking orders', 'Fechada: não aceita encomendas'],
  opensToday: ['休息中，今日 {at} 開始營業', 'Closed: opens today at {at}', 'Fechada: abre hoje às {at}'],
  opensTomorrow: [
    '休息中，明日 {at} 開始營業',
    'Closed: opens tomorrow at {at}',
    'Fechada: abre amanhã às {at}'
  ],
  pausedUntil: ['休息中，暫停營業至 {at}', 'Closed: paused until {at}', 'Fechada: em pausa até às {at}'],
  paused: ['休息中，暫停營業', 'Closed: paused for now', 'Fechada: em pausa'],
  dayOff: ['休息中，今日公休', 'Closed today (day off)', 'Fechada hoje (dia de descanso)'],
  dayOffOpensTomorrow: [
    '休息中，今日公休，明日 {at} 開始營業',
    'Closed today (day off): opens tomorrow at {at}',
    'Fechada hoje (dia de descanso): abre amanhã às {at}'
  ],
  dayOffTomorrow: ['休息中，明日公休', 'Closed: tomorrow is a day off', 'Fechada: amanhã é dia de descanso']
} as const satisfies Record<string, readonly [zh: string, en: string, pt: string]>
type ClosedKey = keyof typeof CLOSED_WORDS

const closed = (key: ClosedKey, locale: Locale, at = ''): string =>
  CLOSED_WORDS[key][locale === 'en' ? 1 : locale === 'pt' ? 2 : 0].replace('{at}', at)

/** Each Chinese closed text as a pattern (its time captured), to word one the server wrote in another language. */
const CLOSED_PATTERNS = (Object.keys(CLOSED_WORDS) as ClosedKey[]).map(
  (k) => [k, new RegExp(`^${CLOSED_WORDS[k][0].replace('{at}', '(\\d{2}:\\d{2})')}$`, 'u')] as const
)

/** A closed text written in Chinese (closedText, shopClosedText), in `locale`; any other text as written. */
export function closedTextIn(zh: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return zh
  for (const [k, re] of CLOSED_PATTERNS) {
    const m = re.exec(zh)
    if (m) return closed(k, locale, m[1])
  }
  return zh
}

/**
 * Issue 8 §7: what a closed shop tells the user. `openHours` is `HH:MM-HH:MM` (several comma-separated,
 * may cross midnight), `minute` the Asia/Macau minute of day now.
 */
function starts(openHours: string): number[] {
  return openHours
    .split(/[,，]/)
    .map((s) => /^\s*(\d{1,2}):(\d{2})\s*-/.exec(s))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]) * 60 + Number(m[2]))
    .sort((a, b) => a - b)
}

const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`

/** The next opening: today's later start, else tomorrow's first; null when the hours say nothing. */
export function nextOpening(
  openHours: string,
  minute: number
): { day: 'today' | 'tomorrow'; at: string } | null {
  const s = starts(openHours)
  const later = s.find((x) => x > minute)
  if (later !== undefined) return { day: 'today', at: hhmm(later) }
  const first = s[0]
  return first === undefined ? null : { day: 'tomorrow', at: hhmm(first) }
}

/** e.g. 休息中，今日 17:00 開始營業 / 休息中，明日 07:00 開始營業 / 休息中，暫停接單 */
export function closedText(openHours: string, minute: number, locale: Locale = DEFAULT_LOCALE): string {
  const n = nextOpening(openHours, minute)
  if (!n) return closed('notTaking', locale)
  return closed(n.day === 'today' ? 'opensToday' : 'opensTomorrow', locale, n.at)
}

/** [start, end) minutes of day per range; null for a range that does not parse (counted as open). */
type Ranges = readonly (readonly [number, number] | null)[]

const RANGE = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/
/** Parsed once per distinct text: every quote asks about its merchant's hours (bounded: cleared when full). */
const parsed = new Map<string, Ranges>()
const MAX_PARSED = 1_000

function rangesOf(openHours: string): Ranges {
  const kept = parsed.get(openHours)
  if (kept) return kept
  const ranges: Ranges = openHours
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((range) => {
      const m = RANGE.exec(range)
      return m ? ([Number(m[1]) * 60 + Number(m[2]), Number(m[3]) * 60 + Number(m[4])] as const) : null
    })
  if (parsed.size >= MAX_PARSED) parsed.clear()
  parsed.set(openHours, ranges)
  return ranges
}

/** Whether `HH:MM-HH:MM` (optionally several, comma-separated; may cross midnight) includes the minute of day. */
export function isWithinOpenHours(openHours: string, minuteOfDay: number): boolean {
  const ranges = rangesOf(openHours)
  if (ranges.length === 0) return true
  return ranges.some((r) => {
    if (!r) return true
    const [start, end] = r
    if (start === end) return true
    return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end
  })
}

/**
 * Issue 37: what decides open/closed besides the daily hours, on both sides. `holidays` are Macau days
 * (YYYY-MM-DD) the shop is closed all day; `pausedUntil` (ms) a busy pause (暫停營業) taking no orders until then,
 * PAUSED_UNTIL_RESUMED while the shop has not said when. `takingOrders` false is the operator's suspension.
 */
export interface ShopSchedule {
  openHours: string
  holidays?: readonly string[] | null
  pausedUntil?: number | null
}

/** A pause with no end: the shop ends it itself (the largest time a Date holds). */
export const PAUSED_UNTIL_RESUMED = 8_640_000_000_000_000

const dayOf = macauDay
const minuteOf = macauMinuteOfDay

/** The busy pause is on at `atMs`. */
export const isPausedAt = (s: Pick<ShopSchedule, 'pausedUntil'>, atMs: number): boolean =>
  s.pausedUntil !== null && s.pausedUntil !== undefined && atMs < s.pausedUntil

/** `atMs` falls on one of the shop's holidays (Asia/Macau day). */
export const isHolidayAt = (s: Pick<ShopSchedule, 'holidays'>, atMs: number): boolean =>
  (s.holidays ?? []).includes(dayOf(atMs))

/** Open by its hours, not on a holiday and not paused: the one rule the app and the server decide with. */
export const isShopOpenAt = (s: ShopSchedule, atMs: number): boolean =>
  !isPausedAt(s, atMs) && !isHolidayAt(s, atMs) && isWithinOpenHours(s.openHours, minuteOf(atMs))

/**
 * What a closed shop tells the user now: the pause (and until when, today), today's holiday, else the next
 * opening by its hours (skipping tomorrow when tomorrow is a holiday too).
 */
export function shopClosedText(s: ShopSchedule, atMs: number, locale: Locale = DEFAULT_LOCALE): string {
  if (isPausedAt(s, atMs)) {
    const until = s.pausedUntil as number
    return until < PAUSED_UNTIL_RESUMED && dayOf(until) === dayOf(atMs)
      ? closed('pausedUntil', locale, hhmm(minuteOf(until)))
      : closed('paused', locale)
  }
  if (isHolidayAt(s, atMs)) {
    const n = starts(s.openHours)[0]
    return n === undefined || isHolidayAt(s, atMs + DAY_MS)
      ? closed('dayOff', locale)
      : closed('dayOffOpensTomorrow', locale, hhmm(n))
  }
  const minute = minuteOf(atMs)
  const n = nextOpening(s.openHours, minute)
  if (n?.day === 'tomorrow' && isHolidayAt(s, atMs + DAY_MS)) return closed('dayOffTomorrow', locale)
  return closedText(s.openHours, minute, locale)
}
