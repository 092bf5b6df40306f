import { currentLocale } from '@/i18n'
import type { CartItem, CartLine, CartProp } from '@/services/cart'
import { cartWarningsText } from '@lotus/contract/cart-warnings'
import { spellUserText } from '@lotus/contract/spell'
import type { MenuCategory } from '@/services/takeaway'
import type { SharedSnapshot, SpellSnapshot, SpellStatus, StoreInfo } from '@/services/spell'
import type { GroupCartGone, GroupCartStatus } from '@/stores/group-cart-reducer'
import { lineKey } from '@/utils/cart-lines'
import { word } from '../words'

/** What the connection banner says for a connection state (null: nothing to say). */
export function connectionBanner(status: GroupCartStatus): { text: string; retry: boolean } | null {
  switch (status) {
    case 'connecting':
      return { text: word('conn.connecting'), retry: false }
    case 'reconnecting':
      return { text: word('conn.reconnecting'), retry: false }
    case 'offline':
      return { text: word('conn.offline'), retry: true }
    default:
      return null
  }
}

/** A spell's state (one of contract/order-spell.ts's), in the language in force. */
export const spellStatusText = (s: SpellStatus): string => word(`status.${s}`)

/**
 * Who is in the spell (or how it ended), in the language in force: worded from its status and members, since the
 * broker carries one snapshot, in Chinese, to members of every language.
 */
export const userTextOf = (snap: SharedSnapshot): string =>
  spellUserText(snap.spellInfo.status, snap.userList.length, currentLocale())

/** The shared cart's warnings in the language in force (null: none), worded from their keys as `userTextOf`. */
export const warningOf = (snap: SharedSnapshot): string | null =>
  cartWarningsText(snap.warnings, currentLocale())

export function goneText(gone: GroupCartGone): string {
  if (gone === 'removed') return word('gone.removed')
  if (gone === 'closed') return word('gone.closed')
  return word('gone.missing')
}

/** The store menu as the takeaway Menu expects it; the sidebar counts are the whole group's. */
export function spellMenu(store: StoreInfo | null | undefined): {
  categories: MenuCategory[]
  counts: Record<number, number>
} {
  const categories: MenuCategory[] = []
  const counts: Record<number, number> = {}
  for (const c of store?.menuList ?? []) {
    if (c.goodsList.length === 0) continue
    categories.push({ id: c.id, name: c.name, count: c.goodsList.length, goods: c.goodsList })
    counts[c.id] = c.cartCount
  }
  return { categories, counts }
}

/** Every member's items of one goods (menu cartCount), found in the menu. */
export function groupCountOf(store: StoreInfo | null | undefined, goodsId: number): number {
  for (const c of store?.menuList ?? []) {
    const g = c.goodsList.find((x) => x.id === goodsId)
    if (g) return g.cartCount
  }
  return 0
}

export const toLine = (i: CartItem): CartLine => ({
  goodsId: i.goodsId,
  productId: i.productId,
  itemCount: i.itemCount,
  props: i.props.map((p) => ({ name: p.name, values: p.values.map((v) => ({ value: v.value })) })),
  optType: i.optType
})

/** My lines of one goods. */
export const myLinesOf = (snap: SpellSnapshot | null, goodsId: number): CartLine[] =>
  (snap?.myInfo.items ?? []).filter((i) => i.goodsId === goodsId).map(toLine)

/** My count of a goods across its option lines (the steppers edit only my own lines). */
export const myCountOf = (snap: SpellSnapshot | null, goodsId: number): number =>
  myLinesOf(snap, goodsId).reduce((n, l) => n + l.itemCount, 0)

/**
 * The `add` line for adding `qty` of a goods with these options: the server's merge rule SETS an equal
 * entry's count, so the new count is what I already have of that entry plus qty.
 */
export function addLine(
  snap: SpellSnapshot | null,
  goodsId: number,
  props: CartProp[],
  qty: number,
  productId?: number
): CartLine {
  // a SKU (productId) is its own line under the merge rule, as in the stored cart
  const sku = productId === undefined ? {} : { productId }
  const key = lineKey({ goodsId, ...sku, props })
  const have = myLinesOf(snap, goodsId).find((l) => lineKey(l) === key)?.itemCount ?? 0
  return { goodsId, ...sku, itemCount: have + qty, props }
}

/** The items of one member, from cartInfo. */
export const memberItems = (snap: SpellSnapshot | null, userId: number): CartItem[] =>
  snap?.cartInfo.find((c) => c.userId === userId)?.items ?? []
