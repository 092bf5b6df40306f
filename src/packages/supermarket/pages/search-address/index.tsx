import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { PlaceResults } from '@/components/place-list'
import { usePlaces } from '@/queries/places'
import { back } from '@/services/nav'
import type { Place } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { SM } from '../../hooks/paths'
import '../../components/browse.scss'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'
import { marketWords } from '../../words'

/**
 * 搜尋收貨地址 (supermarket): places near the delivery point, or matching the words typed (the same place
 * search as pagesA's, GET /v1/geo/searchRange); the choice becomes the delivery point and the page goes back.
 */
export default function MarketSearchAddress() {
  const w = marketWords.useWords()
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const choose = useLocation((s) => s.choose)
  const [keyword, setKeyword] = useState('')
  const { places, state, retry } = usePlaces(point, keyword)

  const pick = (p: Place) => {
    choose({ name: p.name, address: p.address, lat: p.lat, lng: p.lng })
    back(SM.mapLocationMch)
  }

  return (
    <View className="sm-page">
      <NavBar title={w('searchAddress')} />
      <View className="sm-addr__bar">
        <Input
          className="sm-addr__input"
          value={keyword}
          placeholder={w('searchPlaces')}
          aria-label={w('searchAddressLabel')}
          confirmType="search"
          onInput={(e) => setKeyword(e.detail.value)}
        />
        {keyword && (
          <View
            className="sm-addr__clear"
            role="button"
            aria-label={w('clear')}
            onClick={() => setKeyword('')}
          >
            <Icon d={iconClose} />
          </View>
        )}
      </View>
      <PlaceResults
        keyword={keyword}
        places={places}
        state={state}
        retry={retry}
        onPick={pick}
        labelClassName="sm-muted sm-addr__label"
      />
    </View>
  )
}
