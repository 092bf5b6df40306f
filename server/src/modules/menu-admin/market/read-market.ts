import type { AdminMarket } from '@lotus/contract/market-admin'
import type { Db } from '../../../db/db.js'
import { checkStore, spuRows, toAdminSpu } from './shared.js'

/** A store's aisles in its own order, each level-2 aisle with every SPU of the store in it. */
export async function readMarket(db: Db, merchantId: number): Promise<AdminMarket> {
  await checkStore(db, merchantId)
  const [aisles, spus] = await Promise.all([
    db.many<{ id: number; parent_id: number | null; name: string }>(
      `SELECT a.id, a.parent_id, a.name FROM market_aisles a
       LEFT JOIN market_aisle_sorts o ON o.aisle_id = a.id AND o.merchant_id = $1
       ORDER BY COALESCE(o.sort, a.sort), a.id`,
      [merchantId]
    ),
    spuRows(db, 'true', [merchantId])
  ])
  return {
    merchantId,
    aisles: aisles
      .filter((a) => a.parent_id === null)
      .map((p) => ({
        id: p.id,
        name: p.name,
        children: aisles
          .filter((c) => c.parent_id === p.id)
          .map((c) => ({
            id: c.id,
            name: c.name,
            spus: spus.filter((s) => s.aisle_id === c.id).map(toAdminSpu)
          }))
      }))
  }
}
