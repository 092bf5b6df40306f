import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { back } from '@/services/nav'
import type { Place } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { gcj02ToWgs84, wgs84ToGcj02 } from '@/utils/coord'
import { PlaceList } from '../search-address/place-list'
import { usePlaces } from '../search-address/use-places'
import './index.scss'

/**
 * Pick a delivery point. weapp: WeChat's own map picker (Taro.chooseLocation, GCJ-02 in and out;
 * we store WGS84). h5 has no map SDK offline, so it lists the places around the current point,
 * shows that point's coordinates, and lets the user search; the pick works the same way.
 */
export default function MapLocationAddress() {
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const choose = useLocation((s) => s.choose)
  const [keyword, setKeyword] = useState('')
  const { places, state, retry } = usePlaces(point, keyword)

  const pick = (p: Pick<Place, 'name' | 'address' | 'lat' | 'lng'>) => {
    choose({ name: p.name, address: p.address, lat: p.lat, lng: p.lng })
    back()
  }

  const openMap = async () => {
    const at = wgs84ToGcj02(point.lng, point.lat)
    try {
      const r = await Taro.chooseLocation({ latitude: at.lat, longitude: at.lng })
      if (!r.latitude && !r.longitude) return
      const wgs = gcj02ToWgs84(r.longitude, r.latitude)
      pick({ name: r.name || r.address || '地圖選點', address: r.address ?? '', lat: wgs.lat, lng: wgs.lng })
    } catch {
      // cancelled: stay on the list
    }
  }

  return (
    <View className="map-pick">
      <NavBar title="選擇位置" />
      <View className="map-pick__point">
        <Text className="map-pick__label">當前位置坐標</Text>
        <Text className="map-pick__coord">
          {point.lat.toFixed(6)}, {point.lng.toFixed(6)}
        </Text>
        {process.env.TARO_ENV === 'weapp' && (
          <Text className="map-pick__map" onClick={() => void openMap()}>
            在地圖上選點
          </Text>
        )}
      </View>
      <View className="map-pick__bar">
        <Input
          className="map-pick__input"
          value={keyword}
          placeholder="搜索地點"
          confirmType="search"
          onInput={(e) => setKeyword(String(e.detail?.value ?? ''))}
        />
      </View>
      <View className="map-pick__section">{keyword.trim() ? '搜索結果' : '附近地點（按距離）'}</View>
      <StateView state={state} rows={4} emptyText="找不到相關地點" errorText="地點加載失敗" onRetry={retry}>
        <PlaceList places={places} onPick={pick} />
      </StateView>
    </View>
  )
}
