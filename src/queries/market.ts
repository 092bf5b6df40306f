import { bootKeys } from '@lotus/contract/page-boot'
import {
  claimLimitedCoupon,
  getMarketAisles,
  getMarketGoods,
  getMarketHome,
  getMarketSlots,
  getMarketHot,
  getMarketNews,
  getMarketSimilar,
  listLimitedCoupons,
  listMarketGoods,
  listMarketNews,
  listMarketReviews,
  listChainPickupStores,
  listMarketStores,
  type MarketGoodsQuery,
  type ReviewFilter
} from '@/services/market'
import type { LoadState } from '@/components/state-view'
import { type CartCalc, calcCart } from '@/services/cart'
import { cartItems } from '@/utils/cart-lines'
import { invalidate, loadStateOf, useQuery } from './cache'
import { useInfiniteQuery } from './infinite'

/** Supermarket catalogue on the keyed cache. */
export const marketKeys = {
  all: ['market'] as const,
  quote: (
    mchId: number,
    fulfilment: 'delivery' | 'pickup',
    addressId: number | null,
    couponId: number | undefined,
    freeDeliveryId?: number | undefined
  ) => ['market', 'quote', mchId, fulfilment, addressId, couponId ?? null, freeDeliveryId ?? null] as const,
  // shared with the page boot (server/src/http/page-boot.ts)
  home: bootKeys.marketHome,
  aisles: (mchId: number) => ['market', 'aisles', mchId] as const,
  goodsList: (q: MarketGoodsQuery) =>
    [
      'market',
      'goods',
      q.mchId,
      q.aisleId ?? null,
      q.keyword ?? null,
      q.sort ?? 'default',
      q.page ?? 1
    ] as const,
  goods: (id: number) => ['market', 'goods', id] as const,
  slots: (storeId: number, date: string) => ['market', 'slots', storeId, date] as const,
  stores: (lat: number, lng: number) => ['market', 'stores', lat, lng] as const,
  pickupStores: (mchId: number, lat: number, lng: number) =>
    ['market', 'pickupStores', mchId, lat, lng] as const,
  reviews: (id: number, filter: ReviewFilter) => ['market', 'reviews', id, filter] as const,
  similar: (id: number) => ['market', 'similar', id] as const,
  hot: (mchId: number) => ['market', 'hot', mchId] as const,
  newsList: ['market', 'news', 'list'] as const,
  news: (id: number) => ['market', 'news', id] as const,
  coupons: (mchId: number) => ['market', 'coupons', mchId] as const,
  goodsPages: (q: Omit<MarketGoodsQuery, 'page'>) =>
    ['market', 'goodsPages', q.mchId, q.aisleId ?? null, q.sort ?? 'default', q.inStock ?? '0'] as const
}

/** Catalogue data changes rarely while a page is open. */
const MARKET_STALE_MS = 60_000

export const useMarketHome = (mchId: number) =>
  useQuery(marketKeys.home(mchId), () => getMarketHome(mchId), {
    staleTime: MARKET_STALE_MS,
    enabled: mchId > 0
  })

export const useMarketAisles = (mchId: number) =>
  useQuery(marketKeys.aisles(mchId), () => getMarketAisles(mchId), {
    staleTime: MARKET_STALE_MS,
    enabled: mchId > 0
  })

export const useMarketGoodsList = (q: MarketGoodsQuery) =>
  useQuery(marketKeys.goodsList(q), () => listMarketGoods(q), {
    staleTime: MARKET_STALE_MS,
    enabled: q.mchId > 0
  })

/** Stock changes with every order: always asked again on open. */
export const useMarketGoods = (id: number) =>
  useQuery(marketKeys.goods(id), () => getMarketGoods(id), { enabled: id > 0 })

/** Room in a slot changes with every order: asked again on open. */
export const useMarketSlots = (storeId: number, date: string) =>
  useQuery(marketKeys.slots(storeId, date), () => getMarketSlots(storeId, date), {
    enabled: storeId > 0 && date !== ''
  })

export const useMarketStores = (at: { lat: number; lng: number }) =>
  useQuery(marketKeys.stores(at.lat, at.lng), () => listMarketStores(at), { staleTime: MARKET_STALE_MS })

