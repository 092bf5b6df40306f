import type { Db } from '../../db/db.js'
import type { GoodsProp, Goods } from '@lotus/contract/goods'
export type { GoodsProp, Goods }

interface GoodsRow {
  id: number
  merchant_id: number
  name: string
  category_id: number
  price: number
  original_price: number | null
  stock: number
  total_stock: number
  limit_buy: number
  month_sales: number
  description: string
  tags: string[]
  pack_fee: number
  member_price: number | null
  photo: string | null
  props: GoodsProp[]
}

/** Goods with their option groups, in one query. `where` uses g.* columns and $n parameters. */
export async function loadGoods(
  db: Db,
  where: string,
  params: unknown[],
  order = 'g.sort, g.id'
): Promise<Array<Goods & { merchantId: number }>> {
  const rows = await db.many<GoodsRow>(
    `SELECT g.id, g.merchant_id, g.name, g.category_id, g.price, g.original_price, g.stock, g.total_stock,
            g.limit_buy, g.month_sales, g.description, g.tags, g.pack_fee, g.member_price, g.photo,
            COALESCE((
              SELECT jsonb_agg(jsonb_build_object('name', o.name, 'required', o.required, 'multi', o.multi,
                'values', COALESCE((SELECT jsonb_agg(jsonb_build_object('value', v.value, 'priceDelta', v.price_delta)
                                    ORDER BY v.sort, v.id) FROM goods_option_values v WHERE v.option_id = o.id), '[]'::jsonb))
                ORDER BY o.sort, o.id)
              FROM goods_options o WHERE o.goods_id = g.id), '[]'::jsonb) AS props
     FROM goods g WHERE g.on_sale AND ${where} ORDER BY ${order}`,
    params
  )
  return rows.map((r) => ({
    id: r.id,
    merchantId: r.merchant_id,
    name: r.name,
    // the shop's own photo (issue 37) once uploaded, else the drawn artwork
    image: r.photo ?? `/api/img/goods/${r.id}.svg`,
    categoryId: r.category_id,
    price: r.price,
    originalPrice: r.original_price,
    stock: r.stock,
    totalStock: r.total_stock || r.stock,
    limitBuy: r.limit_buy,
    monthSales: r.month_sales,
    description: r.description,
    tags: r.tags,
    soldOut: r.stock <= 0,
    props: r.props,
    packFee: r.pack_fee,
    memberPrice: r.member_price
  }))
}
