import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import type { Paged } from '../merchant/merchant-service.js'
import type { Message, MessageKind, UnreadCounts } from '@lotus/contract/messages'

interface Row {
  id: number
  kind: MessageKind
  title: string
  body: string
  order_id: number | null
  created_at: number
  read: boolean
}

const VISIBLE = `(m.user_id = $1 OR m.user_id IS NULL)`
const SELECT = `SELECT m.id, m.kind, m.title, m.body, m.order_id, m.created_at, (r.user_id IS NOT NULL) AS read
  FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.user_id = $1`

const toMessage = (r: Row): Message => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  orderId: r.order_id,
  read: r.read,
  createdAt: toSeconds(r.created_at)
})

/** Writes an order message to a user (for order services to call inside their transaction). */
export async function notifyOrder(
  t: Db,
  input: { userId: number; orderId: number | null; title: string; body: string; now: number }
): Promise<void> {
  await t.query(
    `INSERT INTO messages (user_id, kind, title, body, order_id, created_at) VALUES ($1, 'order', $2, $3, $4, $5)`,
    [input.userId, input.title, input.body, input.orderId, input.now]
  )
}

/** The message centre: lists by kind, one message, unread counts, marking read (one or all). */
export function createMessageService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async list(
      userId: number,
      q: { kind?: MessageKind; page: number; pageSize: number }
    ): Promise<Paged<Message>> {
      const kind = q.kind ?? null
      const count = await db.one<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM messages m WHERE ${VISIBLE} AND ($2::text IS NULL OR m.kind = $2)`,
        [userId, kind]
      )
      const rows = await db.many<Row>(
        `${SELECT} WHERE ${VISIBLE} AND ($2::text IS NULL OR m.kind = $2) ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
        [userId, kind, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const total = count?.n ?? 0
      return {
        list: rows.map(toMessage),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    /** One message (another user's answers as missing); opening it marks it read. */
    async info(userId: number, id: number): Promise<Message> {
      const r = await db.one<Row>(`${SELECT} WHERE ${VISIBLE} AND m.id = $2`, [userId, id])
      if (!r) throw notFound('找不到消息')
      await this.read(userId, { id })
      return { ...toMessage(r), read: true }
    },

    async unread(userId: number): Promise<UnreadCounts> {
      const rows = await db.many<{ kind: MessageKind; n: number }>(
        `SELECT m.kind, COUNT(*)::int AS n FROM messages m
         LEFT JOIN message_reads r ON r.message_id = m.id AND r.user_id = $1
         WHERE ${VISIBLE} AND r.user_id IS NULL
         GROUP BY m.kind`,
        [userId]
      )
      const notice = rows.find((r) => r.kind === 'notice')?.n ?? 0
      const order = rows.find((r) => r.kind === 'order')?.n ?? 0
      return { notice, order, total: notice + order }
    },

    async read(userId: number, q: { id?: number; all?: boolean }): Promise<UnreadCounts> {
      const now = clock.now()
      if (q.all) {
        await db.query(
          `INSERT INTO message_reads (user_id, message_id, read_at)
           SELECT $1, m.id, $2 FROM messages m WHERE ${VISIBLE} ON CONFLICT DO NOTHING`,
          [userId, now]
        )
      } else if (q.id !== undefined) {
        const r = await db.query(
          `INSERT INTO message_reads (user_id, message_id, read_at)
           SELECT $1, m.id, $3 FROM messages m WHERE ${VISIBLE} AND m.id = $2 ON CONFLICT DO NOTHING`,
          [userId, q.id, now]
        )
        if (r.rowCount === 0) {
          const exists = await db.one(`SELECT 1 AS x FROM messages m WHERE ${VISIBLE} AND m.id = $2`, [
            userId,
            q.id
          ])
          if (!exists) throw notFound('找不到消息')
        }
      }
      return this.unread(userId)
    }
  }
}
