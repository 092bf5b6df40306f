import { request } from './request'

export interface Coupon {
  id: number
  type: 'coupon' | 'redEnvelope'
  name: string
  /** avos */
  amount: number
  /** avos of goods needed; 0 = no threshold */
  threshold: number
  mchId: number | null
  /** seconds */
  expireAt: number
  status: 'usable' | 'used' | 'expired'
}

export const listCoupons = (q: {
  type: 'coupon' | 'redEnvelope'
  status: 'usable' | 'used' | 'expired'
  mchId?: number
}) => request<Coupon[]>('/v1/user/coupon/list', { data: q, silent: true })
