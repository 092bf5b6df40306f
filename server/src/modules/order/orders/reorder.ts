import type { CartLine, CartProp } from '@lotus/contract/cart'
import type { ReorderAnswer, ReorderChange } from '@lotus/contract/order'
import { toSeconds } from '../../../clock.js'
import { quoteCart } from '../../pricing/quote-cart.js'
import { shopOf, verticalOf } from '../order-ops.js'
import { load } from './load.js'
import type { OrderContext } from './shared.js'

/** The order's lines for the cart again, with what changed on today's menu (changed lines are left out). */
export const reorder =
  (ctx: OrderContext) =>
  async (userId: number, orderId: number): Promise<ReorderAnswer> => {
    const o = await load(ctx, userId, orderId)
    const items = await ctx.db.many<{
      goods_id: number
      product_id: number
      name: string
      props: CartProp[]
      item_count: number
      unit_price: number
    }>(
      // the SKU the line sold (product_id), or the goods itself
      `SELECT goods_id, COALESCE(product_id, goods_id) AS product_id, name, props, item_count, unit_price
       FROM order_items WHERE order_id = $1 ORDER BY sort, id`,
      [o.id]
    )
    const calc = await quoteCart(ctx.db, {
      userId,
      mchId: shopOf(o),
      lat: o.address.lat,
      lng: o.address.lng,
      lines: items.map((i) => ({
        goodsId: i.goods_id,
        productId: i.product_id,
        itemCount: i.item_count,
        props: i.props
      })),
      couponId: null,
      redEnvelopeId: null,
      now: toSeconds(ctx.clock.now()),
      vertical: verticalOf(o)
    })
    const quoted = calc.cartInfo.flatMap((b) => b.items)
    const lines: CartLine[] = []
    const changes: ReorderChange[] = []
    items.forEach((i, n) => {
      const q = quoted[n]
      if (!q || q.invalidKey === 'offSale') {
        changes.push({ goodsId: i.goods_id, name: i.name, kind: 'removed', before: i.name, after: null })
        return
      }
      if (q.invalidKey === 'soldOut') {
        changes.push({ goodsId: i.goods_id, name: i.name, kind: 'soldOut', before: i.item_count, after: 0 })
        return
      }
      if (q.invalid) {
        const opts = i.props.flatMap((p) => p.values.map((v) => v.value)).join(',')
        changes.push({ goodsId: i.goods_id, name: i.name, kind: 'option', before: opts, after: null })
        return
      }
      if (q.unitPrice !== i.unit_price) {
        changes.push({
          goodsId: i.goods_id,
          name: i.name,
          kind: 'price',
          before: i.unit_price,
          after: q.unitPrice
        })
      }
      lines.push({ goodsId: i.goods_id, productId: i.product_id, itemCount: i.item_count, props: i.props })
    })
    return { mchId: shopOf(o), lines, changes }
  }
