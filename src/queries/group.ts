import { bootKeys } from '@lotus/contract/page-boot'
import { groupApi } from '@/services/group'
import { invalidate, useQuery } from './cache'

/** Group-buying server state (keys under 'group'). */
export const groupKeys = {
  all: ['group'] as const,
  // shared with the page boot (server/src/http/page-boot.ts): the merchant's page comes with both answers
  merchant: bootKeys.groupMerchant,
  list: (q: object) => ['group', 'list', q] as const,
  deal: (id: number) => ['group', 'deal', id] as const,
  menu: (id: number) => ['group', 'menu', id] as const,
  dish: (id: number) => ['group', 'dish', id] as const,
  album: (id: number) => ['group', 'album', id] as const,
  similar: (id: number) => ['group', 'similar', id] as const,
  brand: (b: string) => ['group', 'brand', b] as const,
  comments: bootKeys.groupComments,
  comment: (id: number) => ['group', 'comment', id] as const,
  films: (cinemaId: number) => ['group', 'films', cinemaId] as const,
  seats: (id: number) => ['group', 'seats', id] as const,
  slots: (mchId: number) => ['group', 'slots', mchId] as const,
  order: (id: number) => ['group', 'order', id] as const
}

const on = (id: number) => ({ enabled: id > 0 })
/**
 * A merchant's page and its evaluations: a back-and-forth with a deal's page within 30 s asks nothing, and the
 * answers a shared link's page came with (page boot) are not asked again at once. Writes invalidate as before.
 */
const MERCHANT_STALE_MS = 30_000

export const useGroupMerchants = (
  q: { category?: string; keyword?: string; lat?: number; lng?: number },
  enabled = true
) => useQuery(groupKeys.list(q), () => groupApi.merchants({ ...q, pageSize: 50 }), { enabled })
export const useGroupMerchant = (id: number) =>
  useQuery(groupKeys.merchant(id), () => groupApi.merchant(id), { ...on(id), staleTime: MERCHANT_STALE_MS })
export const useDeal = (id: number) => useQuery(groupKeys.deal(id), () => groupApi.deal(id), on(id))
export const useMenu = (id: number) => useQuery(groupKeys.menu(id), () => groupApi.menu(id), on(id))
export const useDish = (id: number) => useQuery(groupKeys.dish(id), () => groupApi.dish(id), on(id))
export const useAlbum = (id: number) => useQuery(groupKeys.album(id), () => groupApi.album(id), on(id))
export const useSimilar = (id: number) => useQuery(groupKeys.similar(id), () => groupApi.similar(id), on(id))
export const useBrand = (b: string) =>
  useQuery(groupKeys.brand(b), () => groupApi.brand(b), { enabled: b !== '' })
export const useGroupComments = (mchId: number) =>
  useQuery(groupKeys.comments(mchId), () => groupApi.comments(mchId), {
    ...on(mchId),
    staleTime: MERCHANT_STALE_MS
  })
export const useGroupComment = (id: number) =>
  useQuery(groupKeys.comment(id), () => groupApi.comment(id), on(id))
export const useFilms = (cinemaId: number) =>
  useQuery(groupKeys.films(cinemaId), () => groupApi.films(cinemaId > 0 ? cinemaId : undefined))
export const useSeats = (id: number) => useQuery(groupKeys.seats(id), () => groupApi.seats(id), on(id))
export const useSlots = (mchId: number) =>
  useQuery(groupKeys.slots(mchId), () => groupApi.slots(mchId), on(mchId))
export const useGroupOrder = (id: number) => useQuery(groupKeys.order(id), () => groupApi.order(id), on(id))

/** After a write: everything group-related is read again on next use. */
export const invalidateGroup = () => invalidate(groupKeys.all)
