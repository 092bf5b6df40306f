import Taro from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { capQuantity, soldOutMessage, type StockInfo } from '@lotus/contract/quantity'
import { currentLocale, t } from '@/i18n'
import { toastWarnLater } from '@/hooks/use-warn-toast'
import {
  addToCart,
  type CartCalc,
  type CartItem,
  type CartLine,
  type CartProp,
  calcCart,
  cartTotalCount
} from '@/services/cart'
import { isApiError } from '@/services/errors'
import { useLocation } from '@/stores/location'
import { effectivePoint, type Point } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { cartItems, countOfGoods, countOfLine, lineCount, toCartLines, withLineQty } from '@/utils/cart-lines'
import { cacheGeneration, getData, setData, useQuery } from './cache'
import { useMutation } from './mutation'

/**
 * A merchant's stored cart (the server keeps it per user and merchant; the cart calc prices it). The key has no
 * user: an identity change clears the whole cache (resetIdentity). Everything priced from the cart sits under
 * its key, so a change of the cart (an order placed, a reorder) makes the checkout's price stale with it.
 */
export const cartKeys = {
  all: ['cart'] as const,
  mch: (mchId: number) => ['cart', mchId] as const,
  /** the checkout's prices of this cart (queries/checkout.ts adds its choices) */
  quotes: (mchId: number) => ['cart', mchId, 'quote'] as const
}

/** One merchant's cart as the cache holds it. */
export interface StoredCart {
  /** the server's last priced answer (null: nothing there, or not priced yet) */
  calc: CartCalc | null
  /**
   * The lines the server holds, or is being asked to hold: a tap changes them at once so the steppers answer
   * immediately (optimistic), then the server's answer (which may cap or drop lines) replaces them.
   */
  lines: CartLine[]
}

export interface GoodsForCart extends StockInfo {
  id: number
  soldOut?: boolean
}

const EMPTY: StoredCart = Object.freeze({ calc: null, lines: [] }) as unknown as StoredCart

/** The lines of a merchant's cart as last known (a checkout's attempt is what is ordered). */
export const storedCartLines = (mchId: number): CartLine[] =>
  getData<StoredCart>(cartKeys.mch(mchId))?.lines ?? []

// Writes not answered yet, per merchant: the newest one's number. Only the newest answer sets the lines (an older
// one brings its price); a write overtaken before it leaves is not sent (the newer one carries the full list).
const newest = new Map<number, number>()
// Writes started per merchant: a read that saw one start keeps the lines that write put on screen.
const started = new Map<number, number>()
let seqCounter = 0

/**
 * The stored cart priced at a point: the flagged count first (0 for a logged-out user or an expired token, without
 * sending anyone to login just for opening a shop); only a non-empty cart is computed.
 */
async function readCart(mchId: number, at: Point): Promise<StoredCart> {
  const before = started.get(mchId) ?? 0
  const count = await cartTotalCount(mchId).catch(() => 0)
  const calc =
    count === 0 ? null : await calcCart({ mchId, lat: at.lat, lng: at.lng, data: null }, { silent: true })
  toastWarnLater(calc?.warnMsg)
  const current = getData<StoredCart>(cartKeys.mch(mchId))
  if (current && (started.get(mchId) ?? 0) !== before)
    return { calc: current.calc ?? calc, lines: current.lines }
  return calc ? { calc, lines: toCartLines(calc) } : EMPTY
}

interface CartWrite {
  seq: number
  /** the cache's generation when tapped: a write of an identity since left never lands */
  gen: number
  /** the whole cart as wanted (calc replaces the stored cart with it) */
  lines: CartLine[]
  /** a brand-new line with options is one cart/add (spec §7: loading 正在添加); null: the full list to calc */
  add: CartLine | null
  at: Point
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })

/** Quantity caps of spec §5, checked before any request: true when `qty` may be asked for. */
function allowed(qty: number, stock: StockInfo | undefined, soldOut?: boolean): boolean {
  if (soldOut && qty > 0) {
    toast(soldOutMessage(currentLocale()))
    return false
  }
  if (!stock || qty <= 0) return true
  const r = capQuantity(qty, stock, currentLocale())
  if (r.message && r.qty < qty) {
    toast(r.message)
    return false
  }
  return true
}

export interface StoredCartView extends StoredCart {
  /** the computed lines (invalid ones included), as the cart list shows them */
  items: CartItem[]
  /** the server's cart is known (an answer came, the count said there is none, or logged out) */
  loaded: boolean
  /** a read or a write is on its way */
  busy: boolean
  /** the last read's or write's failure */
  error: string | null
  /** items in the cart, counting the taps not answered yet */
  count: number
  countOf: (goodsId: number) => number
  /** set one line's count (0 removes it); false when refused by a cap or failed */
  setQty: (line: CartLine, qty: number, stock?: StockInfo) => Promise<boolean>
  /** add `qty` of goods with these options: merged into an equal line, else a new line */
  addGoods: (goods: GoodsForCart, props: CartProp[], qty?: number, productId?: number) => Promise<boolean>
  clear: () => Promise<boolean>
  reload: () => void
}

