import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound, validation } from '../../errors.js'
import type { Feedback, FeedbackDetail, FeedbackStatus } from '@lotus/contract/feedback'

export type { FeedbackStatus }

interface FeedbackRow {
  id: number
  category: string
  content: string
  images: string[]
  status: FeedbackStatus
  created_at: number
  updated_at: number
}

const toFeedback = (r: FeedbackRow): Feedback => ({
  id: r.id,
  category: r.category,
  content: r.content,
  images: r.images,
  status: r.status,
  createdAt: toSeconds(r.created_at),
  updatedAt: toSeconds(r.updated_at)
})

/** Feedback with up to 4 photos (the user's own uploads) and its progress: received → processing → replied → closed. */
export function createFeedbackService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async submit(userId: number, input: { category: string; content: string; images: string[] }) {
      const ids = input.images.map((p) => p.slice('/api/files/'.length))
      if (ids.length) {
        const own = await db.one<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM uploads WHERE id = ANY($1::text[]) AND user_id = $2',
          [ids, userId]
        )
        if ((own?.n ?? 0) !== new Set(ids).size) throw validation('圖片無效，請重新上傳')
      }
      const now = clock.now()
      const r = await db.one<FeedbackRow>(
        `INSERT INTO feedbacks (user_id, category, content, images, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'received', $5, $5) RETURNING *`,
        [userId, input.category, input.content, JSON.stringify(input.images), now]
      )
      if (!r) throw new Error('feedback insert failed')
      return toFeedback(r)
    },

    async list(userId: number) {
      const rows = await db.many<FeedbackRow>(
        'SELECT * FROM feedbacks WHERE user_id = $1 ORDER BY id DESC LIMIT 100',
        [userId]
      )
      return rows.map(toFeedback)
    },

    /** One feedback with its replies; another user's answers as missing. */
    async info(userId: number, id: number): Promise<FeedbackDetail> {
      const r = await db.one<FeedbackRow>('SELECT * FROM feedbacks WHERE id = $1 AND user_id = $2', [
        id,
        userId
      ])
      if (!r) throw notFound('找不到反饋')
      const replies = await db.many<{ author: string; content: string; created_at: number }>(
        'SELECT author, content, created_at FROM feedback_replies WHERE feedback_id = $1 ORDER BY id',
        [id]
      )
      return {
        ...toFeedback(r),
        replies: replies.map((x) => ({
          author: x.author,
          content: x.content,
          createdAt: toSeconds(x.created_at)
        }))
      }
    },

    /**
     * Non-production simulator: one step on (received → processing → replied with a reply → closed); returns the
     * new status. A closed feedback stays closed (ORDER_STATE-like refusal is not needed: it answers `closed`).
     */
    async simulateStep(id: number, reply?: string): Promise<FeedbackStatus> {
      const r = await db.one<{ status: FeedbackStatus }>('SELECT status FROM feedbacks WHERE id = $1', [id])
      if (!r) throw notFound('找不到反饋')
      const next: Record<FeedbackStatus, Exclude<FeedbackStatus, 'received'>> = {
        received: 'processing',
        processing: 'replied',
        replied: 'closed',
        closed: 'closed'
      }
      const to = next[r.status]
      if (to !== r.status) {
        await this.staffReply(
          id,
          to,
          to === 'replied' ? (reply ?? '感謝你的反饋，我們已跟進處理，如有需要會再聯絡你。') : undefined
        )
      }
      return to
    },

    /** Staff side (and tests): move the progress on, optionally with a reply. */
    async staffReply(id: number, status: Exclude<FeedbackStatus, 'received'>, reply?: string) {
      const now = clock.now()
      await db.tx(async (t) => {
        const r = await t.query('UPDATE feedbacks SET status = $2, updated_at = $3 WHERE id = $1', [
          id,
          status,
          now
        ])
        if (r.rowCount !== 1) throw notFound('找不到反饋')
        if (reply) {
          await t.query(
            `INSERT INTO feedback_replies (feedback_id, author, content, created_at) VALUES ($1, 'staff', $2, $3)`,
            [id, reply, now]
          )
        }
      })
    }
  }
}
