import { lineCount, lineKey, mergeCartLine } from '@lotus/contract/cart-line'
import type { CartCalc, CartItem, CartLine, CartProp } from '@/services/cart'

/** The merge rule (spec §4) is the contract's: the server's cart and the spell cart run the same one. */
export { lineCount, lineKey } from '@lotus/contract/cart-line'

export const itemKey = (i: Pick<CartItem, 'goodsId' | 'productId' | 'props'>): string => lineKey(i)

/** All lines of a computed cart. */
export const cartItems = (calc: CartCalc | null | undefined): CartItem[] =>
  (calc?.cartInfo ?? []).flatMap((b) => b.items)

/** The server's answer as the lines the next calc sends back (the full list replaces the cart). */
export const toCartLines = (calc: CartCalc | null | undefined): CartLine[] =>
  cartItems(calc).map((i) => ({
    goodsId: i.goodsId,
    productId: i.productId,
    itemCount: i.itemCount,
    props: i.props.map((p) => ({ name: p.name, values: p.values.map((v) => ({ value: v.value })) })),
    optType: i.optType
  }))

/**
 * The lines with one line set to `qty` (spec §4 merge rule): an equal line gets the count (0 removes it),
 * otherwise the line is appended. The order of the other lines is kept.
 */
export const withLineQty = (lines: readonly CartLine[], line: CartLine, qty: number): CartLine[] =>
  mergeCartLine([...lines], { ...line, itemCount: qty })

/** Count of one line (0 when absent). */
export const countOfLine = (
  lines: readonly CartLine[],
  line: Pick<CartLine, 'goodsId' | 'productId' | 'props'>
): number => lines.find((l) => lineKey(l) === lineKey(line))?.itemCount ?? 0

/** Count of a goods across all its SKU and option lines (the menu shows this). */
export const countOfGoods = (lines: readonly CartLine[], goodsId: number): number =>
  lineCount(lines.filter((l) => l.goodsId === goodsId))

/** Per-category counts for the menu sidebar. */
export function categoryCounts(
  categories: readonly { id: number; goods: readonly { id: number }[] }[],
  lines: readonly CartLine[]
): Record<number, number> {
  const out: Record<number, number> = {}
  for (const c of categories) out[c.id] = c.goods.reduce((n, g) => n + countOfGoods(lines, g.id), 0)
  return out
}

/** "大份 / 少冰,走甜" */
export const propsText = (props: readonly CartProp[] | null | undefined): string =>
  (props ?? [])
    .map((p) => p.values.map((v) => v.value).join(','))
    .filter(Boolean)
    .join(' / ')

// ---- option selection (spec popup) ----

export interface PropDef {
  name: string
  required: boolean
  multi: boolean
  values: readonly { value: string; priceDelta: number }[]
}

/** group name → chosen values */
export type Selection = Readonly<Record<string, readonly string[]>>

/** Tap a value: single groups switch (tapping the chosen one again clears an optional group), multi toggle. */
export function toggleValue(sel: Selection, prop: PropDef, value: string): Selection {
  const cur = sel[prop.name] ?? []
  let next: string[]
  if (prop.multi) next = cur.includes(value) ? cur.filter((v) => v !== value) : [...cur, value]
  else if (cur.includes(value)) next = prop.required ? [value] : []
  else next = [value]
  // keep the goods' value order so equal choices join equally
  const order = prop.values.map((v) => v.value)
  next.sort((a, b) => order.indexOf(a) - order.indexOf(b))
  return { ...sel, [prop.name]: next }
}

/** The first required group with nothing chosen, or null. */
export const missingRequired = (props: readonly PropDef[], sel: Selection): string | null =>
  props.find((p) => p.required && (sel[p.name] ?? []).length === 0)?.name ?? null

/** The chosen options as cart props, in the goods' group order; empty groups left out. */
export const selectionProps = (props: readonly PropDef[], sel: Selection): CartProp[] =>
  props
    .map((p) => ({
      name: p.name,
      values: p.values.filter((v) => (sel[p.name] ?? []).includes(v.value)).map((v) => ({ value: v.value }))
    }))
    .filter((p) => p.values.length > 0)

/** Unit price with the chosen options' deltas (avos). */
export function unitPrice(base: number, props: readonly PropDef[], sel: Selection): number {
  let total = base
  for (const p of props) {
    for (const v of p.values) if ((sel[p.name] ?? []).includes(v.value)) total += v.priceDelta
  }
  return Math.max(0, total)
}

export const lineAmount = (unit: number, qty: number): number => unit * Math.max(0, Math.floor(qty))

/** A goods the customer must choose for before adding: option groups, or SKUs (規格 with their own price). */
export const needsSpec = (g: { props: readonly unknown[]; skus?: readonly unknown[] | undefined }): boolean =>
  g.props.length > 0 || (g.skus?.length ?? 0) > 0

/** The SKU the spec popup starts on: the first one still on sale (none: all sold out, or no SKUs). */
export const firstSkuOnSale = <K extends { soldOut: boolean }>(
  skus: readonly K[] | undefined
): K | undefined => skus?.find((k) => !k.soldOut)

/**
 * What the cart caps a SKU's line by: the SKU's own stock (spec §5 per SKU) under the goods' per-order limit.
 * A goods without a chosen SKU is itself.
 */
export function asSku<
  G extends { id: number; stock?: number; totalStock?: number | null; limitBuy?: number; soldOut?: boolean }
>(g: G, sku: { stock: number; soldOut: boolean } | undefined): G {
  return sku ? { ...g, stock: sku.stock, totalStock: sku.stock, soldOut: sku.soldOut } : g
}
