import {
  cancelOrder,
  confirmOrder,
  disputeRefund,
  evaluateOrder,
  getOrder,
  getRefund,
  type OrderDetail,
  refundOrder,
  updateOrderAddress
} from '@/services/order'
import { payOnline, payWallet } from '@/services/pay'
import type { PayBrand } from '@lotus/contract/pay-brands'
import { payOrderWithShopCard } from '@/services/account-money'
import { invalidate, setData, useQuery } from './cache'
import { useMutation } from './mutation'
import { commentsKeys } from './evaluations'
import { ordersKeys } from './orders'
import { walletKeys } from './wallet'

export const orderKeys = {
  detail: (id: number) => ['order', id] as const,
  refund: (id: number) => ['order', id, 'refund'] as const
}

export const useOrder = (id: number) =>
  useQuery(orderKeys.detail(id), () => getOrder(id), { enabled: id > 0 })

export const useRefund = (id: number) =>
  useQuery(orderKeys.refund(id), () => getRefund(id), { enabled: id > 0 })

/** 申請平台介入 on an order's rejected refund: the answer is the refund's progress; the order is asked again. */
export const useDisputeRefund = (orderId: number) =>
  useMutation(disputeRefund, {
    onSuccess: (refund) => setData(orderKeys.refund(orderId), refund),
    invalidates: [orderKeys.detail(orderId)]
  })

/** The order (and its refund) asked again where shown: its live news said it moved. */
export const refreshOrder = (id: number) => invalidate(orderKeys.detail(id))

/** The server answered the new order: show it at once, and every list it appears in asks again. */
function changed(order: OrderDetail): OrderDetail {
  setData(orderKeys.detail(order.id), order)
  void invalidate(ordersKeys.all)
  return order
}

export const cancel = (id: number, reason: string) => cancelOrder(id, reason).then(changed)
export const confirm = (id: number) => confirmOrder(id).then(changed)
export const changeAddress = (id: number, addressId: number) =>
  updateOrderAddress(id, addressId).then(changed)

export async function refund(input: Parameters<typeof refundOrder>[0]): Promise<OrderDetail> {
  const order = changed(await refundOrder(input))
  void invalidate(orderKeys.refund(input.id))
  return order
}

/** Paying from the wallet changes the order, the order lists and the balance. */
export async function payFromWallet(orderId: number, password: string): Promise<OrderDetail> {
  const order = changed(await payWallet(orderId, password))
  void invalidate(walletKeys.all)
  return order
}

/** Paying from the merchant's shop card (issue 12) changes the order, the order lists and the card. */
export async function payFromShopCard(orderId: number, password: string): Promise<OrderDetail> {
  const order = changed(await payOrderWithShopCard(orderId, password))
  void invalidate(['shopCards'])
  return order
}

/** Online payment finishes outside the app: the order is asked again when the user comes back. */
export async function payOnlineStart(orderId: number, brand?: PayBrand): Promise<{ payUrl: string }> {
  const r = await payOnline(orderId, brand)
  void invalidate(orderKeys.detail(orderId))
  return r
}

export async function evaluate(input: Parameters<typeof evaluateOrder>[0], mchId?: number): Promise<void> {
  await evaluateOrder(input)
  void invalidate(orderKeys.detail(input.id))
  void invalidate(ordersKeys.all)
  if (mchId) void invalidate(commentsKeys.merchant(mchId))
}
