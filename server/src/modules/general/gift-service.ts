import {
  CARD_MAX_CHARS,
  cardLength,
  GIFT_EXPIRED_REASON,
  GIFT_LINK_TTL_MS,
  GIFT_STATE_TEXT,
  giftDateAllowed,
  type GiftRecipientView,
  type GiftState,
  type GiftView
} from '@lotus/contract/general'
import { stepNote } from '@lotus/contract/server-words'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { ellipsoidMeters } from '../fee/ellipsoid.js'
import type { JobQueue } from '../jobs/job-queue.js'
import { amendOrder } from '../order/amend.js'
import { lockOrder, returnHeld } from '../order/order-ops.js'
import type { OrderService } from '../order/order-service.js'
import { refundOnCancel } from '../order/order-refund.js'
import { insertGift, moveGift, type GiftRow } from './gift-links.js'

export const GIFT_EXPIRE_JOB = 'general.giftLinkExpire'

export interface SendWineInput {
  clientKey: string
  goodsId: number
  count: number
  recipientName: string
  recipientPhone: string
  address: { address: string; detail: string; lat: number; lng: number } | null
  deliverOn: string
  card: string
  giftWrap: boolean
}

const giftMissing = () => notFound('找不到禮物或連結已失效')

/** Sending wine as a gift (issue 11): the gift order, its recipient and the 48-hour address link. */
export function createGiftService(deps: { db: Db; clock: Clock; orders: OrderService; jobs: JobQueue }) {
  const { db, clock, orders, jobs } = deps

  /** Awaiting an address past its link's end counts as expired (also before the job has run). */
  const stateOf = (g: GiftRow, now: number): GiftState =>
    g.state === 'awaiting_address' && g.link_expires_at !== null && g.link_expires_at <= now
      ? 'expired'
      : g.state

  const toView = (g: GiftRow, now: number): GiftView => {
    const state = stateOf(g, now)
    return {
      orderId: g.order_id,
      token: g.token,
      state,
      stateText: GIFT_STATE_TEXT[state],
      recipientName: g.recipient_name,
      recipientPhone: g.recipient_phone,
      deliverOn: g.deliver_on,
      card: g.card,
      giftWrap: g.gift_wrap,
      linkExpiresAt: g.link_expires_at === null ? null : toSeconds(g.link_expires_at),
      addressFilled: g.address_filled_at !== null
    }
  }

  /** The gift named by a link: its order and token must match, and it must still be open. */
  async function byLink(t: Db, orderId: number, token: string, lock = false): Promise<GiftRow> {
    const g = await t.one<GiftRow>(
      `SELECT * FROM wine_gifts WHERE order_id = $1 AND token = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [orderId, token]
    )
    if (!g || stateOf(g, clock.now()) === 'expired') throw giftMissing()
    return g
  }

  /** Closes an unanswered gift: the link dies and the order is cancelled (a paid one refunded). */
  async function expire(t: Db, giftId: number): Promise<void> {
    const g = await t.one<GiftRow>('SELECT * FROM wine_gifts WHERE id = $1 FOR UPDATE', [giftId])
    if (!g || g.state !== 'awaiting_address') return
    const now = clock.now()
    await moveGift(t, g, 'expire', now)
    const o = await lockOrder(t, null, g.order_id)
    if (o.status !== 'unpaid' && o.status !== 'paid') return
    const reason = GIFT_EXPIRED_REASON
    await orders.move(
      t,
      o,
      'cancel',
      { type: 'system', name: GIFT_EXPIRE_JOB },
      {
        at: now,
        reason,
        ...stepNote('reasonOnly', { reason }),
        set: { cancel_reason: reason }
      }
    )
    await returnHeld(t, o, now)
    if (o.status === 'paid') await refundOnCancel(t, o, reason, now)
  }

  jobs.register<{ giftId: number }>(GIFT_EXPIRE_JOB, (t, p) => expire(t, p.giftId))

  return {
    async send(
      userId: number,
      input: SendWineInput
    ): Promise<{ orderId: number; total: number; gift: GiftView }> {
      const now = clock.now()
      if (cardLength(input.card) > CARD_MAX_CHARS) throw validation(`心意卡最多 ${CARD_MAX_CHARS} 字`)
      if (!giftDateAllowed(input.deliverOn, now)) throw validation('送達日期須為明天起 14 天內')
      const goods = await db.one<{
        merchant_id: number
        lat: number
        lng: number
        range: number
        ok: boolean
      }>(
        `SELECT g.merchant_id, m.lat, m.lng, m.delivery_range_m AS range, (f.alcohol OR f.gift_set) AS ok
         FROM goods g JOIN merchants m ON m.id = g.merchant_id
         JOIN general_stores s ON s.merchant_id = g.merchant_id AND s.kind = 'wine'
         JOIN general_goods f ON f.goods_id = g.id WHERE g.id = $1 AND g.on_sale`,
        [input.goodsId]
      )
      if (!goods?.ok) throw notFound('找不到可送禮的酒')
      return db.tx(async (t) => {
        const existing = await t.one<{ id: number }>(
          'SELECT id FROM orders WHERE user_id = $1 AND client_key = $2',
          [userId, input.clientKey]
        )
        // The order goes to the recipient's address, or to the store until the recipient fills one in.
        const a = input.address ?? {
          address: '待收禮人填寫地址',
          detail: '',
          lat: goods.lat,
          lng: goods.lng
        }
        if (input.address && ellipsoidMeters(goods.lat, goods.lng, a.lat, a.lng) > goods.range) {
          throw new AppError(ErrorCode.OUT_OF_RANGE, '收禮地址超出商家配送範圍')
        }
        const addr = await t.one<{ id: number }>(
          `INSERT INTO addresses (user_id, name, area_code, phone, gender, tag, address, detail, lat, lng, created_at,
             updated_at, deleted_at)
           VALUES ($1, $2, '853', $3, 0, '其他', $4, $5, $6, $7, $8, $8, NULL) RETURNING id`,
          [userId, input.recipientName, input.recipientPhone, a.address, a.detail, a.lat, a.lng, now]
        )
        if (!addr) throw new Error('address insert failed')
        const placed = await orders.placeIn(
          t,
          userId,
          {
            clientKey: input.clientKey,
            mchId: goods.merchant_id,
            addressId: addr.id,
            remark: `送禮：${input.giftWrap ? '禮品包裝，' : ''}${input.deliverOn} 送達`
          },
          {
            vertical: 'general',
            fulfilment: 'delivery',
            lines: [{ goodsId: input.goodsId, productId: input.goodsId, itemCount: input.count, props: [] }],
            // delivered tomorrow or later: the cellar's hours now are not the delivery's (issue 35 point 11)
            later: true
          }
        )
        // The recipient's address is the order's, not one of the giver's saved addresses.
        await t.query('UPDATE addresses SET deleted_at = $2 WHERE id = $1', [addr.id, now])
        if (existing) {
          const g = await t.one<GiftRow>('SELECT * FROM wine_gifts WHERE order_id = $1', [placed.orderId])
          if (!g) throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, '同一 clientKey 已用於其他訂單')
          return { orderId: placed.orderId, total: placed.total, gift: toView(g, now) }
        }
        const linkExpiresAt = input.address ? null : now + GIFT_LINK_TTL_MS
        const g = await insertGift(
          t,
          {
            orderId: placed.orderId,
            userId,
            recipientName: input.recipientName,
            recipientPhone: input.recipientPhone,
            deliverOn: input.deliverOn,
            card: input.card,
            giftWrap: input.giftWrap,
            linkExpiresAt
          },
          now
        )
        if (linkExpiresAt !== null) {
          await jobs.enqueue(t, {
            kind: GIFT_EXPIRE_JOB,
            runAt: linkExpiresAt,
            payload: { giftId: g.id },
            key: `gift:${g.id}`
          })
        }
        return { orderId: placed.orderId, total: placed.total, gift: toView(g, now) }
      })
    },

    /** The giver's view of the gift of one of their orders. */
    async ofOrder(userId: number, orderId: number): Promise<GiftView> {
      const g = await db.one<GiftRow>('SELECT * FROM wine_gifts WHERE order_id = $1 AND user_id = $2', [
        orderId,
        userId
      ])
      if (!g) throw giftMissing()
      return toView(g, clock.now())
    },

    /** What the recipient sees through the link: the gift without any price. */
    async recipientView(orderId: number, token: string): Promise<GiftRecipientView> {
      const g = await byLink(db, orderId, token)
      const o = await db.one<{
        merchant_name: string
        nickname: string
        address: { address: string; detail: string }
      }>(
        `SELECT m.name AS merchant_name, u.nickname, o.address FROM orders o JOIN merchants m ON m.id = o.merchant_id
         JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
        [orderId]
      )
      const items = await db.many<{ name: string; goods_id: number; item_count: number }>(
        'SELECT name, goods_id, item_count FROM order_items WHERE order_id = $1 ORDER BY sort, id',
        [orderId]
      )
      const state = stateOf(g, clock.now())
      return {
        token: g.token,
        state,
        stateText: GIFT_STATE_TEXT[state],
        senderName: o?.nickname ?? '',
        recipientName: g.recipient_name,
        storeName: o?.merchant_name ?? '',
        items: items.map((i) => ({
          name: i.name,
          image: `/api/img/goods/${i.goods_id}.svg`,
          itemCount: i.item_count
        })),
        deliverOn: g.deliver_on,
        card: g.card,
        giftWrap: g.gift_wrap,
        needsAddress: state === 'awaiting_address',
        linkExpiresAt: g.link_expires_at === null ? null : toSeconds(g.link_expires_at),
        address: state === 'ready' && o ? { address: o.address.address, detail: o.address.detail } : null
      }
    },

    /** The recipient fills in the address once, within 48 hours and the store's delivery range. */
    async fillAddress(
      orderId: number,
      token: string,
      a: { address: string; detail: string; lat: number; lng: number }
    ): Promise<GiftRecipientView> {
      await db.tx(async (t) => {
        const g = await byLink(t, orderId, token, true)
        if (g.state !== 'awaiting_address') throw new AppError(ErrorCode.ORDER_STATE, '地址已填寫')
        const o = await lockOrder(t, null, orderId)
        if (o.status === 'cancelled' || o.status === 'refunded') throw giftMissing()
        const m = await t.one<{ lat: number; lng: number; delivery_range_m: number }>(
          'SELECT lat, lng, delivery_range_m FROM merchants WHERE id = $1',
          [o.merchant_id]
        )
        const d = m ? ellipsoidMeters(m.lat, m.lng, a.lat, a.lng) : Infinity
        if (!m || d > m.delivery_range_m) throw new AppError(ErrorCode.OUT_OF_RANGE, '地址超出商家配送範圍')
        const now = clock.now()
        // The recipient has no account: the link's holder is the one customer who may fill it in.
        await amendOrder(
          t,
          o,
          {
            address: { ...o.address, address: a.address, detail: a.detail, lat: a.lat, lng: a.lng },
            distanceM: Math.round(d)
          },
          { title: '收禮人已填寫收貨地址', titleKey: 'giftAddressFilled' },
          { type: 'customer', name: '收禮人' },
          now
        )
        await moveGift(t, g, 'fillAddress', now)
      })
      return this.recipientView(orderId, token)
    }
  }
}

export type GiftService = ReturnType<typeof createGiftService>
