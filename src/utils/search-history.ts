/** Search history: newest first, no duplicates, at most `max` words (10 by default), blanks ignored. */
export const SEARCH_HISTORY_MAX = 10

export function addToHistory(list: readonly string[], word: string, max = SEARCH_HISTORY_MAX): string[] {
  const w = word.trim()
  if (!w) return [...list].slice(0, max)
  return [w, ...list.filter((x) => x !== w)].slice(0, max)
}

/** Whatever storage holds, a clean list of strings comes back. */
export function readHistory(raw: unknown, max = SEARCH_HISTORY_MAX): string[] {
  if (!Array.isArray(raw)) return []
  const out: string[] = []
  for (const x of raw) {
    if (typeof x === 'string' && x.trim() && !out.includes(x.trim())) out.push(x.trim())
    if (out.length >= max) break
  }
  return out
}
