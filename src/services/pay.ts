import type { OrderDetail } from './order'
import { request } from './request'

/** Silent: the pay page answers PAY_PASSWORD_WRONG / PAY_LOCKED / NOT_SET itself. */
export const payWallet = (orderId: number, password: string) =>
  request<OrderDetail>('/v1/pay/wallet', {
    method: 'POST',
    data: { orderId, password },
    loading: '支付中',
    silent: true
  })

export const payOnline = (orderId: number) =>
  request<{ payUrl: string }>('/v1/pay/online', { method: 'POST', data: { orderId }, loading: '處理中' })
