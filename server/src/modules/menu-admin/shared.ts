import {
  STALE_CATEGORY_MSG,
  STALE_GOODS_MSG,
  type AdminGoods,
  type AdminSku
} from '@lotus/contract/menu-admin'
import type { GoodsProp } from '@lotus/contract/goods'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { AuditLog } from '../staff/audit.js'

/** What every menu operation needs; `changed` drops the customer-side caches of a shop's menu. */
export interface MenuAdminDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  changed(merchantId: number): void
}

/** Who is editing, as the audit log records them. */
export interface Editor {
  staffId: number
  name: string
  ip: string
}

export const auditActor = (e: Editor) => ({ type: 'staff' as const, id: e.staffId, name: e.name })

export const staleGoods = () => new AppError(ErrorCode.STALE_VERSION, STALE_GOODS_MSG, 409)
export const staleCategory = () => new AppError(ErrorCode.STALE_VERSION, STALE_CATEGORY_MSG, 409)
/** Another shop's goods or category answers exactly like a missing one. */
export const noGoods = () => notFound('找不到商品')
export const noCategory = () => notFound('找不到分類')

export interface GoodsRow {
  id: number
  merchant_id: number
  category_id: number
  name: string
  name_en: string | null
  name_pt: string | null
  description: string
  photo: string | null
  price: number
  member_price: number | null
  original_price: number | null
  pack_fee: number
  stock: number
  daily_stock: number | null
  limit_buy: number
  on_sale: boolean
  version: number
  props: GoodsProp[]
  skus: Array<{
    id: number
    name: string
    price: number
    member_price: number | null
    stock: number
    daily_stock: number | null
  }>
}

/** Goods rows of a shop with their option groups; `where` on g.* with $1 the merchant. */
export async function goodsRows(db: Db, where: string, params: unknown[], lock = false): Promise<GoodsRow[]> {
  return db.many<GoodsRow>(
    `SELECT g.id, g.merchant_id, g.category_id, g.name, g.name_en, g.name_pt, g.description, g.photo, g.price, g.member_price,
            g.original_price, g.pack_fee, g.stock, g.daily_stock, g.limit_buy, g.on_sale, g.version,
            COALESCE((
              SELECT jsonb_agg(jsonb_build_object('name', o.name, 'required', o.required, 'multi', o.multi,
                'values', COALESCE((SELECT jsonb_agg(jsonb_build_object('value', v.value, 'priceDelta', v.price_delta)
                                    ORDER BY v.sort, v.id) FROM goods_option_values v WHERE v.option_id = o.id), '[]'::jsonb))
                ORDER BY o.sort, o.id)
              FROM goods_options o WHERE o.goods_id = g.id), '[]'::jsonb) AS props,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('id', k.id, 'name', k.name, 'price', k.price,
                        'member_price', k.member_price, 'stock', k.stock, 'daily_stock', k.daily_stock)
                        ORDER BY k.sort, k.id)
                      FROM goods k WHERE k.sku_of = g.id AND k.on_sale), '[]'::jsonb) AS skus
     FROM goods g WHERE g.merchant_id = $1 AND g.sku_of IS NULL AND ${where} ORDER BY g.sort, g.id${lock ? ' FOR UPDATE OF g' : ''}`,
    params
  )
}

export function toAdminGoods(r: GoodsRow): AdminGoods {
  // a goods with SKUs has their stock, and is sold out when every one is (as customers see it)
  const skuStock = r.skus.reduce((n, k) => n + Math.max(0, k.stock), 0)
  const stock = r.skus.length > 0 ? skuStock : r.stock
  return {
    id: r.id,
    categoryId: r.category_id,
    name: r.name,
    nameEn: r.name_en ?? '',
    namePt: r.name_pt ?? '',
    description: r.description,
    image: r.photo ?? `/api/img/goods/${r.id}.svg`,
    photo: r.photo,
    price: r.price,
    memberPrice: r.member_price,
    originalPrice: r.original_price,
    packFee: r.pack_fee,
    stock,
    dailyStock: r.daily_stock,
    limitBuy: r.limit_buy,
    onSale: r.on_sale,
    soldOut: stock <= 0,
    props: r.props,
    skus: r.skus.map((k): AdminSku => ({
      id: k.id,
      name: k.name,
      price: k.price,
      memberPrice: k.member_price,
      stock: k.stock,
      dailyStock: k.daily_stock,
      soldOut: k.stock <= 0
    })),
    version: r.version
  }
}

/** One goods of the shop, locked for the edit; NOT_FOUND when it is missing or another shop's. */
export async function lockGoods(t: Db, merchantId: number, id: number): Promise<GoodsRow> {
  const [row] = await goodsRows(t, 'g.id = $2', [merchantId, id], true)
  if (!row) throw noGoods()
  return row
}

/** Refuses a save that read an older version than the row has now. */
export function checkVersion(row: { version: number }, version: number, stale: () => AppError): void {
  if (row.version !== version) throw stale()
}
