import type { Clock } from '../../clock.js'
import { DEFAULT_MAP_POINT } from '@lotus/contract/geo'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { loadGoods, type Goods } from '../catalogue/goods.js'
import { distanceSql } from '../geo/distance.js'
import {
  MERCHANT_COLUMNS,
  toMerchant,
  type Merchant,
  type MerchantRowBase,
  type Paged
} from '../merchant/merchant-service.js'

export type ObjType = 'merchant' | 'goods'

export function createFavouriteService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function assertTarget(objType: ObjType, id: number) {
    const table = objType === 'merchant' ? 'merchants' : 'goods'
    const row = await db.one(`SELECT 1 AS x FROM ${table} WHERE id = $1`, [id])
    if (!row) throw notFound(objType === 'merchant' ? '找不到商家' : '找不到商品')
  }

  return {
    /** Idempotent: collecting twice keeps one favourite. */
    async collect(userId: number, objType: ObjType, targetId: number): Promise<void> {
      await assertTarget(objType, targetId)
      await db.query(
        `INSERT INTO favourites (user_id, obj_type, target_id, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [userId, objType, targetId, clock.now()]
      )
    },

    /** Idempotent: cancelling what is not collected is fine. */
    async cancel(userId: number, objType: ObjType, targetId: number): Promise<void> {
      await db.query('DELETE FROM favourites WHERE user_id = $1 AND obj_type = $2 AND target_id = $3', [
        userId,
        objType,
        targetId
      ])
    },

    async list(
      userId: number,
      q: { objType: ObjType; page: number; pageSize: number; lat?: number; lng?: number }
    ): Promise<Paged<Merchant | (Goods & { merchantId: number })>> {
      const total =
        (
          await db.one<{ n: number }>(
            'SELECT COUNT(*)::int AS n FROM favourites WHERE user_id = $1 AND obj_type = $2',
            [userId, q.objType]
          )
        )?.n ?? 0
      const ids = (
        await db.many<{ target_id: number }>(
          `SELECT target_id FROM favourites WHERE user_id = $1 AND obj_type = $2
           ORDER BY created_at DESC, target_id DESC LIMIT $3 OFFSET $4`,
          [userId, q.objType, q.pageSize, (q.page - 1) * q.pageSize]
        )
      ).map((r) => r.target_id)
      let list: Array<Merchant | (Goods & { merchantId: number })> = []
      if (ids.length && q.objType === 'merchant') {
        const rows = await db.many<MerchantRowBase>(
          `SELECT ${MERCHANT_COLUMNS}, round(${distanceSql('$2', '$3')})::int AS distance
           FROM merchants WHERE id = ANY($1::int[])`,
          [ids, q.lat ?? DEFAULT_MAP_POINT.lat, q.lng ?? DEFAULT_MAP_POINT.lng]
        )
        const now = clock.now()
        list = ids.flatMap((id) => {
          const r = rows.find((x) => x.id === id)
          const at = { lat: q.lat ?? DEFAULT_MAP_POINT.lat, lng: q.lng ?? DEFAULT_MAP_POINT.lng }
          return r ? [toMerchant(r, now, at)] : []
        })
      } else if (ids.length) {
        const goods = await loadGoods(db, 'g.id = ANY($1::int[])', [ids])
        list = ids.flatMap((id) => goods.filter((g) => g.id === id))
      }
      return { list, page: q.page, pageSize: q.pageSize, total, hasMore: q.page * q.pageSize < total }
    }
  }
}
