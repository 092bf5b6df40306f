import type { Db } from '../../db/db.js'
import type { GoodsProp, Goods, GoodsSku } from '@lotus/contract/goods'
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
  skus: Array<{ id: number; name: string; price: number; member_price: number | null; stock: number }>
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
              FROM goods_options o WHERE o.goods_id = g.id), '[]'::jsonb) AS props,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('id', k.id, 'name', k.name, 'price', k.price,
                        'member_price', k.member_price, 'stock', k.stock) ORDER BY k.sort, k.id)
                      FROM goods k WHERE k.sku_of = g.id AND k.on_sale), '[]'::jsonb) AS skus
     FROM goods g WHERE g.on_sale AND g.sku_of IS NULL AND ${where} ORDER BY ${order}`,
    params
  )
  return rows.map((r) => {
    const skus: GoodsSku[] = r.skus.map((k) => ({
      id: k.id,
      name: k.name,
      price: k.price,
      memberPrice: k.member_price,
      stock: k.stock,
      soldOut: k.stock <= 0
    }))
    // a goods with SKUs is sold out when every SKU is; its stock is theirs together
    const stock = skus.length > 0 ? skus.reduce((n, k) => n + Math.max(0, k.stock), 0) : r.stock
    return {
      id: r.id,
      merchantId: r.merchant_id,
      name: r.name,
      // the shop's own photo (issue 37) once uploaded, else the drawn artwork
      image: r.photo ?? `/api/img/goods/${r.id}.svg`,
      categoryId: r.category_id,
      price: r.price,
      originalPrice: r.original_price,
      stock,
      totalStock: skus.length > 0 ? stock : r.total_stock || r.stock,
      limitBuy: r.limit_buy,
      monthSales: r.month_sales,
      description: r.description,
      tags: r.tags,
      soldOut: stock <= 0,
      props: r.props,
      packFee: r.pack_fee,
      memberPrice: r.member_price,
      ...(skus.length > 0 ? { skus } : {})
    }
  })
}
