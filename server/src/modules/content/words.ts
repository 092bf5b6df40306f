import type { ContentWord } from '@lotus/contract/content'
import type { Page } from '@lotus/contract/page'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { auditBy, stale, type ContentCaller, type ContentDeps } from './shared.js'

interface WordRow {
  zh: string
  name_en: string | null
  name_pt: string | null
  version: number
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

const toWord = (r: WordRow): ContentWord => ({
  zh: r.zh,
  en: r.name_en ?? '',
  pt: r.name_pt ?? '',
  version: r.version
})

/** The platform's words, by their Chinese; a keyword finds one by any of its three languages. */
export async function listWords(
  d: ContentDeps,
  q: { keyword?: string | undefined; page: number; pageSize: number }
): Promise<Page<ContentWord>> {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null
  const where = '($1::text IS NULL OR zh ILIKE $1 OR name_en ILIKE $1 OR name_pt ILIKE $1)'
  const count = await d.db.one<{ n: number }>(`SELECT COUNT(*)::int AS n FROM content_words WHERE ${where}`, [
    like
  ])
  const rows = await d.db.many<WordRow>(
    `SELECT zh, name_en, name_pt, version FROM content_words WHERE ${where} ORDER BY zh LIMIT $2 OFFSET $3`,
    [like, q.pageSize, (q.page - 1) * q.pageSize]
  )
  const total = count?.n ?? 0
  return {
    list: rows.map(toWord),
    page: q.page,
    pageSize: q.pageSize,
    total,
    hasMore: q.page * q.pageSize < total
  }
}

/**
 * A new word (no version: refused when the word is there already) or its translations from the version read.
 * Customers reading English or Portuguese see it on their next answer (the names' cache is dropped).
 */
export async function saveWord(
  d: ContentDeps,
  c: ContentCaller,
  input: { zh: string; en: string; pt: string; version?: number | undefined }
): Promise<ContentWord> {
  const out = await d.db.tx(async (t) => {
    const before = await t.one<WordRow>(
      'SELECT zh, name_en, name_pt, version FROM content_words WHERE zh = $1 FOR UPDATE',
      [input.zh]
    )
    if (input.version === undefined && before)
      throw new AppError(ErrorCode.VALIDATION, `「${input.zh}」已有譯名，請在列表中修改`)
    if (input.version !== undefined && !before) throw notFound('找不到這個詞')
    if (before && before.version !== input.version) throw stale()
    const row = await t.one<WordRow>(
      before
        ? `UPDATE content_words SET name_en = NULLIF($2, ''), name_pt = NULLIF($3, ''), version = version + 1
           WHERE zh = $1 RETURNING zh, name_en, name_pt, version`
        : `INSERT INTO content_words (zh, name_en, name_pt) VALUES ($1, NULLIF($2, ''), NULLIF($3, ''))
           RETURNING zh, name_en, name_pt, version`,
      [input.zh, input.en, input.pt]
    )
    const after = toWord(row!)
    await d.audit.write(t, {
      ...auditBy(c),
      action: before ? 'content.word.update' : 'content.word.create',
      subjectType: 'content_word',
      subjectId: input.zh,
      ...(before ? { before: toWord(before) } : {}),
      after
    })
    return after
  })
  // answers read the words again, and the pages kept with first screens in them are drawn again
  d.namesChanged()
  d.changed()
  return out
}
