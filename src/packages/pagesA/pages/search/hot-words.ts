/** GLOBAL_CFG.hotSearchWords (contract/config.ts): strings only, at most 12. */
export function hotWords(globalCfg: Record<string, unknown> | undefined): string[] {
  const raw = globalCfg?.hotSearchWords
  if (!Array.isArray(raw)) return []
  return raw.filter((w): w is string => typeof w === 'string' && w.trim() !== '').slice(0, 12)
}
