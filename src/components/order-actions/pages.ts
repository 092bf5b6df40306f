import { ROUTES } from '@/services/routes'

/** Paths of the checkout / order / wallet pages (Taro paths; h5 shows the public aliases of config/custom-routes.ts). */
export const ORDER_PAGES = {
  car: ROUTES.takeaway.car,
  subOrder: ROUTES.takeaway.subOrder,
  orderDel: ROUTES.takeaway.orderDel,
  orderDel2: ROUTES.takeaway.orderDel2,
  editOrder: ROUTES.takeaway.editOrder,
  refund: ROUTES.takeaway.refund,
  refundProgress: ROUTES.takeaway.refundProgress,
  evaluation: ROUTES.takeaway.evaluation,
  takeawayOrder: ROUTES.takeaway.order,
  mchInfo: ROUTES.takeaway.mchInfo,
  goodsDel: ROUTES.takeaway.goodsDel,
  pay: ROUTES.pagesA.pay,
  webPay: ROUTES.pagesA.webPay,
  remarkText: ROUTES.pagesA.remarkText,
  map: ROUTES.pagesA.map,
  addMap: ROUTES.pagesA.addMap,
  guide: ROUTES.pagesA.guide,
  shippingAddress: ROUTES.pagesUser.shippingAddress,
  addressEdit: ROUTES.pagesUser.shipingAddressEdit,
  setPassword: ROUTES.pagesUser.setPassword,
  forgetPassword: ROUTES.pagesUser.forgetPassword,
  forgetSetPassword: ROUTES.pagesUser.forgetSetPassword,
  wallet: ROUTES.pagesUser.wallet,
  listRecord: ROUTES.pagesUser.listRecord,
  goodsFavorites: ROUTES.pagesUser.goodsFavorites
} as const

/** A supermarket order's own pages (the supermarket subpackage). */
const sm = (page: keyof typeof ROUTES.supermarket, id: number) => `${ROUTES.supermarket[page]}?id=${id}`

/**
 * Where an order's refund, refund progress and evaluation pages are: a supermarket order has its own,
 * every other order the takeaway ones.
 */
export function orderFlowPath(
  o: { id: number; vertical?: string },
  page: 'refund' | 'refundProgress' | 'evaluation'
): string {
  if (o.vertical === 'supermarket') {
    return sm(page, o.id)
  }
  return `${ORDER_PAGES[page]}?id=${o.id}`
}

/** The detail page of an order: group orders (vouchers, tickets, reservations) have their own. */
export function orderDetailPath(o: { id: number; vertical?: string; fulfilment?: string }): string {
  // The cash part of a points-mall exchange: back to the exchange (supermarket point-order-del).
  if (o.fulfilment === 'points') return `${ROUTES.supermarket.pointOrderDel}?orderId=${o.id}`
  if (o.vertical === 'supermarket') return sm(o.fulfilment === 'pickup' ? 'selfOrderDel' : 'orderDel', o.id)
  if (o.vertical === 'group') {
    const page = o.fulfilment === 'reservation' ? 'payReservaSuc' : 'orderDel'
    return `${ROUTES.group[page]}?id=${o.id}`
  }
  return `${ORDER_PAGES.orderDel}?id=${o.id}`
}
