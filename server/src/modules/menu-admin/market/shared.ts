import { STALE_SPU_MSG, spuImage, type AdminSku, type AdminSpu } from '@lotus/contract/market-admin'
import type { Db } from '../../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../../errors.js'

export const staleSpu = () => new AppError(ErrorCode.STALE_VERSION, STALE_SPU_MSG, 409)
/** Another store's goods (or a takeaway goods) answers exactly like a missing one. */
export const noSpu = () => notFound('找不到商品')
export const noAisle = () => notFound('找不到貨架')

interface SkuRow {
  id: number
  spec: string
  price: number
  member_price: number | null
  original_price: number | null
  stock: number
  limit_buy: number
  on_sale: boolean
}

export interface SpuRow {
  id: number
  merchant_id: number
  aisle_id: number
  name: string
  brand: string
  origin: string
  description: string
  photo: string | null
  version: number
  skus: SkuRow[]
}

/** SPUs of a store with every SKU (off sale too); `where` on s.* with $1 the merchant. */
export async function spuRows(db: Db, where: string, params: unknown[], lock = false): Promise<SpuRow[]> {
  return db.many<SpuRow>(
    `SELECT s.id, s.merchant_id, s.aisle_id, s.name, s.brand, s.origin, s.description, s.photo, s.version,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('id', g.id, 'spec', g.spec, 'price', g.price,
                        'member_price', g.member_price, 'original_price', g.original_price, 'stock', g.stock,
                        'limit_buy', g.limit_buy, 'on_sale', g.on_sale) ORDER BY g.sort, g.id)
                      FROM goods g WHERE g.spu_id = s.id), '[]'::jsonb) AS skus
     FROM market_spus s WHERE s.merchant_id = $1 AND ${where} ORDER BY s.sort, s.id${lock ? ' FOR UPDATE OF s' : ''}`,
    params
  )
}

const toSku = (g: SkuRow): AdminSku => ({
  id: g.id,
  spec: g.spec,
  price: g.price,
  memberPrice: g.member_price,
  originalPrice: g.original_price,
  stock: g.stock,
  limitBuy: g.limit_buy,
  onSale: g.on_sale,
  soldOut: g.stock <= 0
})

export function toAdminSpu(r: SpuRow): AdminSpu {
  const skus = r.skus.map(toSku)
  return {
    id: r.id,
    aisleId: r.aisle_id,
    name: r.name,
    brand: r.brand,
    origin: r.origin,
    description: r.description,
    image: spuImage(r.photo, skus[0]?.id),
    photo: r.photo,
    skus,
    soldOut: skus.every((s) => !s.onSale || s.soldOut),
    version: r.version
  }
}

/** One SPU of the store, locked with its SKUs for the edit; NOT_FOUND when missing or another store's. */
export async function lockSpu(t: Db, merchantId: number, id: number): Promise<SpuRow> {
  const [row] = await spuRows(t, 's.id = $2', [merchantId, id], true)
  if (!row) throw noSpu()
  await t.query('SELECT id FROM goods WHERE spu_id = $1 FOR UPDATE', [id])
  return row
}

/** A supermarket store the editor names; any other merchant answers like a missing one. */
export async function checkStore(t: Db, merchantId: number): Promise<void> {
  const m = await t.one("SELECT 1 AS x FROM merchants WHERE id = $1 AND 'supermarket' = ANY(verticals)", [
    merchantId
  ])
  if (!m) throw notFound('找不到超市')
}
