/**
 * Page query values arrive as they were written in the URL: `withQuery` percent-encodes them and
 * neither the h5 router nor the mini-program decodes them (issue 8 §1: 全部分類 sent
 * `%E8%8C%B6…` to the server). Decode each value once; a malformed escape is kept as written.
 */
export function decodeParam(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function decodeParams(params: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === 'string' ? decodeParam(v) : v
  return out
}
