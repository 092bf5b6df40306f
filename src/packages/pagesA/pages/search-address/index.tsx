import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { back, go, PAGES } from '@/services/nav'
import type { Place } from '@/services/types'
import { useLocation } from '@/stores/location'
import { cityLabel, effectivePoint } from '@/stores/location-reducer'
import { PlaceResults } from '@/components/place-list'
import { usePlaces } from '@/queries/places'
import { useWords } from '../../words'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'

/** Choose the delivery address: search places, or use the current location; the choice moves every list there. */
export default function SearchAddress() {
  const t = useWords()
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const chosen = useLocation((s) => s.chosen)
  const status = useLocation((s) => s.status)
  const cityName = useLocation((s) => cityLabel(s))
  const choose = useLocation((s) => s.choose)
  const locate = useLocation((s) => s.locate)
  const [keyword, setKeyword] = useState('')
  const { places, state, retry } = usePlaces(point, keyword)

  const pick = (p: Place) => {
    choose({ name: p.name, address: p.address, lat: p.lat, lng: p.lng })
    back()
  }

  const locateHere = async () => {
    await locate()
    // denied: the store already showed 請打開定位服務以提升體驗; stay so the user can pick by hand
    if (useLocation.getState().status === 'ok') {
      choose(null)
      back()
    }
  }

  return (
    <View className="search-address">
      <NavBar title={t('place.title')} />
      <View className="search-address__bar">
        <Text className="search-address__city">{cityName}</Text>
        <Input
          className="search-address__input"
          value={keyword}
          placeholder={t('searchPlaces')}
          confirmType="search"
          onInput={(e) => setKeyword(e.detail.value)}
        />
        {keyword && (
          <View
            className="search-address__clear"
            role="button"
            aria-label={t('place.clear')}
            onClick={() => setKeyword('')}
          >
            <Icon d={iconClose} />
          </View>
        )}
      </View>
      {!keyword && (
        <View className="search-address__actions">
          <View className="search-address__row" onClick={() => void locateHere()}>
            <Text className="search-address__row-icon">◎</Text>
            <View className="search-address__row-main">
              <Text className="search-address__row-title">{t('place.useCurrent')}</Text>
              <Text className="search-address__row-sub">
                {status === 'locating'
                  ? t('place.locating')
                  : status === 'denied'
                    ? t('place.denied')
                    : chosen
                      ? t('place.current', { name: chosen.name })
                      : ''}
              </Text>
            </View>
          </View>
          <View className="search-address__row" onClick={() => go(PAGES.mapLocationAddress)}>
            <Text className="search-address__row-icon">⌖</Text>
            <Text className="search-address__row-title">{t('place.nearby')}</Text>
          </View>
        </View>
      )}
      <PlaceResults
        keyword={keyword}
        places={places}
        state={state}
        retry={retry}
        onPick={pick}
        labelClassName="search-address__label"
      />
    </View>
  )
}
