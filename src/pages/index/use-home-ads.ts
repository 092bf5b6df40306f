import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { openAd } from '@/components/banner/open-ad'
import { bootKeys } from '@lotus/contract/page-boot'
import { ensureQuery, fetchQuery, getEntry } from '@/queries/cache'
import { getAdByKey } from '@/services/home'
import type { Ad } from '@/services/types'
import type { Point } from '@/stores/location-reducer'
import { macauDateKey, nowSeconds } from '@/utils/macau-clock'
import { POPUP_SEEN_KEY, popupDue } from './popup-once'

export interface HomeAds {
  banners: Ad[]
  bannersLoading: boolean
  popup: Ad | null
  closePopup: () => void
  openPopup: (ad: Ad) => void
  reload: () => Promise<void>
}

/**
 * Ads are the same all over Macau (the server answers every point alike), so an answer is reused for a minute:
 * the one the page's HTML brought (contract/page-boot.ts) spares home's first screen a round trip.
 */
const ADS_STALE_MS = 60_000

/** INDEX_BANNER and INDEX_POPUP_AD for the effective point; ads are optional, so failures stay quiet. */
export function useHomeAds(point: Point, enabled: boolean): HomeAds {
  const [banners, setBanners] = useState<Ad[]>([])
  const [bannersLoading, setBannersLoading] = useState(true)
  // a fresh answer the page came with (h5): the popup is up with the first screen, not after the location fix,
  // which on a phone can take seconds; otherwise it is asked for once the fix is in
  const [popup, setPopup] = useState<Ad | null>(() => {
    const e = getEntry<Ad[]>(bootKeys.ads('INDEX_POPUP_AD'))
    const fresh = e.status === 'success' && e.updatedAt > 0
    return fresh && popupDue(Taro.getStorageSync(POPUP_SEEN_KEY), macauDateKey(nowSeconds()))
      ? (e.data?.[0] ?? null)
      : null
  })
  const shownEarly = useRef(popup !== null)

  const loadBanners = useCallback(
    async (fresh = false) => {
      const key = bootKeys.ads('INDEX_BANNER')
      const ask = () => getAdByKey('INDEX_BANNER', point.lat, point.lng)
      try {
        setBanners(await (fresh ? fetchQuery(key, ask) : ensureQuery(key, ask, ADS_STALE_MS)))
      } catch {
        setBanners([])
      } finally {
        setBannersLoading(false)
      }
    },
    [point.lat, point.lng]
  )
  // pull-down refresh asks the server again
  const reload = useCallback(() => loadBanners(true), [loadBanners])

  useEffect(() => {
    if (enabled) void loadBanners()
  }, [enabled, loadBanners])

  // the popup is asked for once per launch, after the first location fix
  useEffect(() => {
    if (!enabled || shownEarly.current) return
    const today = macauDateKey(nowSeconds())
    if (!popupDue(Taro.getStorageSync(POPUP_SEEN_KEY), today)) return
    ensureQuery(
      bootKeys.ads('INDEX_POPUP_AD'),
      () => getAdByKey('INDEX_POPUP_AD', point.lat, point.lng),
      ADS_STALE_MS
    )
      .then((ads) => setPopup(ads[0] ?? null))
      .catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per launch, not per point
  }, [enabled])

  // the popup takes the screen: a toast still up (定位 refused) would sit on top of it (issue 8 §11); the
  // location notice under the top bar keeps saying it
  // (a popup up before the fix: the refusal's toast comes with the fix, so this runs again then)
  useEffect(() => {
    if (popup) void Taro.hideToast()
  }, [popup, enabled])

  const done = useCallback(() => {
    Taro.setStorageSync(POPUP_SEEN_KEY, macauDateKey(nowSeconds()))
    setPopup(null)
  }, [])
  const openPopup = useCallback(
    (ad: Ad) => {
      done()
      void openAd(ad, 'INDEX_POPUP_AD')
    },
    [done]
  )

  return { banners, bannersLoading, popup, closePopup: done, openPopup, reload }
}
