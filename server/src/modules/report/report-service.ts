import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound, validation } from '../../errors.js'

export function createReportService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
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
