import { withQuery } from '@/services/nav'

export { h5Origin } from './h5-origin'

/** General-store page paths (Taro paths; h5 shows the public aliases of config/custom-routes.ts). */
const p = (name: string) => `/packages/general/pages/${name}/index`
export const GE = {
  home: p('home'),
  fruit: p('fruit'),
  tabClass: p('tab-class'),
  mchInfo: p('mch-info'),
  goodsDiscount: p('goods-discount'),
  sendingWine: p('sending-wine'),
  search: p('search'),
  similarMch: p('similar-mch'),
  mchDiscount: p('mch-discount'),
  goodsDel: p('goods-del'),
  searchMchGoods: p('search-mch-goods'),
  activityDel: p('activity-del')
} as const

export const gePage = (page: keyof typeof GE, q: Record<string, string | number> = {}) =>
  withQuery(GE[page], q)

/** The public h5 path of 送酒 (config/custom-routes.ts: /<root>/<name>/<name>). */
export const SENDING_WINE_PUBLIC = '/general/sending-wine/sending-wine'

/** The link a giver shares: the recipient opens it in any browser (the public URL, never the Taro path). */
export const giftLink = (origin: string, orderId: number, token: string): string =>
  withQuery(`${origin}${SENDING_WINE_PUBLIC}`, { gift: orderId, token })
