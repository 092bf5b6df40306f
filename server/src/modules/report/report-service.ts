import type { OpsReportRow, ReportStatus } from '@lotus/contract/ops'
import { maskPhone } from '@lotus/contract/phone'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'

interface ReportRow {
  id: number
  user_id: number
  user_phone: string
  merchant_id: number
  shop_name: string
  type: string
  content: string
  images: string[]
  status: ReportStatus
  resolution: string | null
  resolved_by: string | null
  created_at: number
  resolved_at: number | null
}

export function createReportService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** Support's queue of reports against shops (issue 38), open ones oldest first; the reporter's phone masked. */
    async queue(q: { status: ReportStatus; page: number; pageSize: number }) {
      const total = await db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM merchant_reports WHERE status = $1',
        [q.status]
      )
      const rows = await db.many<ReportRow>(
        `SELECT r.*, u.phone AS user_phone, m.name AS shop_name FROM merchant_reports r
         JOIN users u ON u.id = r.user_id JOIN merchants m ON m.id = r.merchant_id
         WHERE r.status = $1 ORDER BY r.id ${q.status === 'open' ? 'ASC' : 'DESC'}
         LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
        [q.status]
      )
      const list: OpsReportRow[] = rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        phone: maskPhone(r.user_phone),
        merchantId: r.merchant_id,
        shopName: r.shop_name,
        type: r.type,
        content: r.content,
        images: r.images,
        status: r.status,
        resolution: r.resolution,
        resolvedBy: r.resolved_by,
        createdAt: toSeconds(r.created_at),
        resolvedAt: r.resolved_at === null ? null : toSeconds(r.resolved_at)
      }))
      return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize }
    },

    /** Resolves an open report with a note, in the caller's transaction (its audit entry beside). */
    async resolveIn(t: Db, id: number, note: string, by: string) {
      const r = await t.one<{
        status: ReportStatus
        merchant_id: number
        user_id: number
        shop_name: string
      }>(
        `SELECT r.status, r.merchant_id, r.user_id, m.name AS shop_name
         FROM merchant_reports r JOIN merchants m ON m.id = r.merchant_id WHERE r.id = $1 FOR UPDATE OF r`,
        [id]
      )
      if (!r) throw notFound('找不到舉報')
      if (r.status !== 'open') throw new AppError(ErrorCode.REPORT_STATE, '此舉報已處理')
      await t.query(
        `UPDATE merchant_reports SET status = 'resolved', resolution = $2, resolved_by = $3, resolved_at = $4
         WHERE id = $1`,
        [id, note, by, clock.now()]
      )
      return { merchantId: r.merchant_id, userId: r.user_id, shopName: r.shop_name }
    },

    /** Stores a report; every image must be an upload of ours that exists. */
    async report(
      userId: number,
      input: { mchId: number; type: string; content: string; images: string[]; phone?: string }
    ): Promise<void> {
      const m = await db.one('SELECT 1 AS x FROM merchants WHERE id = $1', [input.mchId])
      if (!m) throw notFound('找不到商家')
      const ids = input.images.map((u) => /^\/api\/files\/([A-Za-z0-9_-]{1,64})$/.exec(u)?.[1])
      if (ids.some((id) => id === undefined)) throw validation('參數 images 只接受本站上傳的圖片')
      if (ids.length) {
        const found = await db.one<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM uploads WHERE id = ANY($1::text[])',
          [ids]
        )
        if ((found?.n ?? 0) !== new Set(ids).size) throw validation('參數 images 包含不存在的圖片')
      }
      await db.query(
        `INSERT INTO merchant_reports (user_id, merchant_id, type, content, images, phone, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          userId,
          input.mchId,
          input.type,
          input.content,
          JSON.stringify(input.images),
          input.phone ?? null,
          clock.now()
        ]
      )
    }
  }
}

export type ReportService = ReturnType<typeof createReportService>
