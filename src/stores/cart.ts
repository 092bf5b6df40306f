import Taro from '@tarojs/taro'
import {
  addToCart,
  type CartCalc,
  type CartLine,
  type CartProp,
  calcCart,
  cartTotalCount
} from '@/services/cart'
import { isApiError } from '@/services/errors'
import { countOfLine, withLineQty } from '@/utils/cart-lines'
import { capQuantity, type StockInfo } from '@lotus/contract/quantity'
import {
  answered,
  type CartState,
  cartOf,
  emptied,
  failed,
  initialCart,
  type MchCart,
  requested
} from './cart-reducer'
import { useLocation } from './location'
import { effectivePoint, type Point } from './location-reducer'
import { useSession } from './session'
import { createUserStore } from './user-store'

/** Spec §5: the cart's warnMsg is shown as a toast after 200 ms. */
export const WARN_DELAY_MS = 200

export interface GoodsForCart extends StockInfo {
  id: number
  soldOut?: boolean
}

interface CartActions {
  /**
   * Read the stored cart. The flagged count comes first (0 for logged-out users or an expired token,
   * without sending anyone to login just for opening a shop); only a non-empty cart is computed.
   */
  load: (mchId: number, point?: Point) => Promise<void>
  /** Set one line's count (0 removes it); the full list goes to calc. False when blocked or failed. */
  setQty: (mchId: number, line: CartLine, qty: number, stock?: StockInfo) => Promise<boolean>
  /** Add `qty` of goods with these options: merged into an equal line, else a new line (cart/add). */
  addGoods: (mchId: number, goods: GoodsForCart, props: CartProp[], qty?: number) => Promise<boolean>
  clear: (mchId: number) => Promise<boolean>
  reset: () => void
}

export type CartStore = CartState & CartActions

const points: Record<number, Point> = {}
const queues: Record<number, Promise<unknown>> = {}
let seqCounter = 0
function forget(): void {
  for (const k of Object.keys(points)) delete points[Number(k)]
  for (const k of Object.keys(queues)) delete queues[Number(k)]
}

const pointFor = (mchId: number): Point => points[mchId] ?? effectivePoint(useLocation.getState())

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })

function showWarn(calc: CartCalc): void {
  const msg = calc.warnMsg
  if (msg) setTimeout(() => toast(msg), WARN_DELAY_MS)
}

/** Quantity caps of spec §5, checked before any request: true when `qty` may be asked for. */
function allowed(qty: number, stock: StockInfo | undefined, soldOut?: boolean): boolean {
  if (soldOut && qty > 0) {
    toast('已售罄')
    return false
  }
  if (!stock || qty <= 0) return true
  const r = capQuantity(qty, stock)
  if (r.message && r.qty < qty) {
    toast(r.message)
    return false
  }
  return true
}

export const useCart = createUserStore<CartStore>()((set, get) => {
  /**
   * Requests of one merchant go out one after another, so the server sees them in the user's order;
   * a request overtaken by a newer one before it leaves is skipped (the newer one carries the full list).
   */
  function send(mchId: number, lines: CartLine[] | null, call: () => Promise<CartCalc>): Promise<boolean> {
    const seq = ++seqCounter
    set((s) => requested(s, mchId, seq, lines))
    const run = async (): Promise<boolean> => {
      if (cartOf(get(), mchId).seq !== seq) return true
      try {
        const calc = await call()
        set((s) => answered(s, mchId, seq, calc))
        showWarn(calc)
        return true
      } catch (e) {
        set((s) => failed(s, mchId, seq, isApiError(e) ? e.message : '請求失敗'))
        return false
      }
    }
    const p = (queues[mchId] ?? Promise.resolve()).then(run, run)
    queues[mchId] = p
    return p
  }

  const calcWith = (mchId: number, lines: CartLine[]) => () => {
    const { lat, lng } = pointFor(mchId)
    return calcCart({ mchId, lat, lng, data: lines })
  }

  return {
    ...initialCart,
    load: async (mchId, point) => {
      if (point) points[mchId] = point
      // logged out (or another user logged out here): no cart to show
      if (!useSession.getState().token) {
        set((s) => emptied(s, mchId))
        return
      }
      const count = await cartTotalCount(mchId).catch(() => 0)
      if (count === 0) {
        set((s) => emptied(s, mchId))
        return
      }
      await send(mchId, null, () => {
        const { lat, lng } = pointFor(mchId)
        return calcCart({ mchId, lat, lng, data: null }, { silent: true })
      })
    },
    setQty: async (mchId, line, qty, stock) => {
      const current = cartOf(get(), mchId)
      if (qty > countOfLine(current.lines, line) && !allowed(qty, stock)) return false
      const lines = withLineQty(current.lines, line, qty)
      return send(mchId, lines, calcWith(mchId, lines))
    },
    addGoods: async (mchId, goods, props, qty = 1) => {
      const current = cartOf(get(), mchId)
      const want = countOfLine(current.lines, { goodsId: goods.id, props }) + qty
      if (!allowed(want, goods, goods.soldOut)) return false
      const line: CartLine = { goodsId: goods.id, itemCount: want, props }
      const lines = withLineQty(current.lines, line, want)
      // a brand-new line with options is one add (spec §7: loading 正在添加); anything else a full calc
      const isNew = want === qty && props.length > 0
      const add = () => {
        const { lat, lng } = pointFor(mchId)
        return addToCart({ mchId, lat, lng, ...line })
      }
      return send(mchId, lines, isNew ? add : calcWith(mchId, lines))
    },
    clear: async (mchId) => send(mchId, [], calcWith(mchId, [])),
    reset: () => {
      forget()
      set(initialCart)
    }
  }
}, forget)

/** One merchant's cart (a stable empty cart when there is none). */
export const useMchCart = (mchId: number): MchCart => useCart((s) => cartOf(s, mchId))
