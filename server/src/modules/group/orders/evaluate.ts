import { AppError, ErrorCode } from '../../../errors.js'
import { markEvaluated } from '../../order/amend.js'
import { shopOf } from '../../order/order-ops.js'
import { lockGroupOrder, type GroupContext } from './shared.js'
import { refreshRatings } from './ratings.js'

/** Rates a group order with at least one used code, once; the merchant's ratings are recomputed. */
export const evaluate =
  (ctx: GroupContext) =>
  async (
    userId: number,
    input: {
      orderId: number
      star: number
      tasteStar: number
      envStar: number
      serviceStar: number
      content: string
      images: string[]
    }
  ): Promise<{ commentId: number }> => {
    const { db, clock } = ctx
    return db.tx(async (t) => {
      const o = await lockGroupOrder(t, userId, input.orderId)
      if (o.evaluated) throw new AppError(ErrorCode.ALREADY_EVALUATED, '此訂單已評價')
      const used = await t.one<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM group_codes WHERE order_id = $1 AND state = 'used'",
        [o.id]
      )
      if ((used?.n ?? 0) === 0) throw new AppError(ErrorCode.ORDER_STATE, '到店使用後才能評價')
      const deal = await t.one<{ deal_id: number }>(
        'SELECT deal_id FROM group_order_deals WHERE order_id = $1',
        [o.id]
      )
      const now = clock.now()
      const c = await t.one<{ id: number }>(
        `INSERT INTO comments (user_id, order_id, merchant_id, star, taste_star, pack_star, env_star, service_star, content, images,
         anonymous, deal_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $8, $9, false, $10, $11) RETURNING id`,
        [
          userId,
          o.id,
          o.merchant_id,
          input.star,
          input.tasteStar,
          input.serviceStar,
          input.envStar,
          input.content,
          JSON.stringify(input.images),
          deal?.deal_id ?? null,
          now
        ]
      )
      if (!c) throw new Error('comment insert returned nothing')
      await markEvaluated(t, o.id, c.id, now)
      await refreshRatings(t, shopOf(o))
      return { commentId: c.id }
    })
  }
