/** The cells of a month calendar (Sunday first): null for the blanks before the 1st. */
export function monthCells(month: string): Array<string | null> {
  const [y, m] = month.split('-').map(Number)
  if (!y || !m) return []
  const first = new Date(Date.UTC(y, m - 1, 1))
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const blanks: null[] = Array<null>(first.getUTCDay()).fill(null)
  return [...blanks, ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)]
}
