import { createHash } from 'node:crypto'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import type { CatalogueService } from '../catalogue/catalogue-service.js'
import type { Goods } from '../catalogue/goods.js'
import type { Activity } from '../pricing/snapshot.js'
import { openNow } from '../merchant/merchant-service.js'
import type { StoreGoods, StoreInfo } from '@lotus/contract/spell'

export type { StoreGoods, StoreInfo }

/** The version of a menu object (the catalogue keeps one object per merchant until it reloads). */
const menuKeys = new WeakMap<object, string>()
function menuKeyOf(categories: object): string {
  let key = menuKeys.get(categories)
  if (key === undefined) {
    key = createHash('sha1').update(JSON.stringify(categories)).digest('base64url').slice(0, 16)
    menuKeys.set(categories, key)
  }
  return key
}

type StaticInfo = Omit<StoreInfo, 'menuList' | 'latelyBought'> & {
  menu: Array<{ id: number; name: string; goods: Array<Omit<Goods, 'merchantId'>> }>
}

interface MerchantRow {
  id: number
  name: string
  open_hours: string
  is_open: boolean
  holidays: string[]
  paused_until: number | null
  min_order: number
  delivery_fee: number
  notice: string
  tags: string[]
  star: number
  taste_star: number
  pack_star: number
  activities: Activity[]
  delivery_minutes: number
}

/**
 * Builds the store info of a spell. The menu is the catalogue's (services.catalogue.menu: one cache of
 * every merchant's menu, so each change of a busy spell does not reload it); the merchant's row and ads
 * are two reads by key, and the cart counts are per call.
 */
export function createStoreInfo(deps: { clock: Clock; catalogue: Pick<CatalogueService, 'menu'> }) {
  async function load(db: Db, mchId: number): Promise<StaticInfo> {
    const now = deps.clock.now()
    // merchant row and ads kept on the embedded database until written (each change of a spell rebuilds this)
    const m = await db.cached(`spell-store:${mchId}`, ['merchants'], (d) =>
      d.one<MerchantRow>(
        `SELECT id, name, open_hours, is_open, holidays, paused_until, min_order, delivery_fee, notice, tags, star, taste_star, pack_star,
                activities, delivery_minutes FROM merchants WHERE id = $1`,
        [mchId]
      )
    )
    if (!m) throw notFound('找不到商家')
    const { categories } = await deps.catalogue.menu(mchId, db)
    const goods = categories.flatMap((c) => c.goods)
    const ads = await db.cached(`spell-ads:${mchId}`, ['ads'], (d) =>
      d.many<{ id: number; name: string; type: number; wx_link: string }>(
        'SELECT id, name, type, wx_link FROM ads WHERE merchant_id = $1 AND enabled ORDER BY sort, id LIMIT 5',
        [mchId]
      )
    )
    const reductions = m.activities.filter((a) => a.type === 'full_reduction')
    const gallery = [1, 2, 3].map((n) => `/api/img/merchant/${mchId}.svg?g=${n}`)
    const info: StaticInfo = {
      mchId,
      name: m.name,
      logo: `/api/img/merchant/${mchId}.svg`,
      isOpen: openNow(m, now),
      minOrder: m.min_order,
      deliveryFee: m.delivery_fee,
      notice: m.notice,
      voucherList: reductions.map((a, i) => ({
        id: `fr${i}`,
        label: a.label,
        threshold: a.threshold ?? 0,
        reduce: a.reduce ?? 0
      })),
      actDescList: m.activities.map((a) => a.label),
      actTagList: [...m.tags, ...m.activities.map((a) => a.label)].slice(0, 6),
      ads: ads.map((a) => ({
        id: a.id,
        name: a.name,
        type: a.type,
        wxLink: a.wx_link,
        image: `/api/img/banner/${a.id}.svg`
      })),
      gallery,
      serviceList: ['拼單一次付款', `約${m.delivery_minutes}分鐘送達`, '各自點餐，房主統一付款'],
      storeGalleries: gallery.map((image, i) => ({ title: ['門面', '大堂', '招牌菜'][i] ?? '', image })),
      tasteStar: m.taste_star,
      packStar: m.pack_star,
      star: m.star,
      topList: [...goods]
        .sort((a, b) => b.monthSales - a.monthSales || a.id - b.id)
        .slice(0, 5)
        .map((g) => ({ goodsId: g.id, name: g.name, image: g.image, monthSales: g.monthSales })),
      menu: categories.map((c) => ({ id: c.id, name: c.name, goods: c.goods })),
      menuKey: menuKeyOf(categories)
    }
    return info
  }

  return {
    /** `counts`: goodsId → items of that goods in the whole spell. `memberIds`: for latelyBought. */
    async build(db: Db, mchId: number, counts: Map<number, number>, memberIds: number[]): Promise<StoreInfo> {
      const { menu, ...info } = await load(db, mchId)
      const bought = memberIds.length
        ? await db.cached(`spell-bought:${mchId}:${memberIds.join(',')}`, ['orders', 'order_items'], (d) =>
            d.many<{ goods_id: number; name: string; image: string }>(
              `SELECT DISTINCT ON (i.goods_id) i.goods_id, i.name, i.image
               FROM orders o JOIN order_items i ON i.order_id = o.id
               WHERE o.merchant_id = $1 AND o.user_id = ANY($2::int[])
               ORDER BY i.goods_id, o.created_at DESC LIMIT 10`,
              [mchId, memberIds]
            )
          )
        : []
      return {
        ...info,
        menuList: menu.map((c) => {
          const goodsList = c.goods.map((g) => ({ ...g, cartCount: counts.get(g.id) ?? 0 }))
          return {
            id: c.id,
            name: c.name,
            cartCount: goodsList.reduce((s, g) => s + g.cartCount, 0),
            goodsList
          }
        }),
        latelyBought: bought.map((b) => ({ goodsId: b.goods_id, name: b.name, image: b.image }))
      }
    }
  }
}

export type StoreInfoBuilder = ReturnType<typeof createStoreInfo>
