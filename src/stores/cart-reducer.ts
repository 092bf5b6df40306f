import type { CartCalc, CartLine } from '@/services/cart'
import { cartItems, countOfGoods, lineCount, toCartLines } from '@/utils/cart-lines'

/** One merchant's cart: the server's last answer, and the lines the user wants now. */
export interface MchCart {
  calc: CartCalc | null
  /**
   * Optimistic lines: changed at once on a tap so the steppers answer immediately, then replaced by
   * the server's answer (which may cap or drop lines).
   */
  lines: CartLine[]
  loading: boolean
  /** the server's cart is known (an answer came, or the count said there is none) */
  loaded: boolean
  error: string | null
  /** the newest request; older answers are dropped */
  seq: number
}

export interface CartState {
  byMch: Record<number, MchCart>
}

export const EMPTY_CART: MchCart = Object.freeze({
  calc: null,
  lines: [],
  loading: false,
  loaded: false,
  error: null,
  seq: 0
})
export const initialCart: CartState = { byMch: {} }

export const cartOf = (s: CartState, mchId: number): MchCart => s.byMch[mchId] ?? EMPTY_CART

const put = (s: CartState, mchId: number, c: MchCart): CartState => ({ byMch: { ...s.byMch, [mchId]: c } })

/** A request went out: lines are what we asked for (null: a plain read keeps the current lines). */
export function requested(s: CartState, mchId: number, seq: number, lines: CartLine[] | null): CartState {
  const c = cartOf(s, mchId)
  return put(s, mchId, { ...c, seq, loading: true, error: null, lines: lines ?? c.lines })
}

/** The server answered: its cart replaces ours, unless a newer request is already on its way. */
export function answered(s: CartState, mchId: number, seq: number, calc: CartCalc): CartState {
  const c = cartOf(s, mchId)
  if (seq !== c.seq) return put(s, mchId, { ...c, calc, loaded: true })
  return put(s, mchId, { ...c, calc, lines: toCartLines(calc), loading: false, loaded: true, error: null })
}

/** The server holds no cart here (count 0): forget any old answer, unless a change is on its way. */
export function emptied(s: CartState, mchId: number): CartState {
  const c = cartOf(s, mchId)
  if (c.loading) return s
  return put(s, mchId, { ...EMPTY_CART, loaded: true, seq: c.seq })
}

/** The request failed: back to the last answer the server gave. */
export function failed(s: CartState, mchId: number, seq: number, message: string): CartState {
  const c = cartOf(s, mchId)
  if (seq !== c.seq) return s
  return put(s, mchId, { ...c, lines: toCartLines(c.calc), loading: false, error: message })
}

// ---- selectors ----
export const totalCount = (c: MchCart): number => lineCount(c.lines)
export const goodsCount = (c: MchCart, goodsId: number): number => countOfGoods(c.lines, goodsId)
export const validItems = (c: MchCart) => cartItems(c.calc).filter((i) => !i.invalid)
