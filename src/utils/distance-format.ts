/**
 * Distance display (product spec §9): 1000 m or more as km with one decimal
 * (`1.2km`), otherwise whole metres (`850m`).
 *
 * Decisions (docs/utils.md):
 * - Metres are rounded half-up first; the km/m choice is made on the rounded
 *   metres, so 999.5 m shows `1.0km`, never `1000m`.
 * - Kilometres are rounded half-up to one decimal using integer arithmetic
 *   (1050 m → `1.1km`, 1049 m → `1.0km`); no `toFixed` binary surprises.
 * - Negative, NaN or infinite input shows `0m` (a distance cannot be negative;
 *   a missing distance should not crash a list).
 */
export function formatDistance(m: number): string {
  if (!Number.isFinite(m) || m <= 0) return '0m'
  const metres = Math.round(m)
  if (metres < 1000) return `${metres}m`
  const tenthsOfKm = Math.round(m / 100)
  return `${Math.floor(tenthsOfKm / 10)}.${tenthsOfKm % 10}km`
}
