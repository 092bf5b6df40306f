import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { refreshRatings as refreshGroupRatings } from '../group/group-orders.js'
import { markEvaluated } from '../order/amend.js'
import { lockOrder, refuseGroupOrder, shopOf } from '../order/order-ops.js'

export interface EvaluateInput {
  star: number
  tasteStar: number
  packStar: number
  content: string
  images?: string[] | undefined
  anonymous?: boolean | undefined
}

const round1 = (v: number) => Math.round(v * 10) / 10

/**
 * The merchant's star averages from its (not deleted) comments; with none left the listed ratings stay. The
 * merchant row is locked first so two evaluations in parallel cannot both average without the other.
 */
async function refreshMerchantStars(t: Db, merchantId: number): Promise<void> {
  await t.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId])
  const agg = await t.one<{ n: number; star: number | null; taste: number | null; pack: number | null }>(
    `SELECT COUNT(*)::int AS n, AVG(star)::float8 AS star, AVG(taste_star)::float8 AS taste, AVG(pack_star)::float8 AS pack
     FROM comments WHERE merchant_id = $1 AND deleted_at IS NULL`,
    [merchantId]
  )
  if (!agg || agg.n === 0) return
  await t.query('UPDATE merchants SET star = $2, taste_star = $3, pack_star = $4 WHERE id = $1', [
    merchantId,
    round1(agg.star ?? 0),
    round1(agg.taste ?? 0),
    round1(agg.pack ?? 0)
  ])
}

/**
 * After a comment leaves the lists (deleted by its writer, hidden by an operator): the merchant's averages, and a
 * group merchant's environment and service averages too (issue 10), in the caller's transaction.
 */
export async function refreshStarsAfterRemoval(t: Db, merchantId: number): Promise<void> {
  await refreshMerchantStars(t, merchantId)
  const group = await t.one<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM comments WHERE merchant_id = $1 AND env_star IS NOT NULL',
    [merchantId]
  )
  if ((group?.n ?? 0) > 0) await refreshGroupRatings(t, merchantId)
}

/** Upload URLs (`/api/files/<id>`) must be the user's own uploads. */
async function assertOwnUploads(db: Db, userId: number, images: readonly string[]): Promise<void> {
  if (images.length === 0) return
  const ids = images.map((u) => u.slice('/api/files/'.length))
  const row = await db.one<{ n: number }>(
    'SELECT COUNT(DISTINCT id)::int AS n FROM uploads WHERE id = ANY($1::text[]) AND user_id = $2',
    [ids, userId]
  )
  if ((row?.n ?? 0) !== new Set(ids).size) throw validation('參數 images 含有無效的圖片')
}

export function createEvaluationService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    assertOwnUploads: (userId: number, images: readonly string[]) => assertOwnUploads(db, userId, images),

    /** Once per completed order (ALREADY_EVALUATED after); updates the merchant's star averages. */
    async evaluate(userId: number, orderId: number, input: EvaluateInput): Promise<void> {
      await assertOwnUploads(db, userId, input.images ?? [])
      await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        refuseGroupOrder(o)
        if (o.evaluated) throw new AppError(ErrorCode.ALREADY_EVALUATED, '此訂單已評價')
        if (o.status !== 'completed') throw new AppError(ErrorCode.ORDER_STATE, '訂單完成後才能評價')
        const now = clock.now()
        const c = await t.one<{ id: number }>(
          `INSERT INTO comments (user_id, order_id, merchant_id, star, taste_star, pack_star, content, images, anonymous, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            userId,
            o.id,
            o.merchant_id,
            input.star,
            input.tasteStar,
            input.packStar,
            input.content,
            JSON.stringify(input.images ?? []),
            input.anonymous ?? false,
            now
          ]
        )
        await markEvaluated(t, o.id, c?.id ?? null, now)
        await refreshMerchantStars(t, shopOf(o))
      })
    },

    /** Deletes the user's own comment (another user's answers NOT_FOUND); the order stays evaluated. */
    async deleteComment(userId: number, commentId: number): Promise<void> {
      await db.tx(async (t) => {
        const c = await t.one<{ merchant_id: number }>(
          'UPDATE comments SET deleted_at = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING merchant_id',
          [commentId, userId, clock.now()]
        )
        if (!c) throw notFound('找不到評價')
        await refreshStarsAfterRemoval(t, c.merchant_id)
      })
    }
  }
}

export type EvaluationService = ReturnType<typeof createEvaluationService>
