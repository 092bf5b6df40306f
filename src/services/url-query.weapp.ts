/** The mini-program has no address bar: page options are the whole query. */
export function addressBarQuery(): Record<string, string> {
  return {}
}
