import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, validation } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  noCategory,
  staleCategory,
  type Editor,
  type MenuAdminDeps
} from './shared.js'

interface CategoryRow {
  id: number
  name: string
  name_en: string | null
  name_pt: string | null
  sort: number
  version: number
}

const COLUMNS = 'id, name, name_en, name_pt, sort, version'

/** The category as saved ('' for a name not given in that language). */
export interface SavedCategory {
  id: number
  name: string
  nameEn: string
  namePt: string
  sort: number
  version: number
}

/** Creates a category (at the end) or renames one; a rename names the version it read. */
export async function saveCategory(
  deps: MenuAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    id?: number | undefined
    version?: number | undefined
    name: string
    /** '' none; absent: as it was */
    nameEn?: string | undefined
    namePt?: string | undefined
  }
): Promise<SavedCategory> {
  const out = await deps.db.tx(async (t) => {
    await taken(t, input.merchantId, input.name, input.id)
    if (input.id === undefined) {
      const row = await t.one<CategoryRow>(
        `INSERT INTO goods_categories (merchant_id, name, name_en, name_pt, sort)
         VALUES ($1, $2, NULLIF($3::text, ''), NULLIF($4::text, ''),
                 COALESCE((SELECT max(sort) + 1 FROM goods_categories WHERE merchant_id = $1), 0))
         RETURNING ${COLUMNS}`,
        [input.merchantId, input.name, input.nameEn ?? null, input.namePt ?? null]
      )
      await deps.audit.write(t, {
        actor: auditActor(who),
        action: 'menu.category.create',
        subjectType: 'goods_category',
        subjectId: row!.id,
        merchantId: input.merchantId,
        ip: who.ip,
        after: row
      })
      return row!
    }
    if (input.version === undefined) throw validation('缺少參數 version')
    const before = await t.one<CategoryRow>(
      `SELECT ${COLUMNS} FROM goods_categories WHERE id = $1 AND merchant_id = $2 FOR UPDATE`,
      [input.id, input.merchantId]
    )
    if (!before) throw noCategory()
    checkVersion(before, input.version, staleCategory)
    const row = await t.one<CategoryRow>(
      `UPDATE goods_categories SET name = $2,
         name_en = CASE WHEN $3::text IS NULL THEN name_en ELSE NULLIF($3, '') END,
         name_pt = CASE WHEN $4::text IS NULL THEN name_pt ELSE NULLIF($4, '') END,
         version = version + 1 WHERE id = $1
       RETURNING ${COLUMNS}`,
      [input.id, input.name, input.nameEn ?? null, input.namePt ?? null]
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'menu.category.rename',
      subjectType: 'goods_category',
      subjectId: input.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before,
      after: row
    })
    return row!
  })
  deps.changed(input.merchantId)
  return {
    id: out.id,
    name: out.name,
    nameEn: out.name_en ?? '',
    namePt: out.name_pt ?? '',
    sort: out.sort,
    version: out.version
  }
}

/** Two categories of one shop cannot share a name (the table's unique key): a clear refusal, not a 5xx. */
async function taken(t: Db, merchantId: number, name: string, id: number | undefined): Promise<void> {
  const other = await t.one(
    'SELECT 1 AS x FROM goods_categories WHERE merchant_id = $1 AND name = $2 AND id IS DISTINCT FROM $3',
    [merchantId, name, id ?? null]
  )
  if (other) throw new AppError(ErrorCode.VALIDATION, `已有名為「${name}」的分類`)
}
