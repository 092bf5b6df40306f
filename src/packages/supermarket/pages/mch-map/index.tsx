import { Text, View } from '@tarojs/components'
import { useShallow } from 'zustand/react/shallow'
import { openNavigation } from '@/components/map-app/map-app'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useChainPickupStores } from '@/queries/market'
import { usePickupStores } from '@/queries/points-mall'
import { back } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { formatDistance } from '@/utils/distance-format'
import { smPage } from '../../hooks/paths'
import { usePickupChoice } from '../../hooks/pickup-store'
import { marketWords } from '../../words'
import '../../components/points/points.scss'

/**
 * Choose the pickup store, nearest first, with address, distance and hours: for a points-mall gift every
 * supermarket store; with `?mchId` (a supermarket order's checkout) the stores of that store's chain that
 * accept pickup. 查看地圖 opens the store on the phone's map (openLocation on weapp, the map app on h5);
 * 選此門店 takes it back.
 */
export default function MchMap() {
  const w = marketWords.useWords()
  const mchId = Number(usePageParams().mchId ?? 0)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const at = { lat: point.lat, lng: point.lng }
  const all = usePickupStores(at, mchId === 0)
  const chain = useChainPickupStores(mchId, at)
  const stores = mchId > 0 ? chain : all
  const chosen = usePickupChoice((s) => s.store)

  return (
    <View className="pm">
      <NavBar title={w('pickPickupStore')} />
      <StateView
        state={loadStateOf(stores, (d) => d.length === 0)}
        rows={4}
        emptyText={mchId > 0 ? w('noChainPickup') : w('noPickupNearby')}
        onRetry={() => void stores.refetch()}
      >
        {stores.data?.map((s) => (
          <View key={s.id} className="pm__section" role="group" aria-label={s.name}>
            <View className="pm__row">
              <Text className="pm__name">{s.name}</Text>
              <Text className="pm__muted">{formatDistance(s.distanceM)}</Text>
            </View>
            <Text className="pm__muted">
              {s.district} · {s.address}
            </Text>
            <Text className="pm__muted">{w('hours', { hours: s.openHours || w('allDay') })}</Text>
            <View className="pm__row">
              <View
                className="pm__btn pm__btn--ghost"
                role="button"
                aria-label={w('viewMapOf', { name: s.name })}
                onClick={() => openNavigation({ lat: s.lat, lng: s.lng, name: s.name, address: s.address })}
              >
                {w('viewMap')}
              </View>
              <View
                className="pm__btn"
                role="button"
                aria-pressed={chosen?.id === s.id}
                aria-label={w('chooseThisOf', { name: s.name })}
                onClick={() => {
                  usePickupChoice.getState().choose(s)
                  back(mchId > 0 ? smPage('subOrder', { mchId }) : smPage('pointList'))
                }}
              >
                {chosen?.id === s.id ? w('chosen') : w('chooseThis')}
              </View>
            </View>
          </View>
        ))}
      </StateView>
    </View>
  )
}
