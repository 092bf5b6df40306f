import { type Coupon, listCoupons } from '@/services/coupon'
import { invalidate, useQuery } from './cache'

type CouponQuery = Parameters<typeof listCoupons>[0]

export const couponsKeys = {
  all: ['coupons'] as const,
  list: (q: CouponQuery) => ['coupons', q.type, q.status, q.mchId ?? null] as const
}

export const useCoupons = (q: CouponQuery, opts: { enabled?: boolean } = {}) =>
  useQuery<Coupon[]>(couponsKeys.list(q), () => listCoupons(q), opts)

/** A submitted order uses its coupon and red envelope. */
export const invalidateCoupons = () => invalidate(couponsKeys.all)
