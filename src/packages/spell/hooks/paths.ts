import { withQuery } from '@/services/nav'

export { h5Origin } from './h5-origin'

/** Spell page paths (Taro paths; h5 shows the public aliases of config/custom-routes.ts). */
const p = (name: string) => `/packages/spell/pages/${name}/index`
export const SP = {
  home: p('home'),
  mchInfo: p('mch-info'),
  shareOrder: p('share-order'),
  orderDel: p('order-del'),
  goodsDel: p('goods-del')
} as const

/** The public h5 path of spell mch-info (config/custom-routes.ts: /<root>/<name>/<name>). */
export const MCH_INFO_PUBLIC = '/spell/mch-info/mch-info'

export const spellPage = (page: keyof typeof SP, query: Record<string, string | number | undefined> = {}) =>
  withQuery(SP[page], query)

/** The link friends open to join (h5); the share card on weapp uses the Taro path instead. */
export const shareLink = (origin: string, shareCode: string): string =>
  `${origin}${MCH_INFO_PUBLIC}?code=${encodeURIComponent(shareCode)}`
