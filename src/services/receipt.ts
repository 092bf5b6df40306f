import type { OrderReceipt } from '@lotus/contract/order-receipt'
import { request } from './request'

export type { OrderReceipt }

/** The printable receipt of one of my paid orders (unpaid: ORDER_STATE; another user's: NOT_FOUND). */
export const getReceipt = (orderId: number) =>
  request<OrderReceipt>(`/v1/store/order/${orderId}/receipt`, { silent: true })
