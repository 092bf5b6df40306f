import { request } from './request'

/** Server-computed cart (docs/contract-issue3.md "Cart"). Money in avos. */
export interface CartProp {
  name: string
  values: Array<{ value: string }>
}

/** A line as the app sends it (calc `data`, cart/add). */
export interface CartLine {
  goodsId: number
  productId?: number
  itemCount: number
  props: CartProp[]
  optType?: number | null
}

export interface CartItem {
  cartId: number
  goodsId: number
  productId: number
  itemCount: number
  bagNo: 1
  props: CartProp[]
  optType: number | null
  name: string
  image: string
  unitPrice: number
  amount: number
  stock: number
  limitBuy: number
  /** why the line cannot be bought (removed, sold out, option gone) */
  invalid: string | null
}

export interface FeeLine {
  label: string
  /** signed avos: charges positive, reductions negative */
  amount: number
}

export interface Coupon {
  id: number
  type: 'coupon' | 'redEnvelope'
  name: string
  amount: number
  threshold: number
  mchId: number | null
  expireAt: number
  status: 'usable' | 'used' | 'expired'
}

export interface CartResult {
  goodsAmount: number
  packFee: number
  deliveryFee: number
  deliveryFeeLabel: string
  fullReduction: number
  discount: number
  couponAmount: number
  redEnvelopeAmount: number
  total: number
  minOrder: number
  gapToMin: number
  canSubmit: boolean
  distanceM: number
  feeLines: FeeLine[]
}

export interface CartCalc {
  cartInfo: Array<{ bagNo: 1; items: CartItem[] }>
  /** label may carry <em>…</em> emphasis (spec §5: restyled orange) */
  actInfo: { label: string; reduce: number }
  result: CartResult
  coupons: Coupon[]
  redEnvelopes: Coupon[]
  warnMsg: string | null
  couponId?: number | null
  redEnvelopeId?: number | null
}

export interface CalcInput {
  mchId: number
  lng: number
  lat: number
  /** null reads the stored cart; a list replaces it */
  data: CartLine[] | null
  storeType?: string
  couponId?: number
  redEnvelopeId?: number
  addressId?: number
}

/** POST /v2/wm/cart/calc (JSON). Not a loginCall: a 401 saves the page and opens login (spec §8). */
export const calcCart = (input: CalcInput, opts: { silent?: boolean } = {}) =>
  request<CartCalc>('/v2/wm/cart/calc', { method: 'POST', json: true, data: input, silent: opts.silent })

/** POST /v1/store/cart/add (JSON), loading 正在添加 (spec §7). */
export const addToCart = (input: { mchId: number; lat?: number; lng?: number } & CartLine) =>
  request<CartCalc>('/v1/store/cart/add', { method: 'POST', json: true, data: input, loading: '正在添加' })

/** GET /v1/store/cart/totalCount: flagged, so a logged-out user is not sent to login. */
export const cartTotalCount = (mchId?: number) =>
  request<number>('/v1/store/cart/totalCount', { data: { mchId }, loginCall: true, silent: true })

/** POST /v1/store/cart/clear (form). */
export const clearCart = (mchId: number) =>
  request<null>('/v1/store/cart/clear', { method: 'POST', data: { mchId } })
