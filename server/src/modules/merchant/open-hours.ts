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