/** The stores of `mchId`'s chain where its self-pickup order can be collected (0 = none asked). */
export const useChainPickupStores = (mchId: number, at: { lat: number; lng: number }) =>
  useQuery(marketKeys.pickupStores(mchId, at.lat, at.lng), () => listChainPickupStores(mchId, at), {
    staleTime: MARKET_STALE_MS,
    enabled: mchId > 0
  })

/** A goods' reviews under one filter, paged (reach-bottom loads the next page); page 1 carries the summary. */
export const useMarketReviews = (id: number, filter: ReviewFilter) =>
  useInfiniteQuery(marketKeys.reviews(id, filter), (page) => listMarketReviews(id, filter, page), {
    enabled: id > 0
  })

export const useMarketSimilar = (id: number) =>
  useQuery(marketKeys.similar(id), () => getMarketSimilar(id), {
    staleTime: MARKET_STALE_MS,
    enabled: id > 0
  })

export const useMarketHot = (mchId: number) =>
  useQuery(marketKeys.hot(mchId), () => getMarketHot(mchId), {
    staleTime: MARKET_STALE_MS,
    enabled: mchId > 0
  })

export const useMarketNewsList = () => useInfiniteQuery(marketKeys.newsList, (page) => listMarketNews(page))

export const useMarketNews = (id: number) =>
  useQuery(marketKeys.news(id), () => getMarketNews(id), { staleTime: MARKET_STALE_MS, enabled: id > 0 })

/** Limited coupons (0 = every store's); what is left changes by the second: always asked again on open. */
export const useLimitedCoupons = (mchId: number) =>
  useQuery(marketKeys.coupons(mchId), () => listLimitedCoupons(mchId || undefined))

/** Claims one coupon; the lists (left, mine, state) are asked again whatever the answer. */
export async function claimCoupon(batchId: number) {
  try {
    return await claimLimitedCoupon(batchId)
  } finally {
    void invalidate(['market', 'coupons'])
  }
}

/** Goods of a store's aisle with sort and filter, paged on reach-bottom. */
export const useMarketGoodsPages = (q: Omit<MarketGoodsQuery, 'page'>) =>
  useInfiniteQuery(marketKeys.goodsPages(q), (page) => listMarketGoods({ ...q, page }), {
    enabled: q.mchId > 0,
    staleTime: MARKET_STALE_MS
  })

/**
 * The price of a supermarket checkout (the stored cart, at the store's point), by fulfilment, address and
 * coupon: each is part of the key, so a late answer for an earlier choice never shows. Never fresh from the
 * cache (prices, stock and coupons move); the last price stays on screen while a changed choice is asked.
 * Delivery is in a booked slot, so the store need not be open right now (`scheduled`).
 */
export function useMarketQuote(
  mchId: number,
  fulfilment: 'delivery' | 'pickup',
  addressId: number | undefined,
  couponId: number | undefined,
  enabled: boolean,
  /** a god member's free-delivery voucher: undefined = the best, 0 = none (delivery only) */
  freeDeliveryId?: number | undefined
): { calc: CartCalc | null; state: LoadState; reload: () => void } {
  const store = useMarketHome(mchId).data?.store
  const deliverTo = fulfilment === 'delivery' ? addressId : undefined
  const q = useQuery(
    marketKeys.quote(mchId, fulfilment, deliverTo ?? null, couponId, freeDeliveryId),
    () =>
      calcCart(
        {
          mchId,
          lat: store?.lat ?? 0,
          lng: store?.lng ?? 0,
          data: null,
          couponId,
          freeDeliveryId: fulfilment === 'delivery' ? freeDeliveryId : undefined,
          addressId: deliverTo,
          fulfilment,
          scheduled: true,
          vertical: 'supermarket'
        },
        { silent: true }
      ),
    { enabled: enabled && mchId > 0 && store !== undefined, keepPrevious: true }
  )
  // an error wins over the last price (the price may have moved); no lines is empty
  const state: LoadState = q.isError ? 'error' : loadStateOf(q, (c) => cartItems(c).length === 0)
  return { calc: q.data ?? null, state, reload: () => void q.refetch() }
}
