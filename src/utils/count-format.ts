/**
 * Count display (product spec §9): counts over 999 are shown in thousands with
 * one decimal and a `k` (`1.2k`); 999 and below as the plain integer.
 *
 * Decisions (docs/utils.md):
 * - The decimal is truncated, not rounded: a count is never overstated
 *   (1999 → `1.9k`, never `2.0k`; 999,999 → `999.9k`, never `1000.0k`).
 * - The original code also had a 萬 (`w`) branch for 10,000 and above, but it
 *   came after the `> 999` check and could never run. We reproduce the observed
 *   behaviour: `k` for every value over 999 (12,345 → `12.3k`, 123,456 → `123.4k`,
 *   1,234,567 → `1234.5k`).
 * - Non-integers are floored; negative or non-finite input shows `0`.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0'
  const count = Math.floor(n)
  if (count <= 999) return String(count)
  const tenthsOfK = Math.floor(count / 100)
  return `${Math.floor(tenthsOfK / 10)}.${tenthsOfK % 10}k`
}
