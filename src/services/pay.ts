import type { OrderDetail } from './order'
import type { PayBrand } from '@lotus/contract/pay-brands'
import { request } from './request'
import { loadingWord } from './words'

/** Silent: the pay page answers PAY_PASSWORD_WRONG / PAY_LOCKED / NOT_SET itself. */
export const payWallet = (orderId: number, password: string) =>
  request<OrderDetail>('/v1/pay/wallet', {
    method: 'POST',
    data: { orderId, password },
    loading: loadingWord('pay'),
    silent: true
  })

/** POST /v1/pay/online with the Macau payment brand chosen at the cashier (issue 35 §5). */
export const payOnline = (orderId: number, brand?: PayBrand) =>
  request<{ payUrl: string }>('/v1/pay/online', {
    method: 'POST',
    data: { orderId, brand },
    loading: loadingWord('process')
  })
