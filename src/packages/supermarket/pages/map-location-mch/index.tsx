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
import { marketWords } from '../../words'
import '../../components/browse.scss'

/**
 * 選擇門店: the delivery point (change it through search-address) and the chain's stores with their
 * distance from it, nearest first; a store opens its front.
 */
export default function MapLocationMch() {
  const w = marketWords.useWords()
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const place = useLocation((s) => label(s))
  const address = useLocation((s) => s.chosen?.address ?? '')
  const stores = useMarketStores(point)

  return (
    <View className="sm-page">
      <NavBar title={w('entry.stores')} />
      <View className="sm-card">
        <View className="sm-row">
          <View>
            <Text className="sm-muted">{w('deliverTo')}</Text>
            <View>
              <Text className="sm-h">{place}</Text>
            </View>
            {address && <Text className="sm-muted">{address}</Text>}
          </View>
          <View
            role="button"
            aria-label={w('changeAddress')}
            className="sm-btn"
            onClick={() => go(SM.searchAddress)}
          >
            {w('change')}
          </View>
        </View>
      </View>
      <View className="sm-card">
        <Text className="sm-h">{w('nearbyStores')}</Text>
        <Text className="sm-muted">{w('byDistance')}</Text>
      </View>
      <StateView
        state={loadStateOf(stores, (d) => d.length === 0)}
        rows={5}
        emptyText={w('noStores')}
        errorText={w('storesFailed')}
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
                {i === 0 ? w('nearest') : ''}
              </Text>
              <Text className="sm-muted">{formatDistance(s.distanceM)}</Text>
            </View>
            <Text className="sm-muted">
              {s.district} · {s.address}
            </Text>
            <View>
              <Text className="sm-muted">{w('hoursPhone', { hours: s.openHours, phone: s.phone })}</Text>
            </View>
          </View>
        ))}
      </StateView>
    </View>
  )
}
