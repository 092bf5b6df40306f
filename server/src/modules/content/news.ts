import type { AdminNews } from '@lotus/contract/content'
import type { Page } from '@lotus/contract/page'
import {
  auditBy,
  lockNews,
  NEWS_SELECT,
  toAdminNews,
  type ContentCaller,
  type ContentDeps,
  type NewsRow
} from './shared.js'

/** News articles (platform notices), newest first, drafts included. */
export async function listNews(
  d: ContentDeps,
  q: { page: number; pageSize: number }
): Promise<Page<AdminNews>> {
  const count = await d.db.one<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM messages WHERE user_id IS NULL AND kind = 'notice'`
  )
  const rows = await d.db.many<NewsRow>(
    `${NEWS_SELECT} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [q.pageSize, (q.page - 1) * q.pageSize]
  )
  const total = count?.n ?? 0
  return {
    list: rows.map(toAdminNews),
    page: q.page,
    pageSize: q.pageSize,
    total,
    hasMore: q.page * q.pageSize < total
  }
}

/** A draft: customers see nothing of it until it is published. */
export async function createNews(
  d: ContentDeps,
  c: ContentCaller,
  input: { title: string; body: string }
): Promise<AdminNews> {
  return d.db.tx(async (t) => {
    const row = await t.one<NewsRow>(
      `INSERT INTO messages (user_id, kind, title, body, created_at, published)
       VALUES (NULL, 'notice', $1, $2, $3, false) RETURNING id, title, body, published, created_at, version`,
      [input.title, input.body, d.clock.now()]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'content.news.create',
      subjectType: 'news',
      subjectId: row!.id,
      after: { title: input.title }
    })
    return toAdminNews(row!)
  })
}

/** New words for an article; a published one changes in place (customers who read it keep it read). */
export async function updateNews(
  d: ContentDeps,
  c: ContentCaller,
  input: { id: number; version: number; title: string; body: string }
): Promise<AdminNews> {
  return d.db.tx(async (t) => {
    const before = await lockNews(t, input.id, input.version)
    const row = await t.one<NewsRow>(
      `UPDATE messages SET title = $2, body = $3, version = version + 1 WHERE id = $1
       RETURNING id, title, body, published, created_at, version`,
      [input.id, input.title, input.body]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'content.news.update',
      subjectType: 'news',
      subjectId: input.id,
      before: { title: before.title, body: before.body },
      after: { title: input.title, body: input.body }
    })
    return toAdminNews(row!)
  })
}

/** Publish (it heads customers' lists from now) or take it back (it leaves them at once). */
export async function publishNews(
  d: ContentDeps,
  c: ContentCaller,
  input: { id: number; version: number; published: boolean }
): Promise<AdminNews> {
  return d.db.tx(async (t) => {
    const before = await lockNews(t, input.id, input.version)
    const row = await t.one<NewsRow>(
      `UPDATE messages SET published = $2, version = version + 1,
         created_at = CASE WHEN $2 AND NOT published THEN $3 ELSE created_at END
       WHERE id = $1 RETURNING id, title, body, published, created_at, version`,
      [input.id, input.published, d.clock.now()]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: input.published ? 'content.news.publish' : 'content.news.unpublish',
      subjectType: 'news',
      subjectId: input.id,
      before: { published: before.published },
      after: { published: row!.published }
    })
    return toAdminNews(row!)
  })
}