/**
 * One merchant's stored cart priced at the delivery point, and its writes. A tap shows at once; the writes of a
 * merchant go out one after another (the server sees them in the user's order); a failure goes back to the last
 * answer. The point is not part of the key (it is one cart): a new point asks again.
 */
export function useStoredCart(mchId: number): StoredCartView {
  const at = useLocation(useShallow((s) => effectivePoint(s)))
  const token = useSession((s) => s.token)
  const key = cartKeys.mch(mchId)
  const enabled = mchId > 0 && Boolean(token)
  const q = useQuery(key, () => readCart(mchId, at), { enabled })

  const place = `${at.lat},${at.lng}`
  const priced = useRef(place)
  useEffect(() => {
    if (priced.current === place) return
    priced.current = place
    if (enabled) void q.refetch()
  }, [place]) // eslint-disable-line react-hooks/exhaustive-deps

  const write = useMutation(
    (w: CartWrite): Promise<CartCalc | null> => {
      if (newest.get(mchId) !== w.seq || w.gen !== cacheGeneration()) return Promise.resolve(null)
      const { lat, lng } = w.at
      return w.add ? addToCart({ mchId, lat, lng, ...w.add }) : calcCart({ mchId, lat, lng, data: w.lines })
    },
    {
      scope: `cart:${mchId}`,
      onMutate: (w) => {
        newest.set(mchId, w.seq)
        started.set(mchId, (started.get(mchId) ?? 0) + 1)
        setData<StoredCart>(key, (old) => ({ calc: old?.calc ?? null, lines: w.lines }))
      },
      onSuccess: (calc, w) => {
        const isNewest = newest.get(mchId) === w.seq
        if (isNewest) newest.delete(mchId)
        if (!calc || w.gen !== cacheGeneration()) return
        setData<StoredCart>(key, (old) =>
          isNewest || !old ? { calc, lines: toCartLines(calc) } : { calc, lines: old.lines }
        )
        toastWarnLater(calc.warnMsg)
      },
      // rollback: back to the last answer the server gave, unless a newer tap is on its way
      onError: (_e, w) => {
        if (newest.get(mchId) !== w.seq) return
        newest.delete(mchId)
        if (w.gen !== cacheGeneration()) return
        setData<StoredCart>(key, (old) => ({ calc: old?.calc ?? null, lines: toCartLines(old?.calc) }))
      },
      invalidates: (calc) => (calc ? [cartKeys.quotes(mchId)] : [])
    }
  )
  const { run } = write

  const send = useCallback(
    (lines: CartLine[], add: CartLine | null = null) =>
      run({ seq: ++seqCounter, gen: cacheGeneration(), lines, add, at }).then(
        () => true,
        () => false
      ),
    [run, at]
  )
  // the lines as they are now, taps of this tick included (not the render's copy)
  const current = useCallback(() => getData<StoredCart>(cartKeys.mch(mchId))?.lines ?? [], [mchId])

  const setQty = useCallback(
    async (line: CartLine, qty: number, stock?: StockInfo) => {
      if (!mchId) return false
      const lines = current()
      if (qty > countOfLine(lines, line) && !allowed(qty, stock)) return false
      return send(withLineQty(lines, line, qty))
    },
    [mchId, current, send]
  )

  const addGoods = useCallback(
    async (goods: GoodsForCart, props: CartProp[], qty = 1, productId?: number) => {
      if (!mchId) return false
      const lines = current()
      // a SKU (productId) is a line of its own; `goods` then carries the SKU's stock
      const sku = productId === undefined ? {} : { productId }
      const want = countOfLine(lines, { goodsId: goods.id, ...sku, props }) + qty
      if (!allowed(want, goods, goods.soldOut)) return false
      const line: CartLine = { goodsId: goods.id, ...sku, itemCount: want, props }
      const isNew = want === qty && (props.length > 0 || productId !== undefined)
      return send(withLineQty(lines, line, want), isNew ? line : null)
    },
    [mchId, current, send]
  )

  const clear = useCallback(async () => (mchId ? send([]) : false), [mchId, send])

  const data = q.data ?? EMPTY
  const lines = data.lines
  const items = useMemo(() => cartItems(data.calc), [data.calc])
  const countOf = useCallback((goodsId: number) => countOfGoods(lines, goodsId), [lines])
  const failure = q.isError ? q.error : write.error
  return {
    calc: data.calc,
    lines,
    items,
    loaded: mchId > 0 && (!token || q.data !== undefined),
    busy: q.isFetching || write.busy,
    error: failure ? (isApiError(failure) ? failure.message : t('common.requestFailed')) : null,
    count: lineCount(lines),
    countOf,
    setQty,
    addGoods,
    clear,
    reload: () => void q.refetch()
  }
}
