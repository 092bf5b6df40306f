import type { Coupon } from '@lotus/contract/cart'
import { request } from './request'

export type { Coupon } from '@lotus/contract/cart'

export const listCoupons = (q: { type: Coupon['type']; status: Coupon['status']; mchId?: number }) =>
  request<Coupon[]>('/v1/user/coupon/list', { data: q, silent: true })
