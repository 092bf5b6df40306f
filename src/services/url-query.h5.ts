/** On h5 Taro's page options can be empty for aliased routes: the address bar has the query. */
export function addressBarQuery(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  return Object.fromEntries(new URLSearchParams(window.location.search))
}
