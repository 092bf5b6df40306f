import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { chooseOnMap } from '@/components/map-app/map-app'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { back } from '@/services/nav'
import type { Place } from '@/services/types'
import { useAddress } from '@/stores/address'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { PlaceList } from '../search-address/place-list'
import { usePlaces } from '@/queries/places'
import { useWords } from '../../words'
import './index.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

type Point = { name: string; address: string; lat: number; lng: number }

/**
 * Pick a delivery point for an address and hand it back through the address store (the form reads
 * it when it shows again). weapp: WeChat's map picker (GCJ-02 → stored WGS84); h5 has no map SDK
 * offline: places around the current point (GET /v1/geo/searchRange) and a search.
 */
export function PointChooser({ title }: { title: string }) {
  const t = useWords()
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const setPoint = useAddress((s) => s.setPoint)
  const [keyword, setKeyword] = useState('')
  const { places, state, retry } = usePlaces(point, keyword)

  const pick = (p: Point) => {
    setPoint({ name: p.name, address: p.address, lat: p.lat, lng: p.lng })
    back()
  }

  const openMap = async () => {
    const p = await chooseOnMap?.(point)
    if (p) pick(p)
  }

  return (
    <View className="point-chooser">
      <NavBar title={title} />
      {chooseOnMap && (
        <View className="point-chooser__map" onClick={() => void openMap()}>
          <Text>{t('pickOnMap')}</Text>
          <Icon className="point-chooser__arrow" d={iconChevronRight} />
        </View>
      )}
      <View className="point-chooser__bar">
        <Input
          className="point-chooser__input"
          value={keyword}
          placeholder={t('searchPlaces')}
          confirmType="search"
          onInput={(e) => setKeyword(String(e.detail?.value ?? ''))}
        />
      </View>
      <View className="point-chooser__section">{t(keyword.trim() ? 'searchResults' : 'nearby')}</View>
      <StateView
        state={state}
        rows={4}
        emptyText={t('noPlaces')}
        errorText={t('placesFailed')}
        onRetry={retry}
      >
        <PlaceList places={places} onPick={(p: Place) => pick(p)} />
      </StateView>
    </View>
  )
}
