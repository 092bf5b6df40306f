import { Text, View } from '@tarojs/components'
import './index.scss'
import type { Place } from '@/services/types'
import { type LoadState, StateView } from '@/components/state-view'
import { formatDistance } from '@/utils/distance-format'
import { placeWords } from './words'

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

/**
 * The results under an address search box: 附近地點 while the box is empty, 搜尋結果 for a keyword, each with
 * its loading, empty and error state (supermarket and pagesA search-address).
 */
export function PlaceResults(props: {
  keyword: string
  places: Place[]
  state: LoadState
  retry: () => void
  onPick: (p: Place) => void
  labelClassName: string
}) {
  const w = placeWords.useWords()
  const searching = props.keyword.trim() !== ''
  return (
    <>
      <View className={props.labelClassName}>{searching ? w('results') : w('nearby')}</View>
      <StateView
        state={props.state}
        rows={4}
        emptyText={searching ? w('none') : w('noneNearby')}
        errorText={w('failed')}
        onRetry={props.retry}
      >
        <PlaceList places={props.places} onPick={props.onPick} />
      </StateView>
    </>
  )
}
