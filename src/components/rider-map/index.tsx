import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { maskPhone } from '@lotus/contract/phone'
import type { RiderMap as RiderMapData } from '@lotus/contract/rider'
import { macauDateTime } from '@lotus/contract/macau-time'
import { plot } from './plot'
import './index.scss'
import { riderWords } from './words'

/**
 * The rider on the order page (issue 36 point 6): who is coming (the phone masked, a call button), a tile-free map
 * of the shop, the rider and the door, and 「預計 HH:mm 送達」 from the rider's distance (contract/rider.ts). The page's
 * polling refreshes it.
 */
export function RiderMap({
  map,
  rider
}: {
  map: RiderMapData
  rider: { name: string; phone: string } | null
}) {
  const w = riderWords.useWords()
  const points = [map.shop, map.destination, ...(map.rider ? [map.rider] : [])]
  const [shop, door, me] = plot(points)
  return (
    <View className="rider-map" aria-label={w('where')}>
      {rider && (
        <View className="rider-map__who">
          <Text className="rider-map__name">{w('rider', { name: rider.name })}</Text>
          {rider.phone && <Text className="rider-map__phone">{maskPhone(rider.phone)}</Text>}
          {rider.phone && (
            <Text
              className="rider-map__call"
              onClick={() => void Taro.makePhoneCall({ phoneNumber: rider.phone })}
            >
              {w('call')}
            </Text>
          )}
        </View>
      )}
      <Text className="rider-map__eta">
        {map.estimatedArrival
          ? w('eta', { time: macauDateTime(map.estimatedArrival * 1000).slice(11) })
          : w('updating')}
      </Text>
      <View className="rider-map__box">
        {shop && <Pin spot={shop} kind="shop" label={w('shop')} />}
        {door && <Pin spot={door} kind="door" label={w('door')} />}
        {me && <Pin spot={me} kind="rider" label={w('riderPin')} />}
      </View>
    </View>
  )
}

function Pin({ spot, kind, label }: { spot: { left: number; top: number }; kind: string; label: string }) {
  return (
    <View
      className={`rider-map__pin rider-map__pin--${kind}`}
      style={{ left: `${spot.left}%`, top: `${spot.top}%` }}
    >
      <View className="rider-map__dot" />
      <Text className="rider-map__label">{label}</Text>
    </View>
  )
}
