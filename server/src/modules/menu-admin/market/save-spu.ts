import type { AdminSpu } from '@lotus/contract/market-admin'
import type { Db } from '../../../db/db.js'
import { validation } from '../../../errors.js'
import { auditActor, checkVersion, type Editor, type MenuAdminDeps } from '../shared.js'
import { checkStore, lockSpu, noAisle, noSpu, staleSpu, toAdminSpu } from './shared.js'

export interface SkuInput {
  id?: number | undefined
  spec: string
  price: number
  memberPrice: number | null
  originalPrice: number | null
  stock: number
  limitBuy: number
  onSale: boolean
}

export interface SpuInput {
  merchantId: number
  id?: number | undefined
  version?: number | undefined
  aisleId: number
  name: string
  brand: string
  origin: string
  description: string
  skus: SkuInput[]
}

/**
 * Creates a supermarket goods or saves one whole with its SKU table (one goods row per SKU, the model the cart,
 * pricing and orders already use). A save names the SPU's version; a stale one changes nothing. A SKU left out
 * goes off sale rather than away: placed orders name it and keep the price they were placed at; a quoted cart
 * is priced again and told (warnMsg).
 */
export async function saveSpu(deps: MenuAdminDeps, who: Editor, input: SpuInput): Promise<AdminSpu> {
  const out = await deps.db.tx(async (t) => {
    await checkStore(t, input.merchantId)
    const aisle = await t.one<{ name: string }>(
      'SELECT name FROM market_aisles WHERE id = $1 AND parent_id IS NOT NULL',
      [input.aisleId]
    )
    if (!aisle) throw noAisle()
    const categoryId = await aisleCategory(t, input.merchantId, input.aisleId, aisle.name)
    let id: number
    let before: AdminSpu | undefined
    if (input.id === undefined) {
      const row = await t.one<{ id: number }>(
        `INSERT INTO market_spus (merchant_id, aisle_id, name, brand, origin, description, sort, created_at)
         VALUES ($1, $2, $3, $4, $5, $6,
           COALESCE((SELECT max(sort) + 1 FROM market_spus WHERE merchant_id = $1 AND aisle_id = $2), 0), $7)
         RETURNING id`,
        [
          input.merchantId,
          input.aisleId,
          input.name,
          input.brand,
          input.origin,
          input.description,
          deps.clock.now()
        ]
      )
      id = row!.id
    } else {
      if (input.version === undefined) throw validation('缺少參數 version')
      const row = await lockSpu(t, input.merchantId, input.id)
      checkVersion(row, input.version, staleSpu)
      before = toAdminSpu(row)
      id = row.id
      const mine = new Set(row.skus.map((s) => s.id))
      if (input.skus.some((s) => s.id !== undefined && !mine.has(s.id))) throw noSpu()
      await t.query(
        `UPDATE market_spus SET aisle_id = $2, name = $3, brand = $4, origin = $5, description = $6,
           version = version + 1 WHERE id = $1`,
        [id, input.aisleId, input.name, input.brand, input.origin, input.description]
      )
      const kept = new Set(input.skus.flatMap((s) => (s.id === undefined ? [] : [s.id])))
      const gone = row.skus.filter((s) => !kept.has(s.id)).map((s) => s.id)
      if (gone.length)
        await t.query('UPDATE goods SET on_sale = false, version = version + 1 WHERE id = ANY($1::int[])', [
          gone
        ])
    }
    for (const [n, s] of input.skus.entries()) {
      const values = [
        `${input.name}（${s.spec}）`,
        input.name,
        s.spec,
        s.price,
        s.memberPrice,
        s.originalPrice,
        s.stock,
        s.limitBuy,
        s.onSale,
        n,
        categoryId
      ]
      if (s.id === undefined)
        await t.query(
          `INSERT INTO goods (merchant_id, spu_id, name, description, spec, price, member_price, original_price,
             stock, total_stock, limit_buy, on_sale, sort, category_id)
           VALUES ($12, $13, $1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11)`,
          [...values, input.merchantId, id]
        )
      else
        await t.query(
          `UPDATE goods SET name = $1, description = $2, spec = $3, price = $4, member_price = $5,
             original_price = $6, stock = $7, total_stock = $7, limit_buy = $8, on_sale = $9, sort = $10,
             category_id = $11, version = version + 1
           WHERE id = $12`,
          [...values, s.id]
        )
    }
    const after = toAdminSpu(await lockSpu(t, input.merchantId, id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: before ? 'market.spu.update' : 'market.spu.create',
      subjectType: 'market_spu',
      subjectId: id,
      merchantId: input.merchantId,
      ip: who.ip,
      ...(before ? { before } : {}),
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}

/**
 * A SKU is a goods row and every goods row sits in a category: the store's category named after the aisle
 * (as the seed files them), made when missing.
 */
async function aisleCategory(t: Db, merchantId: number, aisleId: number, name: string): Promise<number> {
  const have = await t.one<{ id: number }>(
    'SELECT id FROM goods_categories WHERE merchant_id = $1 AND name = $2',
    [merchantId, name]
  )
  if (have) return have.id
  const row = await t.one<{ id: number }>(
    'INSERT INTO goods_categories (merchant_id, name, sort) VALUES ($1, $2, $3) RETURNING id',
    [merchantId, name, 100 + aisleId]
  )
  return row!.id
}
