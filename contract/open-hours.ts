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
export function closedText(openHours: string, minute: number): string {
  const n = nextOpening(openHours, minute)
  if (!n) return '休息中，暫停接單'
  return `休息中，${n.day === 'today' ? '今日' : '明日'} ${n.at} 開始營業`
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
