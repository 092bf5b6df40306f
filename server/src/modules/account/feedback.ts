import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import type { Feedback, FeedbackDetail, FeedbackStatus } from '@lotus/contract/feedback'
import { FEEDBACK_MOVES, type OpsFeedbackRow } from '@lotus/contract/ops'
import { maskPhone } from '@lotus/contract/phone'

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

    /** Support's queue (issue 38): newest first, every user's, with replies; the phone masked. */
    async queue(q: { status?: FeedbackStatus | undefined; page: number; pageSize: number }) {
      const params: unknown[] = []
      const cond = q.status ? (params.push(q.status), 'WHERE f.status = $1') : ''
      const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM feedbacks f ${cond}`, params)
      const rows = await db.many<FeedbackRow & { user_id: number; version: number; phone: string }>(
        `SELECT f.*, u.phone FROM feedbacks f JOIN users u ON u.id = f.user_id ${cond}
         ORDER BY f.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
        params
      )
      const replies = rows.length
        ? await db.many<{ feedback_id: number; author: string; content: string; created_at: number }>(
            'SELECT feedback_id, author, content, created_at FROM feedback_replies WHERE feedback_id = ANY($1::int[]) ORDER BY id',
            [rows.map((r) => r.id)]
          )
        : []
      const list: OpsFeedbackRow[] = rows.map((r) => ({
        ...toFeedback(r),
        userId: r.user_id,
        phone: maskPhone(r.phone),
        version: r.version,
        replies: replies
          .filter((x) => x.feedback_id === r.id)
          .map((x) => ({ author: x.author, content: x.content, createdAt: toSeconds(x.created_at) }))
      }))
      return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize }
    },

    /**
     * Support moves a feedback in the caller's transaction (its audit entry beside): only along FEEDBACK_MOVES,
     * only from the version it read (STALE_VERSION otherwise), a reply exactly with `replied`.
     */
    async moveIn(
      t: Db,
      input: {
        id: number
        version: number
        status: Exclude<FeedbackStatus, 'received'>
        reply?: string | undefined
      }
    ) {
      const r = await t.one<{ status: FeedbackStatus; version: number }>(
        'SELECT status, version FROM feedbacks WHERE id = $1 FOR UPDATE',
        [input.id]
      )
      if (!r) throw notFound('找不到反饋')
      if (r.version !== input.version)
        throw new AppError(ErrorCode.STALE_VERSION, '此反饋剛被其他同事處理，請重新載入')
      if (!FEEDBACK_MOVES[r.status].includes(input.status))
        throw new AppError(
          ErrorCode.FEEDBACK_STATE,
          r.status === 'closed' ? '反饋已結束' : '反饋不可改為此狀態'
        )
      if (input.status === 'replied' && !input.reply) throw validation('請填寫回覆內容')
      if (input.status !== 'replied' && input.reply) throw validation('只有回覆時可填寫內容')
      const now = clock.now()
      await t.query(
        'UPDATE feedbacks SET status = $2, updated_at = $3, version = version + 1 WHERE id = $1',
        [input.id, input.status, now]
      )
      if (input.reply) {
        await t.query(
          `INSERT INTO feedback_replies (feedback_id, author, content, created_at) VALUES ($1, 'staff', $2, $3)`,
          [input.id, input.reply, now]
        )
      }
      return { before: r.status, after: input.status, version: r.version + 1 }
    },

    /** Staff side (and tests): move the progress on, optionally with a reply. */
    async staffReply(id: number, status: Exclude<FeedbackStatus, 'received'>, reply?: string) {
      const now = clock.now()
      await db.tx(async (t) => {
        const r = await t.query(
          'UPDATE feedbacks SET status = $2, updated_at = $3, version = version + 1 WHERE id = $1',
          [id, status, now]
        )
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

export type FeedbackService = ReturnType<typeof createFeedbackService>
