import Taro from '@tarojs/taro'
import { useCallback, useState } from 'react'
import type { CartPopupLine, CartPopupProps } from '@/components/cart-bar'
import type { CartItem } from '@/services/cart'
import { itemKey, needsSpec, propsText } from '@/utils/cart-lines'
import type { SpecGoods } from '@/components/spec-popup'
import type { CartProp } from '@/services/cart'
import { showModal } from '@/services/dialogs'
import { t } from '@/i18n'
import { hookWords } from './words'

/** the refusal of a minus on a dish with options, in Chinese (shown in the language in force) */
export const MULTI_SPEC_MINUS = hookWords.catalogues['zh-Hant-MO'].multiSpecMinus

/**
 * One cart as a menu page edits it. The stored cart (one merchant's cart of queries/cart.ts), the
 * spell's group cart (my lines of the shared cart) and the next vertical's cart each implement it;
 * the menu, steppers, spec popup and cart list logic stays in useMenuCart.
 */
export interface CartAdapter<G extends SpecGoods = SpecGoods> {
  /** the lines this user edits (in a group cart: only their own), as the cart list shows them */
  lines: readonly CartPopupLine[]
  /** how many of a goods this user has, across its option lines */
  countOf: (goodsId: number) => number
  /** keys (CartPopupLine.key) of this user's lines of a goods */
  lineKeysOf: (goodsId: number) => string[]
  /** set one line's quantity (0 removes it); caps are the adapter's store's business */
  setLineQty: (key: string, qty: number) => Promise<unknown> | void
  /** add `qty` of a goods with these options (merged into an equal line), of this SKU when the goods has SKUs;
   * true once it is in */
  addGoods: (goods: G, props: CartProp[], qty: number, productId?: number) => Promise<boolean>
  /** empty this user's lines; true when done */
  clear: () => Promise<boolean>
  /** the question asked before clearing, e.g. 清空購物車？ */
  clearQuestion: string
  /** why edits are refused now (a locked group cart), or null while the user may edit */
  refusal: string | null
  /** the server's note about the last change (capped, sold out), or null */
  warning: string | null
  /** packaging fee line of the cart list (avos) */
  packFee?: number
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })

/**
 * Menu counts, the steppers' handlers, the spec popup and the cart list over any CartAdapter.
 * A goods with options or SKUs opens the spec popup; taking one off a goods with several option lines is
 * done in the cart list, which opens.
 */
export function useMenuCart<G extends SpecGoods>(adapter: CartAdapter<G>) {
  const [spec, setSpec] = useState<G | null>(null)
  const [popup, setPopup] = useState(false)
  const { refusal, lineKeysOf, setLineQty, addGoods } = adapter

  const plus = useCallback(
    (g: G) => {
      if (refusal) return toast(refusal)
      if (g.soldOut) return toast(hookWords.word('soldOut'))
      if (needsSpec(g)) return setSpec(g)
      void addGoods(g, [], 1)
    },
    [refusal, addGoods]
  )

  const minus = useCallback(
    (g: G, count: number) => {
      if (refusal) return toast(refusal)
      const keys = lineKeysOf(g.id)
      const only = keys[0]
      if (!only) return
      if (keys.length > 1) {
        toast(hookWords.word('multiSpecMinus'))
        return setPopup(true)
      }
      void setLineQty(only, count - 1)
    },
    [refusal, lineKeysOf, setLineQty]
  )

  const confirmSpec = useCallback(
    async (props: CartProp[], qty: number, productId?: number) => {
      if (!spec) return
      if (refusal) return toast(refusal)
      const added =
        productId === undefined ? addGoods(spec, props, qty) : addGoods(spec, props, qty, productId)
      if (await added) setSpec(null)
    },
    [spec, refusal, addGoods]
  )

  const changeLine = useCallback(
    (key: string, qty: number) => {
      if (refusal) return toast(refusal)
      void setLineQty(key, Math.max(0, qty))
    },
    [refusal, setLineQty]
  )

  const clear = async () => {
    if (refusal) return toast(refusal)
    const r = await showModal({
      title: adapter.clearQuestion,
      content: '',
      confirmText: hookWords.word('clear'),
      cancelText: t('common.cancel')
    })
    if (r.confirm && (await adapter.clear())) setPopup(false)
  }

  const popupProps: CartPopupProps = {
    open: popup && adapter.lines.length > 0,
    lines: [...adapter.lines],
    packFee: adapter.packFee ?? 0,
    onChange: changeLine,
    onClear: () => void clear(),
    onClose: () => setPopup(false)
  }

  return {
    editable: refusal === null,
    warning: adapter.warning,
    countOf: adapter.countOf,
    /** + on a menu line: adds one, or opens the spec popup for a goods with options */
    plus,
    /** − on a menu line */
    minus: (g: G) => minus(g, adapter.countOf(g.id)),
    spec,
    specOpen: spec !== null,
    openSpec: (g: G) => setSpec(g),
    closeSpec: () => setSpec(null),
    confirmSpec,
    changeLine,
    clear,
    popup: popupProps,
    togglePopup: () => setPopup((o) => !o),
    closePopup: () => setPopup(false)
  }
}

/** A computed cart line as the cart sheet shows it; every adapter lists its lines through this. */
export const toPopupLine = (i: CartItem): CartPopupLine => ({
  key: itemKey(i),
  name: i.name,
  detail: propsText(i.props),
  amount: i.amount,
  count: i.itemCount,
  invalid: i.invalid,
  stock: { stock: i.stock, totalStock: i.totalStock, limitBuy: i.limitBuy }
})
