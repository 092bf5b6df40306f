import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { back, go, PAGES } from '@/services/nav'
import type { Place } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { PlaceResults } from '@/components/place-list'
import { usePlaces } from '@/queries/places'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'

/** 選擇收貨地址: search places, or use the current location; the choice moves every list there. */
export default function SearchAddress() {
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const chosen = useLocation((s) => s.chosen)
  const status = useLocation((s) => s.status)
  const cityName = useLocation((s) => s.cityName)
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
      <NavBar title="選擇收貨地址" />
      <View className="search-address__bar">
        <Text className="search-address__city">{cityName}</Text>
        <Input
          className="search-address__input"
          value={keyword}
          placeholder="搜尋大廈、街道、地標"
          confirmType="search"
          onInput={(e) => setKeyword(e.detail.value)}
        />
        {keyword && (
          <View
            className="search-address__clear"
            role="button"
            aria-label="清除"
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
              <Text className="search-address__row-title">使用當前定位</Text>
              <Text className="search-address__row-sub">
                {status === 'locating'
                  ? '定位中…'
                  : status === 'denied'
                    ? '定位未開啟'
                    : chosen
                      ? `當前：${chosen.name}`
                      : ''}
              </Text>
            </View>
          </View>
          <View className="search-address__row" onClick={() => go(PAGES.mapLocationAddress)}>
            <Text className="search-address__row-icon">⌖</Text>
            <Text className="search-address__row-title">在附近選點</Text>
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
