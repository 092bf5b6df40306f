import { Text, View } from '@tarojs/components'
import './index.scss'
import type { Place } from '@/services/types'
import { formatDistance } from '@/utils/distance-format'

/** Places with name, address and distance; shared by the address pickers (pagesA search-address and map-location-address, supermarket search-address). */
export function PlaceList({ places, onPick }: { places: Place[]; onPick: (p: Place) => void }) {
  return (
    <View className="place-list">
      {places.map((p) => (
        <View key={p.id} className="place-list__item" onClick={() => onPick(p)}>
          <View className="place-list__main">
            <Text className="place-list__name">{p.name}</Text>
            <Text className="place-list__address">
              {p.district ? `${p.district} · ` : ''}
              {p.address}
            </Text>
          </View>
          <Text className="place-list__distance">{formatDistance(p.distance)}</Text>
        </View>
      ))}
    </View>
  )
}
