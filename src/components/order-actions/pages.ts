/** Paths of the checkout / order / wallet pages (Taro paths; h5 shows the public aliases of config/custom-routes.ts). */
export const ORDER_PAGES = {
  car: '/packages/takeaway/pages/car/index',
  subOrder: '/packages/takeaway/pages/sub-order/index',
  orderDel: '/packages/takeaway/pages/order-del/index',
  orderDel2: '/packages/takeaway/pages/order-del2/index',
  editOrder: '/packages/takeaway/pages/edit-order/index',
  refund: '/packages/takeaway/pages/refund/index',
  refundProgress: '/packages/takeaway/pages/refund-progress/index',
  evaluation: '/packages/takeaway/pages/evaluation/index',
  takeawayOrder: '/packages/takeaway/pages/order/index',
  mchInfo: '/packages/takeaway/pages/mch-info/index',
  goodsDel: '/packages/takeaway/pages/goods-del/index',
  pay: '/packages/pagesA/pages/pay/index',
  webPay: '/packages/pagesA/pages/web-pay/index',
  remarkText: '/packages/pagesA/pages/remark-text/index',
  map: '/packages/pagesA/pages/map/index',
  addMap: '/packages/pagesA/pages/add-map/index',
  guide: '/packages/pagesA/pages/guide/index',
  shippingAddress: '/packages/pagesUser/pages/shipping-address/index',
  addressEdit: '/packages/pagesUser/pages/shiping-address-edit/index',
  setPassword: '/packages/pagesUser/pages/set-password/index',
  forgetPassword: '/packages/pagesUser/pages/forget-password/index',
  forgetSetPassword: '/packages/pagesUser/pages/forget-set-password/index',
  wallet: '/packages/pagesUser/pages/wallet/index',
  listRecord: '/packages/pagesUser/pages/list-record/index',
  goodsFavorites: '/packages/pagesUser/pages/goods-favorites/index'
} as const

/** A supermarket order's own pages (the supermarket subpackage; named in its hooks/paths.ts too). */
const sm = (page: string, id: number) => `/packages/supermarket/pages/${page}/index?id=${id}`

/**
 * Where an order's refund, refund progress and evaluation pages are: a supermarket order has its own,
 * every other order the takeaway ones.
 */
export function orderFlowPath(
  o: { id: number; vertical?: string },
  page: 'refund' | 'refundProgress' | 'evaluation'
): string {
  if (o.vertical === 'supermarket') {
    return sm(page === 'refundProgress' ? 'refund-progress' : page, o.id)
  }
  return `${ORDER_PAGES[page]}?id=${o.id}`
}

/** The detail page of an order: group orders (vouchers, tickets, reservations) have their own. */
export function orderDetailPath(o: { id: number; vertical?: string; fulfilment?: string }): string {
  // The cash part of a points-mall exchange: back to the exchange (supermarket point-order-del).
  if (o.fulfilment === 'points') return `/packages/supermarket/pages/point-order-del/index?orderId=${o.id}`
  if (o.vertical === 'supermarket')
    return sm(o.fulfilment === 'pickup' ? 'self-order-del' : 'order-del', o.id)
  if (o.vertical === 'group') {
    const page = o.fulfilment === 'reservation' ? 'pay-reserva-suc' : 'order-del'
    return `/packages/group/pages/${page}/index?id=${o.id}`
  }
  return `${ORDER_PAGES.orderDel}?id=${o.id}`
}
