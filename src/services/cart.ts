import type { Vertical } from '@lotus/contract/verticals'
import { request } from './request'

// The server's own cart types (type-only: nothing of the server reaches the bundle), so the app and
// the API cannot drift. Money in avos.
import type { CartCalc, CartLine } from '@lotus/contract/cart'

export type {
  CartCalc,
  CartItem,
  CartLine,
  CartProp,
  CartResult,
  Coupon,
  FeeLine
} from '@lotus/contract/cart'
import { loadingWord } from './words'

export interface CalcInput {
  mchId: number
  lng: number
  lat: number
  /** null reads the stored cart; a list replaces it */
  data: CartLine[] | null
  storeType?: string
  couponId?: number
  redEnvelopeId?: number
  /** a god member's free-delivery voucher: absent = the best, 0 = none */
  freeDeliveryId?: number
  addressId?: number
  /** 'pickup': priced for self-pickup at the store (no delivery fee) */
  fulfilment?: 'delivery' | 'pickup'
  /** an order for later (a booked slot): the store need not be open right now */
  scheduled?: boolean
  /** the order's vertical: coupons kept to another vertical are not offered */
  vertical?: Vertical
}

/** POST /v2/wm/cart/calc (JSON). Not a loginCall: a 401 saves the page and opens login (spec §8). */
export const calcCart = (input: CalcInput, opts: { silent?: boolean } = {}) =>
  request<CartCalc>('/v2/wm/cart/calc', { method: 'POST', json: true, data: input, silent: opts.silent })

/** POST /v1/store/cart/add (JSON), loading 正在添加 (spec §7). */
export const addToCart = (input: { mchId: number; lat?: number; lng?: number } & CartLine) =>
  request<CartCalc>('/v1/store/cart/add', {
    method: 'POST',
    json: true,
    data: input,
    loading: loadingWord('add')
  })

/** GET /v1/store/cart/totalCount: flagged, so a logged-out user is not sent to login. */
export const cartTotalCount = (mchId?: number) =>
  request<number>('/v1/store/cart/totalCount', { data: { mchId }, loginCall: true, silent: true })

/** POST /v1/store/cart/clear (form). */
export const clearCart = (mchId: number) =>
  request<null>('/v1/store/cart/clear', { method: 'POST', data: { mchId } })
