import {
  pointsMallLimitLeft,
  pointsMallPrice,
  type PointsMallOrder,
  type PointsMallWay,
  type PointsOrderState
} from '@lotus/contract/order-points'
import { AppError, ErrorCode, notFound, validation } from '../../../errors.js'
import { issueCoupon } from '../../coupon/issue.js'
import { DAY_MS, type ItemRow, type MallContext, type OrderRow, notifyExchange } from './shared.js'
import { placeCashOrder, orderOf } from './helpers.js'

/**
 * Exchanges `qty` of an item for points, once per clientKey (a retry answers the same exchange). Gifts go
 * to a supermarket store for pickup (a pickup code) or to one of the user's addresses; coupons are issued
 * at once. Not enough points → POINTS_INSUFFICIENT, no stock → GIFT_SOLD_OUT, over the per-user limit →
 * LIMIT_EXCEEDED; nothing changes then.
 */
export const exchange =
  (ctx: MallContext) =>
  async (
    userId: number,
    b: {
      clientKey: string
      itemId: number
      qty: number
      way: PointsMallWay
      storeId?: number | undefined
      addressId?: number | undefined
    }
  ): Promise<PointsMallOrder> => {
    const { db, clock, points, pickup } = ctx
    return db.tx(async (t) => {
      await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
      const known = await t.one<{ id: number }>(
        'SELECT id FROM pmall_orders WHERE user_id = $1 AND client_key = $2',
        [userId, b.clientKey]
      )
      if (known) return orderOf(ctx, t, userId, known.id)
      const item = await t.one<ItemRow>('SELECT * FROM pmall_items WHERE id = $1 AND on_sale', [b.itemId])
      if (!item) throw notFound('找不到禮品')
      if ((item.kind === 'coupon') !== (b.way === 'coupon')) {
        throw validation(item.kind === 'coupon' ? '參數 way 須為 coupon' : '參數 way 須為 pickup 或 delivery')
      }
      let storeId: number | null = null
      let address: OrderRow['address'] = null
      let orderAddress: Record<string, unknown> | null = null
      if (b.way === 'pickup') {
        if (b.storeId === undefined) throw validation('缺少參數 storeId（自取門店）')
        const s = await t.one<{ name: string; phone: string; address: string; lat: number; lng: number }>(
          `SELECT name, phone, address, lat, lng FROM merchants WHERE id = $1 AND 'supermarket' = ANY(verticals)`,
          [b.storeId]
        )
        if (!s) throw notFound('找不到自取門店')
        storeId = b.storeId
        orderAddress = {
          name: s.name,
          areaCode: '853',
          phone: s.phone,
          gender: 0,
          tag: '',
          address: s.address,
          detail: '到店自取',
          lat: s.lat,
          lng: s.lng
        }
      }
      let shipStoreId: number | null = null
      if (b.way === 'delivery') {
        // A delivered gift ships from the mall's first supermarket store; its merchant call ships it.
        shipStoreId =
          (
            await t.one<{ id: number }>(
              `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
            )
          )?.id ?? null
        if (b.addressId === undefined) throw new AppError(ErrorCode.ADDRESS_REQUIRED, '請選擇收貨地址')
        const a = await t.one<{
          name: string
          area_code: string
          phone: string
          gender: number
          tag: string
          address: string
          detail: string
          lat: number
          lng: number
        }>(
          `SELECT name, area_code, phone, gender, tag, address, detail, lat, lng FROM addresses
         WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
          [b.addressId, userId]
        )
        if (!a) throw notFound('找不到收貨地址')
        orderAddress = {
          name: a.name,
          areaCode: a.area_code,
          phone: a.phone,
          gender: a.gender,
          tag: a.tag,
          address: a.address,
          detail: a.detail,
          lat: a.lat,
          lng: a.lng
        }
        address = {
          name: a.name,
          phone: `+${a.area_code} ${a.phone}`,
          address: `${a.address} ${a.detail}`.trim()
        }
      }
      if (item.per_user > 0) {
        const had = await t.one<{ n: number }>(
          `SELECT COALESCE(SUM(qty), 0)::int AS n FROM pmall_orders
         WHERE user_id = $1 AND item_id = $2 AND status <> 'cancelled'`,
          [userId, item.id]
        )
        if (b.qty > pointsMallLimitLeft({ perUser: item.per_user }, had?.n ?? 0)) {
          throw new AppError(ErrorCode.LIMIT_EXCEEDED, `每人限兌${item.per_user}件`)
        }
      }
      const took = await t.one(
        'UPDATE pmall_items SET stock = stock - $2, exchanged = exchanged + $2 WHERE id = $1 AND stock >= $2 RETURNING id',
        [item.id, b.qty]
      )
      if (!took) throw new AppError(ErrorCode.GIFT_SOLD_OUT, `${item.name} 庫存不足`)
      const now = clock.now()
      const price = pointsMallPrice(item, b.qty)
      const cash = price.cash
      const status: PointsOrderState =
        cash > 0 ? 'unpaid' : b.way === 'pickup' ? 'to_pickup' : b.way === 'delivery' ? 'to_ship' : 'issued'
      const o = await t.one<{ id: number }>(
        `INSERT INTO pmall_orders (user_id, item_id, client_key, kind, name, qty, points, status, way, store_id,
         address, created_at, updated_at, cash, ship_store_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14) RETURNING id`,
        [
          userId,
          item.id,
          b.clientKey,
          item.kind,
          item.name,
          b.qty,
          price.points,
          status,
          b.way,
          storeId,
          address ? JSON.stringify(address) : null,
          now,
          cash,
          shipStoreId
        ]
      )
      const id = Number(o?.id)
      await points.spend(t, userId, price.points, `積分商城兌換：${item.name}`, `pmall:${id}`)
      if (cash > 0) {
        // The cash part is an order of kind 'points' paid at the normal cashier; until then points and stock
        // are held and no pickup code exists.
        const orderId = await placeCashOrder(ctx, t, {
          userId,
          exchangeId: id,
          clientKey: b.clientKey,
          name: item.name,
          qty: b.qty,
          cash,
          storeId: storeId ?? shipStoreId,
          address: orderAddress,
          now
        })
        await t.query('UPDATE pmall_orders SET order_id = $2 WHERE id = $1', [id, orderId])
        return orderOf(ctx, t, userId, id)
      }
      if (b.way === 'pickup' && storeId !== null) {
        await pickup.issue(t, { merchantId: storeId, userId, ref: `pmall:${id}` })
      }
      await notifyExchange(
        t,
        { user_id: userId, order_id: null, name: item.name, qty: b.qty },
        status === 'to_pickup' || status === 'to_ship' ? status : 'issued',
        now
      )
      if (b.way === 'coupon') {
        const couponId = await issueCoupon(t, {
          userId,
          type: 'coupon',
          templateKey: `pmall:${item.id}`,
          name: item.name,
          amount: item.coupon_amount ?? 0,
          threshold: item.coupon_threshold ?? 0,
          merchantId: item.coupon_merchant_id,
          expiresAt: now + (item.coupon_days ?? 30) * DAY_MS,
          createdAt: now
        })
        await t.query('UPDATE pmall_orders SET coupon_id = $2 WHERE id = $1', [id, couponId])
      }
      return orderOf(ctx, t, userId, id)
    })
  }
