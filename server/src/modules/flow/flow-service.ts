import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

export function createFlowService(deps: { db: Db; clock: Clock }) {
  return {
    /** Records one impression per known merchant id; unknown ids are ignored rather than failing the batch. */
    async addShow(pos: string, storeIds: number[], userId: number | null): Promise<number> {
      if (storeIds.length === 0) return 0
      const r = await deps.db.query(
        `INSERT INTO impressions (pos, merchant_id, user_id, created_at)
         SELECT $1, m.id, $3, $4 FROM merchants m WHERE m.id = ANY($2::int[])`,
        [pos, storeIds, userId, deps.clock.now()]
      )
      return r.rowCount
    }
  }
}
