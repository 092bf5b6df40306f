/** Whether `HH:MM-HH:MM` (optionally several, comma-separated; may cross midnight) includes the minute of day. */
export function isWithinOpenHours(openHours: string, minuteOfDay: number): boolean {
  const ranges = openHours
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
  if (ranges.length === 0) return true
  return ranges.some((range) => {
    const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(range)
    if (!m) return true
    const start = Number(m[1]) * 60 + Number(m[2])
    const end = Number(m[3]) * 60 + Number(m[4])
    if (start === end) return true
    return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end
  })
}

export function macauMinuteOfDay(ms: number): number {
  return Math.floor(((ms + 8 * 3600_000) % 86_400_000) / 60_000)
}
