import { canChangeDelivery } from '@lotus/contract/order'
import { AppError, ErrorCode } from '../../../errors.js'
import { ellipsoidMeters } from '../../fee/ellipsoid.js'
import { amendOrder } from '../amend.js'
import { lockOrder, refuseGroupOrder } from '../order-ops.js'
import type { OrderDetail } from '../order-view.js'
import { detail, load } from './load.js'
import { customer, findAddress, toOrderAddress, type OrderContext } from './shared.js'

/** A new delivery point for an order the merchant has not accepted; it must be in range (fees unchanged). */
export const updateAddress =
  (ctx: OrderContext) =>
  async (userId: number, orderId: number, addressId: number): Promise<OrderDetail> => {
    await load(ctx, userId, orderId)
    await ctx.db.tx(async (t) => {
      const o = await lockOrder(t, userId, orderId)
      refuseGroupOrder(o)
      if (o.fulfilment === 'pickup') throw new AppError(ErrorCode.ORDER_STATE, '到店自取訂單無需收貨地址')
      // A supermarket order may move until the rider leaves; a takeaway order until the merchant accepts.
      const open =
        o.vertical === 'supermarket' ? canChangeDelivery(o) : o.status === 'unpaid' || o.status === 'paid'
      if (!open) {
        throw new AppError(
          ErrorCode.ORDER_STATE,
          o.vertical === 'supermarket' ? '訂單已出發配送，無法修改收貨地址' : '商家已接單，無法修改收貨地址'
        )
      }
      const a = await findAddress(t, userId, addressId)
      const m = await t.one<{ lat: number; lng: number; delivery_range_m: number }>(
        'SELECT lat, lng, delivery_range_m FROM merchants WHERE id = $1',
        [o.merchant_id]
      )
      if (m && ellipsoidMeters(m.lat, m.lng, a.lat, a.lng) > m.delivery_range_m) {
        throw new AppError(ErrorCode.OUT_OF_RANGE, '新地址超出商家配送範圍')
      }
      await amendOrder(
        t,
        o,
        { address: toOrderAddress(a) },
        { title: '已修改收貨地址', titleKey: 'addressChanged', note: `${a.address} ${a.detail}`.trim() },
        customer(userId),
        ctx.clock.now()
      )
    })
    return detail(ctx, userId, orderId)
  }
