import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import { openAd } from '@/components/banner/open-ad'
import { getAdByKey } from '@/services/home'
import type { Ad } from '@/services/types'
import type { Point } from '@/stores/location-reducer'
import { macauDateKey, nowSeconds } from '@/utils/time'
import { POPUP_SEEN_KEY, popupDue } from './popup-once'

export interface HomeAds {
  banners: Ad[]
  bannersLoading: boolean
  popup: Ad | null
  closePopup: () => void
  openPopup: (ad: Ad) => void
  reload: () => Promise<void>
}

/** INDEX_BANNER and INDEX_POPUP_AD for the effective point; ads are optional, so failures stay quiet. */
export function useHomeAds(point: Point, enabled: boolean): HomeAds {
  const [banners, setBanners] = useState<Ad[]>([])
  const [bannersLoading, setBannersLoading] = useState(true)
  const [popup, setPopup] = useState<Ad | null>(null)

  const loadBanners = useCallback(async () => {
    try {
      setBanners(await getAdByKey('INDEX_BANNER', point.lat, point.lng))
    } catch {
      setBanners([])
    } finally {
      setBannersLoading(false)
    }
  }, [point.lat, point.lng])

  useEffect(() => {
    if (enabled) void loadBanners()
  }, [enabled, loadBanners])

  // the popup is asked for once per launch, after the first location fix
  useEffect(() => {
    if (!enabled) return
    const today = macauDateKey(nowSeconds())
    if (!popupDue(Taro.getStorageSync(POPUP_SEEN_KEY), today)) return
    getAdByKey('INDEX_POPUP_AD', point.lat, point.lng)
      .then((ads) => setPopup(ads[0] ?? null))
      .catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per launch, not per point
  }, [enabled])

  // the popup takes the screen: a toast still up (定位 refused) would sit on top of it (issue 8 §11); the
  // location notice under the top bar keeps saying it
  useEffect(() => {
    if (popup) void Taro.hideToast()
  }, [popup])

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

  return { banners, bannersLoading, popup, closePopup: done, openPopup, reload: loadBanners }
}
