import { useCallback, useMemo } from 'react'
import { type CartAdapter, toPopupLine } from '@/hooks/use-menu-cart'
import type { CartProp } from '@/services/cart'
import type { SpellSnapshot } from '@/services/spell'
import type { Goods } from '@/services/takeaway'
import { useGroupCart } from '@/stores/group-cart'
import { itemKey } from '@/utils/cart-lines'
import { addLine, myCountOf, toLine } from './spell-view'

export const LOCKED_TEXT = '房主已鎖定購物車'

/** Why a spell refuses edits (the server refuses them once locked, for the host too); null while open. */
export function spellRefusal(snap: SpellSnapshot | null): string | null {
  const s = snap?.spellInfo.status
  if (s === 'open') return null
  if (s === 'locked') return LOCKED_TEXT
  return s === 'submitted' ? '拼單已下單' : '拼單已結束'
}

/**
 * My part of a spell's group cart (stores/group-cart.ts, calc add/clear over pinCart) as a CartAdapter:
 * I see and edit only my own lines; the menu's group counts stay in the page.
 */
export function useSpellCartAdapter(snapshot: SpellSnapshot | null): CartAdapter<Goods> {
  const mine = useMemo(() => snapshot?.myInfo.items ?? [], [snapshot])
  const lines = useMemo(() => mine.map(toPopupLine), [mine])
  const countOf = useCallback((goodsId: number) => myCountOf(snapshot, goodsId), [snapshot])
  const lineKeysOf = useCallback(
    (goodsId: number) => mine.filter((i) => i.goodsId === goodsId).map(itemKey),
    [mine]
  )
  const setLineQty = useCallback(
    async (key: string, qty: number) => {
      const i = mine.find((x) => itemKey(x) === key)
      // the merge rule SETS an equal entry's count
      return i ? useGroupCart.getState().add({ ...toLine(i), itemCount: Math.max(0, qty) }) : false
    },
    [mine]
  )
  const addGoods = useCallback(
    (g: Goods, props: CartProp[], qty: number) =>
      useGroupCart.getState().add(addLine(snapshot, g.id, props, qty)),
    [snapshot]
  )
  const clear = useCallback(() => useGroupCart.getState().clear(), [])

  return {
    lines,
    countOf,
    lineKeysOf,
    setLineQty,
    addGoods,
    clear,
    clearQuestion: '清空我點的商品？',
    refusal: spellRefusal(snapshot),
    warning: snapshot?.warnMsg ?? null
  }
}
