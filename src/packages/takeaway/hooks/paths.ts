import { withQuery } from '@/services/nav'

/** Takeaway page paths (Taro paths; h5 shows the public aliases of config/custom-routes.ts). */
const p = (name: string) => `/packages/takeaway/pages/${name}/index`
export const TA = {
  home: p('home'),
  allClass: p('all-class'),
  searchMch: p('search-mch'),
  similarMch: p('similar-mch'),
  mchInfo: p('mch-info'),
  searchMchGoods: p('search-mch-goods'),
  activityDel: p('activity-del'),
  qualification: p('qualification'),
  member: p('member'),
  goodsDel: p('goods-del'),
  car: p('car'),
  reportMch: p('report-mch'),
  subOrder: p('sub-order')
} as const

export const mchPage = (page: keyof typeof TA, id: number, extra: Record<string, string | number> = {}) =>
  withQuery(TA[page], { id, ...extra })
