import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import type { Paged } from '../merchant/merchant-service.js'
import type { Message, MessageKind, UnreadCounts } from '@lotus/contract/messages'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import type { OrderMessageKey, PhraseValues } from '@lotus/contract/server-words'
import type { ContentNames } from '../../i18n/content-names.js'
import { messageText } from '../../i18n/server-words.js'

interface Row {
  id: number
  kind: MessageKind
  title: string
  body: string
  order_id: number | null
  created_at: number
  read: boolean
  text_key: string | null
  text_values: PhraseValues | null
}

// a platform notice (no user) shows once published (issue 38: the content team writes drafts first)
const VISIBLE = `(m.user_id = $1 OR (m.user_id IS NULL AND m.published))`
const SELECT = `SELECT m.id, m.kind, m.title, m.body, m.order_id, m.created_at, m.text_key, m.text_values,
    (r.user_id IS NOT NULL) AS read
  FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.user_id = $1`

const toMessage = (r: Row, locale: Locale, name?: (zh: string) => string): Message => ({
  id: r.id,
  kind: r.kind,
  ...messageText(r, locale, name),
  orderId: r.order_id,
  read: r.read,
  createdAt: toSeconds(r.created_at)
})

/**
 * Writes an order message to a user (for order services to call inside their transaction): its text as written
 * (Chinese) and, when it has one, its phrase's key and values, worded in the reader's language when read.
 */
export async function notifyOrder(
  t: Db,
  input: {
    userId: number
    orderId: number | null
    title: string
    body: string
    now: number
    key?: OrderMessageKey
    values?: PhraseValues
  }
): Promise<void> {
  await t.query(
    `INSERT INTO messages (user_id, kind, title, body, order_id, created_at, text_key, text_values)
     VALUES ($1, 'order', $2, $3, $4, $5, $6, $7)`,
    [
      input.userId,
      input.title,
      input.body,
      input.orderId,
      input.now,
      input.key ?? null,
      input.values ? JSON.stringify(input.values) : null
    ]
  )
}

/** Writes a notice to one user (an outcome they asked about: a report decided), in the caller's transaction. */
export async function notifyUser(
  t: Db,
  input: {
    userId: number
    title: string
    body: string
    now: number
    key?: OrderMessageKey
    values?: PhraseValues
  }
): Promise<void> {
  await t.query(
    `INSERT INTO messages (user_id, kind, title, body, order_id, created_at, text_key, text_values)
     VALUES ($1, 'notice', $2, $3, NULL, $4, $5, $6)`,
    [
      input.userId,
      input.title,
      input.body,
      input.now,
      input.key ?? null,
      input.values ? JSON.stringify(input.values) : null
    ]
  )
}

/** The message centre: lists by kind, one message, unread counts, marking read (one or all). */
export function createMessageService(deps: { db: Db; clock: Clock; names?: ContentNames }) {
  const { db, clock } = deps
  /** A shop's name in `locale` (a message names it as it was called then, in Chinese). */
  const nameIn = async (locale: Locale): Promise<((zh: string) => string) | undefined> => {
    if (locale === 'zh-Hant-MO' || !deps.names) return undefined
    const map = await deps.names.translations()
    const i = locale === 'en' ? 0 : 1
    return (zh) => map.get(zh)?.[i] || zh
  }
  return {
    async list(
      userId: number,
      q: { kind?: MessageKind; page: number; pageSize: number },
      locale: Locale = DEFAULT_LOCALE
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
      const name = await nameIn(locale)
      return {
        list: rows.map((r) => toMessage(r, locale, name)),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    /** One message (another user's answers as missing); opening it marks it read. */
    async info(userId: number, id: number, locale: Locale = DEFAULT_LOCALE): Promise<Message> {
      const r = await db.one<Row>(`${SELECT} WHERE ${VISIBLE} AND m.id = $2`, [userId, id])
      if (!r) throw notFound('找不到消息')
      await this.read(userId, { id })
      return { ...toMessage(r, locale, await nameIn(locale)), read: true }
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
