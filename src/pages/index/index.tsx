import { View } from '@tarojs/components'
import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { AdPopup } from '@/components/ad-popup'
import { Banner } from '@/components/banner'
import { EntryGrid } from '@/components/entry-grid'
import { LocationBar, LocationNotice } from '@/components/location-bar'
import { MerchantList, useListPageEvents, useMerchantList } from '@/components/merchant-list'
import { useConfig } from '@/stores/config'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useHomeAds } from './use-home-ads'
import { dropShell } from '@/utils/first-screen'
import './index.scss'

/** Tab 0: top bar, banners, the five verticals, then merchants near the delivery point (a location notice floats). */
export default function Index() {
  const locate = useLocation((s) => s.locate)
  const status = useLocation((s) => s.status)
  const hasChosen = useLocation((s) => s.chosen !== null)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const loadConfig = useConfig((s) => s.load)
  const placeholder = useConfig((s) => s.config.GLOBAL_CFG?.searchPlaceholder)

  useEffect(() => {
    void loadConfig()
    void locate()
  }, [loadConfig, locate])

  // wait for the first fix (or its failure) so the list is not loaded twice; a chosen address needs no fix
  const settled = hasChosen || (status !== 'idle' && status !== 'locating')
  const list = useMerchantList({ pos: 'INDEX', enabled: settled })
  const ads = useHomeAds(point, settled)
  useListPageEvents(list, ads.reload)
  // the server drew today's popup into the page (page-boot.ts); without one up here, it goes at once
  useEffect(() => {
    if (!ads.popup) dropShell()
  }, [ads.popup])

  return (
    <View className="home">
      <LocationBar placeholder={typeof placeholder === 'string' ? placeholder : undefined} />
      <Banner ads={ads.banners} loading={!settled || ads.bannersLoading} />
      <EntryGrid />
      <MerchantList list={list} pos="INDEX" title="附近商家" />
      <LocationNotice />
      {ads.popup && <AdPopup ad={ads.popup} onOpen={ads.openPopup} onClose={ads.closePopup} />}
    </View>
  )
}
