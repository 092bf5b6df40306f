import type { AdminMenu } from '@lotus/contract/menu-admin'
import type { Db } from '../../db/db.js'
import { sellByOf, withSellBy } from './set-sell-by.js'
import { goodsRows, toAdminGoods } from './shared.js'

/** The whole menu of a shop as the console edits it: empty categories and goods off sale included. */
export async function readMenu(db: Db, merchantId: number): Promise<AdminMenu> {
  const [shop, cats, goods] = await Promise.all([
    db.one<{ verticals: string[] }>('SELECT verticals FROM merchants WHERE id = $1', [merchantId]),
    db.many<{ id: number; name: string; nameEn: string; namePt: string; version: number }>(
      `SELECT id, name, COALESCE(name_en, '') AS "nameEn", COALESCE(name_pt, '') AS "namePt", version
       FROM goods_categories WHERE merchant_id = $1 ORDER BY sort, id`,
      [merchantId]
    ),
    goodsRows(db, 'true', [merchantId])
  ])
  // a general store's goods say how they are sold (fruit by weight)
  const general = shop?.verticals.includes('general')
    ? await sellByOf(
        db,
        goods.map((g) => g.id)
      )
    : null
  const admin = (g: (typeof goods)[number]) =>
    general ? withSellBy(toAdminGoods(g), general.get(g.id)) : toAdminGoods(g)
  return {
    merchantId,
    verticals: shop?.verticals ?? [],
    categories: cats.map((c) => ({
      ...c,
      goods: goods.filter((g) => g.category_id === c.id).map(admin)
    }))
  }
}
