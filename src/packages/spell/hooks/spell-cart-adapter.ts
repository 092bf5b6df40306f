import { useCallback, useMemo } from 'react'
import { type CartAdapter, toPopupLine } from '@/hooks/use-menu-cart'
import { currentLocale } from '@/i18n'
import { lineInvalidText } from '@lotus/contract/cart-warnings'
import type { CartProp } from '@/services/cart'
import type { SpellSnapshot } from '@/services/spell'
import type { Goods } from '@/services/takeaway'
import { useGroupCart } from '@/stores/group-cart'
import { itemKey } from '@/utils/cart-lines'
import { addLine, myCountOf, toLine, warningOf } from './spell-view'
import { word } from '../words'

/** Why a spell refuses edits (the server refuses them once locked, for the host too); null while open. */
export function spellRefusal(snap: SpellSnapshot | null): string | null {
  const s = snap?.spellInfo.status
  if (s === 'open') return null
  if (s === 'locked') return word('locked')
  return s === 'submitted' ? word('refusal.submitted') : word('refusal.closed')
}

/**
 * My part of a spell's group cart (stores/group-cart.ts, calc add/clear over pinCart) as a CartAdapter:
 * I see and edit only my own lines; the menu's group counts stay in the page.
 */
export function useSpellCartAdapter(snapshot: SpellSnapshot | null): CartAdapter<Goods> {
  const mine = useMemo(() => snapshot?.myInfo.items ?? [], [snapshot])
  // a line's reason in the language in force (the broker carries it in Chinese), drawn again when that changes
  const locale = currentLocale()
  const lines = useMemo(
    () => mine.map((i) => ({ ...toPopupLine(i), invalid: lineInvalidText(i, locale) })),
    [mine, locale]
  )
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
    (g: Goods, props: CartProp[], qty: number, productId?: number) =>
      useGroupCart.getState().add(addLine(snapshot, g.id, props, qty, productId)),
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
    clearQuestion: word('clearQuestion'),
    refusal: spellRefusal(snapshot),
    warning: snapshot ? warningOf(snapshot) : null
  }
}
