import { productOf } from '@lotus/contract/cart-line'
import { toSeconds, type Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { addressById } from '../address/address-service.js'
import {
  addToCart,
  cartCount,
  clearCart,
  MAX_LINE_QTY,
  replaceCart,
  type StoredCartLine
} from '../cart/cart-store.js'
import type { CartCalc, CartLine, CartWarning } from '@lotus/contract/cart'
import { cartWarningsText } from '@lotus/contract/cart-warnings'
import type { Vertical } from '@lotus/contract/verticals'
import { quoteCart } from '../pricing/quote-cart.js'

// The cart endpoints: the stored cart (modules/cart, which pricing reads) priced by modules/pricing. A module of
// its own above both, so cart and pricing do not import each other.

export interface CalcInput {
  mchId: number
  lat: number
  lng: number
  data?: CartLine[] | null
  /** Absent → the best usable one; 0 → none (the app drops null fields, so 0 means "no coupon"). */
  couponId?: number
  redEnvelopeId?: number
  freeDeliveryId?: number
  addressId?: number
  /** 'pickup': priced for self-pickup at the store. */
  fulfilment?: 'delivery' | 'pickup'
  /** An order for later (a booked slot, a pickup): opening hours now do not matter. */
  scheduled?: boolean
  /** The vertical of the order being priced (a supermarket checkout says so): coupons of another are not offered. */
  vertical?: Vertical
}

/** The store caps counts at 300; the calc that received a larger count still reports the cap. */
function withQtyWarning(calc: CartCalc, counts: number[]): CartCalc {
  const said = calc.warnings.some((w) => w.key === 'cap' && w.values.n === MAX_LINE_QTY)
  if (!counts.some((n) => n > MAX_LINE_QTY) || said) return calc
  const warnings: CartWarning[] = [{ key: 'cap', values: { n: MAX_LINE_QTY } }, ...calc.warnings]
  return { ...calc, warnMsg: cartWarningsText(warnings), warnings }
}

const chosen = (id: number | undefined) => (id === undefined ? undefined : id === 0 ? null : id)

/** Keeps only props as `{name, values: [{value}]}` (what the merge rule and the order store). */
const cleanLine = (l: CartLine): CartLine => ({
  goodsId: l.goodsId,
  ...(l.productId !== undefined ? { productId: l.productId } : {}),
  itemCount: l.itemCount,
  props: l.props.map((p) => ({ name: p.name, values: p.values.map((v) => ({ value: v.value })) })),
  ...(l.optType !== undefined && l.optType !== null ? { optType: l.optType } : {})
})

export function createCartService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function assertMerchant(mchId: number) {
    const known = await db.cached(`merchant-exists:${mchId}`, ['merchants'], async (d) =>
      Boolean(await d.one('SELECT 1 AS x FROM merchants WHERE id = $1', [mchId]))
    )
    if (!known) throw notFound('找不到商家')
  }

  async function quote(userId: number, input: CalcInput, stored?: StoredCartLine[]): Promise<CartCalc> {
    let { lat, lng } = input
    if (input.addressId !== undefined) {
      const a = await addressById(db, userId, input.addressId)
      if (!a) throw notFound('找不到地址')
      lat = a.lat
      lng = a.lng
    }
    return quoteCart(db, {
      userId,
      mchId: input.mchId,
      lat,
      lng,
      lines: null,
      ...(stored ? { stored } : {}),
      couponId: chosen(input.couponId),
      redEnvelopeId: chosen(input.redEnvelopeId),
      freeDeliveryId: chosen(input.freeDeliveryId),
      now: toSeconds(clock.now()),
      pickup: input.fulfilment === 'pickup',
      scheduled: input.scheduled === true || input.fulfilment === 'pickup',
      vertical: input.vertical
    })
  }

  /** A line's productId names the goods itself or one of its SKUs; another goods' SKU is refused, as is no SKU
   * for a goods that has them. */
  async function assertProduct(l: CartLine) {
    const skus = await db.many<{ id: number }>('SELECT id FROM goods WHERE sku_of = $1', [l.goodsId])
    const pid = productOf(l)
    if (skus.length === 0 ? pid !== l.goodsId : !skus.some((k) => k.id === pid))
      throw new AppError(ErrorCode.VALIDATION, skus.length === 0 ? '商品沒有此規格' : '請選擇規格')
  }

  return {
    /** A list in `data` replaces the stored cart (goods not of this merchant are dropped); then quotes it. */
    async calc(userId: number, input: CalcInput): Promise<CartCalc> {
      await assertMerchant(input.mchId)
      // A list in `data` is stored first; the quote then prices what was stored (no second read).
      const stored = input.data
        ? await db.tx((t) => replaceCart(t, userId, input.mchId, input.data!.map(cleanLine)))
        : undefined
      return withQtyWarning(await quote(userId, input, stored), input.data?.map((l) => l.itemCount) ?? [])
    },

    /** Adds a line with the merge rule; unknown goods → NOT_FOUND, goods taken off sale → GOODS_UNAVAILABLE. */
    async add(
      userId: number,
      input: { mchId: number; lat: number; lng: number } & CartLine
    ): Promise<CartCalc> {
      await assertMerchant(input.mchId)
      const g = await db.one<{ on_sale: boolean; name: string }>(
        'SELECT on_sale, name FROM goods WHERE id = $1 AND merchant_id = $2 AND sku_of IS NULL',
        [input.goodsId, input.mchId]
      )
      if (!g) throw notFound('找不到商品')
      await assertProduct(input)
      if (!g.on_sale && input.itemCount > 0)
        throw new AppError(ErrorCode.GOODS_UNAVAILABLE, `${g.name} 已下架`)
      const stored = await db.tx((t) => addToCart(t, userId, input.mchId, cleanLine(input)))
      return withQtyWarning(await quote(userId, input, stored), [input.itemCount])
    },

    count: (userId: number, mchId?: number) => cartCount(db, userId, mchId),

    clear: (userId: number, mchId: number) => clearCart(db, userId, mchId)
  }
}
