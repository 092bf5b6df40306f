import { spellMachine } from '@lotus/contract/order-spell'
import type { CartItem, CartLine, CartProp } from '@/services/cart'
import type { MenuCategory } from '@/services/takeaway'
import type { SpellSnapshot, SpellStatus, StoreInfo } from '@/services/spell'
import type { GroupCartGone, GroupCartStatus } from '@/stores/group-cart-reducer'
import { lineKey } from '@/utils/cart-lines'

/** What the connection banner says for a connection state (null: nothing to say). */
export function connectionBanner(status: GroupCartStatus): { text: string; retry: boolean } | null {
  switch (status) {
    case 'connecting':
      return { text: '連線中…', retry: false }
    case 'reconnecting':
      return { text: '重新連線中…', retry: false }
    case 'offline':
      return { text: '已離線，點擊重試', retry: true }
    default:
      return null
  }
}

/** The spell machine's state text (contract/order-spell.ts). */
export const SPELL_STATUS_TEXT: Readonly<Record<SpellStatus, string>> = spellMachine.text

export function goneText(gone: GroupCartGone): string {
  if (gone === 'removed') return '你已被房主移出這個拼單'
  if (gone === 'closed') return '房主已解散這個拼單'
  return '拼單不存在或你已不在這個拼單中'
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
  qty: number
): CartLine {
  const key = lineKey({ goodsId, props })
  const have = myLinesOf(snap, goodsId).find((l) => lineKey(l) === key)?.itemCount ?? 0
  return { goodsId, itemCount: have + qty, props }
}

/** The items of one member, from cartInfo. */
export const memberItems = (snap: SpellSnapshot | null, userId: number): CartItem[] =>
  snap?.cartInfo.find((c) => c.userId === userId)?.items ?? []
