/**
 * Cart line identity: the spec §4 merge rule, run by the app's cart, the server's cart and the spell
 * group cart alike. An entry is replaced when the product (SKU) matches and the joined option values
 * are equal; otherwise the new line is appended.
 *
 * The joined values are canonical: groups by name, values sorted inside each group, groups kept apart
 * (`大份|少冰,走甜`), so the same choice made in another order, or on another client, is the same line.
 */

/** One chosen option group of a cart line, as the app sends it: `{name, values: [{value}]}`. */
export interface CartProp {
  name: string
  values: Array<{ value: string }>
}

/** A cart line as the app sends it (calc `data`, cart/add). */
export interface CartLine {
  goodsId: number
  /** The SKU; a goods without SKUs has productId = goodsId (the default when missing). */
  productId?: number
  itemCount: number
  props: CartProp[]
  optType?: number | null
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** The canonical joined option values the merge rule compares ("大份|少冰,走甜"); empty groups count as absent. */
export function joinedValues(props: readonly CartProp[] | null | undefined): string {
  return (props ?? [])
    .map((p) => ({ name: p.name, values: p.values.map((v) => v.value).sort(byCodePoint) }))
    .filter((p) => p.values.length > 0)
    .sort((a, b) => byCodePoint(a.name, b.name))
    .map((p) => p.values.join(','))
    .join('|')
}

export const productOf = (l: Pick<CartLine, 'goodsId' | 'productId'>): number => l.productId ?? l.goodsId

/** The identity of a line under the merge rule: product and joined option values. */
export const lineKey = (l: Pick<CartLine, 'goodsId' | 'productId' | 'props'>): string =>
  `${productOf(l)}#${joinedValues(l.props)}`

export const sameEntry = (
  a: Pick<CartLine, 'goodsId' | 'productId' | 'props'>,
  b: Pick<CartLine, 'goodsId' | 'productId' | 'props'>
): boolean => lineKey(a) === lineKey(b)

/**
 * The lines after one edit: an existing entry (same key) takes the new count (and optType when given);
 * otherwise the line is appended. A count of 0 or less removes the entry. The order of other lines is kept. Pure.
 */
export function mergeCartLine<T extends CartLine>(lines: readonly T[], line: T): T[] {
  const key = lineKey(line)
  const at = lines.findIndex((l) => lineKey(l) === key)
  if (at < 0) return line.itemCount > 0 ? [...lines, line] : [...lines]
  if (line.itemCount <= 0) return lines.filter((_, i) => i !== at)
  return lines.map((l, i) =>
    i === at ? { ...l, itemCount: line.itemCount, optType: line.optType ?? l.optType } : l
  )
}

/** Units across lines. */
export const lineCount = (lines: readonly Pick<CartLine, 'itemCount'>[]): number =>
  lines.reduce((n, l) => n + l.itemCount, 0)
