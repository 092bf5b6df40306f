import { withQuery } from '@/services/nav'

/** Supermarket page paths (Taro paths). */
const p = (name: string) => `/packages/supermarket/pages/${name}/index`
export const SM = {
  home: p('home'),
  shop: p('shop'),
  goodsDetails: p('goods-details'),
  searchGoods: p('search-goods'),
  class: p('class'),
  // checkout and orders (issue 9)
  subOrder: p('sub-order'),
  order: p('order'),
  searchOrder: p('search-order'),
  orderDel: p('order-del'),
  orderDel2: p('order-del2'),
  selfOrderDel: p('self-order-del'),
  updateOrder: p('update-order'),
  refund: p('refund'),
  refundProgress: p('refund-progress'),
  evaluation: p('evaluation'),
  // points mall (issue 9)
  pointList: p('point-list'),
  pointDetail: p('point-detail'),
  subPointOrder: p('sub-point-order'),
  mchMap: p('mch-map'),
  pointOrderDel: p('point-order-del'),
  pointOrderCode: p('point-order-code'),
  orderCoupon: p('order-coupon'),
  orderList: p('order-list'),
  shop2: p('shop2'),
  classView: p('class-view'),
  moreReviews: p('more-reviews'),
  hotList: p('hot-list'),
  findSimilar: p('find-similar'),
  limitedCoupon: p('limited-coupon'),
  newsList: p('news-list'),
  newsDel: p('news-del'),
  mapLocationMch: p('map-location-mch'),
  searchAddress: p('search-address')
} as const

export const smPage = (page: keyof typeof SM, q: Record<string, string | number> = {}) =>
  withQuery(SM[page], q)
