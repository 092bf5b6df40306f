import { Text, View } from '@tarojs/components'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useMarketStores } from '@/queries/market'
import { go } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { effectivePoint, label } from '@/stores/location-reducer'
import { formatDistance } from '@/utils/distance-format'
import { SM, smPage } from '../../hooks/paths'
import '../../components/browse.scss'

/**
 * 選擇門店: the delivery point (change it through search-address) and the chain's stores with their
 * distance from it, nearest first; a store opens its front.
 */
export default function MapLocationMch() {
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const place = useLocation((s) => label(s))
  const address = useLocation((s) => s.chosen?.address ?? '')
  const stores = useMarketStores(point)

  return (
    <View className="sm-page">
      <NavBar title="選擇門店" />
      <View className="sm-card">
        <View className="sm-row">
          <View>
            <Text className="sm-muted">送貨至</Text>
            <View>
              <Text className="sm-h">{place}</Text>
            </View>
            {address && <Text className="sm-muted">{address}</Text>}
          </View>
          <View
            role="button"
            aria-label="更改收貨地址"
            className="sm-btn"
            onClick={() => go(SM.searchAddress)}
          >
            更改
          </View>
        </View>
      </View>
      <View className="sm-card">
        <Text className="sm-h">附近門店</Text>
        <Text className="sm-muted">按與收貨地址的距離排列</Text>
      </View>
      <StateView
        state={loadStateOf(stores, (d) => d.length === 0)}
        rows={5}
        emptyText="附近暫無超市門店"
        errorText="門店載入失敗"
        onRetry={() => void stores.refetch()}
      >
        {stores.data?.map((s, i) => (
          <View
            key={s.id}
            role="link"
            aria-label={`${s.name} ${formatDistance(s.distanceM)}`}
            className="sm-card"
            onClick={() => go(smPage('shop', { id: s.id }))}
          >
            <View className="sm-row">
              <Text className="sm-h">
                {s.name}
                {i === 0 ? '（最近）' : ''}
              </Text>
              <Text className="sm-muted">{formatDistance(s.distanceM)}</Text>
            </View>
            <Text className="sm-muted">
              {s.district} · {s.address}
            </Text>
            <View>
              <Text className="sm-muted">
                營業時間 {s.openHours} · 電話 {s.phone}
              </Text>
            </View>
          </View>
        ))}
      </StateView>
    </View>
  )
}
