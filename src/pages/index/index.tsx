import { View } from '@tarojs/components'
import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { AdPopup } from '@/components/ad-popup'
import { Banner } from '@/components/banner'
import { EntryGrid } from '@/components/entry-grid'
import { LocationBar, LocationNotice } from '@/components/location-bar'
import { MerchantList, useListPageEvents, useMerchantList } from '@/components/merchant-list'
import { useConfig } from '@/stores/config'
import { useAddresses } from '@/queries/addresses'
import { useLocation } from '@/stores/location'
import { effectivePoint, savedAddressPlace } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { useHomeAds } from './use-home-ads'
import { dropShell } from '@/utils/first-screen'
import './index.scss'
import { operatorText, useT } from '@/i18n'
import { useTabBarWords } from '@/hooks/use-tab-bar-words'

/** Tab 0: top bar, banners, the five verticals, then merchants near the delivery point (a location notice floats). */
export default function Index() {
  useTabBarWords()
  const t = useT()
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

  // without a fix, a logged-in customer is where their saved address is, not at the city centre (issue 35 §7)
  // a kept token, not loggedIn: at launch the session is still confirming it and the list must not wait for that
  const loggedIn = useSession((s) => s.token !== '')
  const setSaved = useLocation((s) => s.setSaved)
  const located = status !== 'idle' && status !== 'locating'
  const needsSaved = loggedIn && !hasChosen && located && status !== 'ok'
  const saved = useAddresses({ enabled: needsSaved })
  const savedPlace = loggedIn ? savedAddressPlace(saved.data) : null
  const savedKey = savedPlace && `${savedPlace.lat},${savedPlace.lng},${savedPlace.name}`
  useEffect(() => {
    setSaved(savedPlace)
    // savedKey stands for savedPlace (a new object each render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, setSaved])
  const savedInStore = useLocation((s) => s.saved !== null)
  const waitingForSaved =
    (needsSaved && saved.data === undefined && !saved.isError) || (savedPlace !== null && !savedInStore)
  // wait for the first fix (or its failure, then the saved address) so the list is not loaded twice
  const settled = hasChosen || (located && !waitingForSaved)
  const list = useMerchantList({ pos: 'INDEX', enabled: settled })
  const ads = useHomeAds(point, settled)
  useListPageEvents(list, ads.reload)
  // the server drew today's popup into the page (page-boot.ts); without one up here, it goes at once
  useEffect(() => {
    if (!ads.popup) dropShell()
  }, [ads.popup])

  return (
    <View className="home">
      <LocationBar placeholder={operatorText(placeholder)} />
      <Banner ads={ads.banners} loading={!settled || ads.bannersLoading} />
      <EntryGrid />
      <MerchantList list={list} pos="INDEX" title={t('home.nearby')} />
      <LocationNotice />
      {ads.popup && <AdPopup ad={ads.popup} onOpen={ads.openPopup} onClose={ads.closePopup} />}
    </View>
  )
}
