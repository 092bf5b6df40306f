import type { Locale } from '@lotus/contract/locale'
import { orderNotFound } from '../order-ops.js'
import { SELECT_ORDER, toDetail, type OrderDetail, type OrderWithMerchant } from '../order-view.js'
import { expireOne } from './expire.js'
import type { OrderContext } from './shared.js'

/** The order with its merchant, after closing it if its payment window has passed (check on read). */
export async function load(ctx: OrderContext, userId: number, orderId: number): Promise<OrderWithMerchant> {
  const row = await ctx.db.one<OrderWithMerchant>(`${SELECT_ORDER} WHERE o.id = $1 AND o.user_id = $2`, [
    orderId,
    userId
  ])
  if (!row) throw orderNotFound()
  if (row.status === 'unpaid' && row.pay_deadline <= ctx.clock.now()) {
    await expireOne(ctx, row.id)
    return load(ctx, userId, orderId)
  }
  return row
}

export async function detail(
  ctx: OrderContext,
  userId: number,
  orderId: number,
  locale?: Locale
): Promise<OrderDetail> {
  return toDetail(ctx.db, await load(ctx, userId, orderId), ctx.clock.now(), locale)
}
