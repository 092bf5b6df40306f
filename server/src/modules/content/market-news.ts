import type { AdminMarketNews } from '@lotus/contract/content'
import type { Page } from '@lotus/contract/page'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { auditBy, stale, type ContentCaller, type ContentDeps } from './shared.js'

interface Row {
  id: number
  title: string
  summary: string
  body: string
  published: boolean
  created_at: number
  version: number
}

const COLUMNS = 'id, title, summary, body, published, created_at, version'

const toAdmin = (r: Row): AdminMarketNews => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  body: r.body,
  published: r.published,
  publishedAt: r.published ? toSeconds(Number(r.created_at)) : null,
  version: r.version
})

async function lock(t: Db, id: number, version: number): Promise<Row> {
  const r = await t.one<Row>(`SELECT ${COLUMNS} FROM market_news WHERE id = $1 FOR UPDATE`, [id])
  if (!r) throw notFound('找不到這篇資訊')
  if (r.version !== version) throw stale()
  return r
}

/** The supermarket's news (超市資訊), newest first, drafts included. */
export async function listMarketNews(
  d: ContentDeps,
  q: { page: number; pageSize: number }
): Promise<Page<AdminMarketNews>> {
  const count = await d.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM market_news')
  const rows = await d.db.many<Row>(
    `SELECT ${COLUMNS} FROM market_news ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [q.pageSize, (q.page - 1) * q.pageSize]
  )
  const total = count?.n ?? 0
  return {
    list: rows.map(toAdmin),
    page: q.page,
    pageSize: q.pageSize,
    total,
    hasMore: q.page * q.pageSize < total
  }
}

/** A draft for every supermarket store: customers see nothing of it until it is published. */
export async function createMarketNews(
  d: ContentDeps,
  c: ContentCaller,
  input: { title: string; summary: string; body: string }
): Promise<AdminMarketNews> {
  return d.db.tx(async (t) => {
    const row = await t.one<Row>(
      `INSERT INTO market_news (title, summary, body, created_at, published)
       VALUES ($1, $2, $3, $4, false) RETURNING ${COLUMNS}`,
      [input.title, input.summary, input.body, d.clock.now()]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'content.market.news.create',
      subjectType: 'marketNews',
      subjectId: row!.id,
      after: { title: input.title }
    })
    return toAdmin(row!)
  })
}

/** New words for an article, from the version read; a published one changes in place, at once. */
export async function updateMarketNews(
  d: ContentDeps,
  c: ContentCaller,
  input: { id: number; version: number; title: string; summary: string; body: string }
): Promise<AdminMarketNews> {
  return d.db.tx(async (t) => {
    const before = await lock(t, input.id, input.version)
    const row = await t.one<Row>(
      `UPDATE market_news SET title = $2, summary = $3, body = $4, version = version + 1 WHERE id = $1
       RETURNING ${COLUMNS}`,
      [input.id, input.title, input.summary, input.body]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'content.market.news.update',
      subjectType: 'marketNews',
      subjectId: input.id,
      before: { title: before.title, summary: before.summary, body: before.body },
      after: { title: input.title, summary: input.summary, body: input.body }
    })
    return toAdmin(row!)
  })
}

/** Publish (it heads the supermarket's news and home from now) or take it back (it leaves them at once). */
export async function publishMarketNews(
  d: ContentDeps,
  c: ContentCaller,
  input: { id: number; version: number; published: boolean }
): Promise<AdminMarketNews> {
  return d.db.tx(async (t) => {
    const before = await lock(t, input.id, input.version)
    const row = await t.one<Row>(
      `UPDATE market_news SET published = $2, version = version + 1,
         created_at = CASE WHEN $2 AND NOT published THEN $3 ELSE created_at END
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [input.id, input.published, d.clock.now()]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: input.published ? 'content.market.news.publish' : 'content.market.news.unpublish',
      subjectType: 'marketNews',
      subjectId: input.id,
      before: { published: before.published },
      after: { published: row!.published }
    })
    return toAdmin(row!)
  })
}
