import { withQuery } from '@/services/nav'

/** Group page paths (Taro paths; h5 shows the public aliases of config/custom-routes.ts). */
const p = (name: string) => `/packages/group/pages/${name}/index`
export const GP = {
  home: p('home'),
  mchInfo: p('mch-info'),
  mchNot: p('mch-not'),
  mchDel: p('mch-del'),
  mchAlbum: p('mch-album'),
  mchMenu: p('mch-menu'),
  dishDel: p('dish-del'),
  comboDel: p('combo-del'),
  subOrder: p('sub-order'),
  orderDel: p('order-del'),
  paySuccess: p('pay-success'),
  payReservaSuc: p('pay-reserva-suc'),
  refundOrder: p('refund-order'),
  schedule: p('schedule'),
  evaluateList: p('evaluate-list'),
  evaluateMore: p('evaluate-more'),
  evaluateDel: p('evaluate-del'),
  subEvaluate: p('sub-evaluate'),
  success: p('success'),
  search: p('search'),
  classList: p('class-list'),
  similarMch: p('similar-mch'),
  brandDel: p('brand-del'),
  mapMch: p('map-mch'),
  filmClass: p('film-class'),
  ticketSpec: p('ticket-spec')
} as const

export const groupPage = (page: keyof typeof GP, query: Record<string, string | number | undefined> = {}) =>
  withQuery(GP[page], query)
