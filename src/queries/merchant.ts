import { getMerchant, getSimilar, getTimeFees } from '@/services/takeaway'
import type { Point } from '@/stores/location-reducer'
import { bootKeys } from '@lotus/contract/page-boot'
import { invalidate, useQuery } from './cache'

/** A merchant's page data. The distance depends on where the user is, so the point is part of the key. */
export const merchantKeys = {
  all: ['merchant'] as const,
  detail: (id: number, point?: Point) => bootKeys.merchant(id, point?.lat ?? null, point?.lng ?? null),
  similar: (id: number, point?: Point) =>
    ['merchant', id, 'similar', point?.lat ?? null, point?.lng ?? null] as const,
  timeFees: (id: number) => ['merchant', id, 'timeFees'] as const
}

/** Shop details change rarely while a page is open; a minute spares the re-asks of tab switches. */
const MERCHANT_STALE_MS = 60_000

export const useMerchant = (id: number, point?: Point, opts: { enabled?: boolean } = {}) =>
  useQuery(merchantKeys.detail(id, point), () => getMerchant(id, point), {
    staleTime: MERCHANT_STALE_MS,
    enabled: id > 0 && (opts.enabled ?? true)
  })

export const useSimilarMerchants = (id: number, point?: Point) =>
  useQuery(merchantKeys.similar(id, point), () => getSimilar(id, point), {
    staleTime: MERCHANT_STALE_MS,
    enabled: id > 0
  })

export const useTimeFees = (mchId: number) =>
  useQuery(merchantKeys.timeFees(mchId), () => getTimeFees(mchId), {
    staleTime: MERCHANT_STALE_MS,
    enabled: mchId > 0
  })

/** After a favourite toggles elsewhere: every cached copy of this merchant is asked again. */
export const invalidateMerchant = (id: number) => invalidate(['merchant', id])
