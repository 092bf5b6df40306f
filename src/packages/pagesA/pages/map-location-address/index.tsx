import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { back } from '@/services/nav'
import type { Place } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { PlaceList } from '../search-address/place-list'
import { usePlaces } from '@/queries/places'
import { MapPickerLink } from './map-picker-link'
import { useWords } from '../../words'
import './index.scss'

/**
 * Pick a delivery point: the places around the current point (its coordinates shown) and a search; the
 * mini-program adds WeChat's own map picker (./map-picker-link.weapp.tsx). The pick works the same way.
 */
export default function MapLocationAddress() {
  const t = useWords()
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const choose = useLocation((s) => s.choose)
  const [keyword, setKeyword] = useState('')
  const { places, state, retry } = usePlaces(point, keyword)

  const pick = (p: Pick<Place, 'name' | 'address' | 'lat' | 'lng'>) => {
    choose({ name: p.name, address: p.address, lat: p.lat, lng: p.lng })
    back()
  }

  return (
    <View className="map-pick">
      <NavBar title={t('choosePoint')} />
      <View className="map-pick__point">
        <Text className="map-pick__label">{t('place.coords')}</Text>
        <Text className="map-pick__coord">
          {point.lat.toFixed(6)}, {point.lng.toFixed(6)}
        </Text>
        <MapPickerLink point={point} onPick={pick} />
      </View>
      <View className="map-pick__bar">
        <Input
          className="map-pick__input"
          value={keyword}
          placeholder={t('place.searchPlace')}
          confirmType="search"
          onInput={(e) => setKeyword(String(e.detail?.value ?? ''))}
        />
      </View>
      <View className="map-pick__section">{t(keyword.trim() ? 'searchResults' : 'nearby')}</View>
      <StateView
        state={state}
        rows={4}
        emptyText={t('noPlaces')}
        errorText={t('placesFailed')}
        onRetry={retry}
      >
        <PlaceList places={places} onPick={pick} />
      </StateView>
    </View>
  )
}
