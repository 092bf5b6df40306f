import { bootKeys } from '@lotus/contract/page-boot'
import {
  declareBirth,
  fillGiftAddress,
  getAge,
  getFruit,
  getGeneralDiscounts,
  getGeneralGoods,
  getGeneralGoodsDetail,
  getGeneralHome,
  getGeneralSimilar,
  getGeneralStore,
  getGeneralStores,
  getGiftView,
  type GiftRecipientView
} from '@/services/general'
import { searchRange } from '@/services/home'
import type { Point } from '@/stores/location-reducer'
import { setData, useQuery } from './cache'

/** The general store's server data (one keyed cache). */
export const generalKeys = {
  home: (p?: Point) => ['general', 'home', p?.lat ?? null, p?.lng ?? null] as const,
  stores: (kind: string, keyword: string) => ['general', 'stores', kind, keyword] as const,
  // shared with the page boot (server/src/http/page-boot.ts)
  store: bootKeys.generalStore,
  similar: (id: number) => ['general', 'similar', id] as const,
  goods: (kind: string, keyword: string, mchId: number) =>
    ['general', 'goods', kind, keyword, mchId] as const,
  goodsDetail: (id: number) => ['general', 'goodsDetail', id] as const,
  fruit: (origin: string) => ['general', 'fruit', origin] as const,
  discounts: ['general', 'discounts'] as const,
  age: ['general', 'age'] as const,
  gift: (orderId: number, token: string) => ['general', 'gift', orderId, token] as const
}

const STALE = 60_000

export const useGeneralHome = (p?: Point) =>
  useQuery(generalKeys.home(p), () => getGeneralHome(p), { staleTime: STALE })
export const useGeneralStores = (kind: string, keyword = '', p?: Point) =>
  useQuery(
    generalKeys.stores(kind, keyword),
    () => getGeneralStores({ ...(kind ? { kind } : {}), ...(keyword ? { keyword } : {}) }, p),
    { staleTime: STALE }
  )
export const useGeneralStore = (id: number) =>
  useQuery(generalKeys.store(id), () => getGeneralStore(id), { staleTime: STALE, enabled: id > 0 })
export const useGeneralSimilar = (id: number) =>
  useQuery(generalKeys.similar(id), () => getGeneralSimilar(id), { staleTime: STALE, enabled: id > 0 })
export const useGeneralGoods = (q: { kind?: string; keyword?: string; mchId?: number }, enabled = true) =>
  useQuery(generalKeys.goods(q.kind ?? '', q.keyword ?? '', q.mchId ?? 0), () => getGeneralGoods(q), {
    staleTime: STALE,
    enabled
  })
export const useGeneralGoodsDetail = (id: number) =>
  useQuery(generalKeys.goodsDetail(id), () => getGeneralGoodsDetail(id), {
    staleTime: STALE,
    enabled: id > 0
  })
export const useFruit = (origin = '') =>
  useQuery(generalKeys.fruit(origin), () => getFruit(origin || undefined), { staleTime: STALE })
export const useGeneralDiscounts = () =>
  useQuery(generalKeys.discounts, getGeneralDiscounts, { staleTime: STALE })
export const useAge = (enabled: boolean) => useQuery(generalKeys.age, getAge, { enabled })
export const useGiftView = (orderId: number, token: string) =>
  useQuery(generalKeys.gift(orderId, token), () => getGiftView(orderId, token), {
    enabled: orderId > 0 && token.length > 0
  })

/** Declares the birth date and keeps the answer as the age view. */
export async function declareBirthAndStore(birthDate: string) {
  const v = await declareBirth(birthDate)
  setData(generalKeys.age, v)
  return v
}

export async function fillGiftAddressAndStore(
  orderId: number,
  token: string,
  a: { address: string; detail: string; lat: number; lng: number }
): Promise<GiftRecipientView> {
  const v = await fillGiftAddress({ orderId, token, ...a })
  setData(generalKeys.gift(orderId, token), v)
  return v
}

/** Places matching a keyword near a point (the recipient's address picker). */
export const usePlaceSearch = (keyword: string, p: Point) =>
  useQuery(
    ['general', 'places', keyword, p.lat, p.lng],
    async () => (await searchRange({ lat: p.lat, lng: p.lng, keyword })).data ?? [],
    { staleTime: STALE, enabled: keyword.trim().length > 0 }
  )
