import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { maskPhone } from '@lotus/contract/phone'
import { arrivalText, type RiderMap as RiderMapData } from '@lotus/contract/rider'
import { plot } from './plot'
import './index.scss'

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
  const points = [map.shop, map.destination, ...(map.rider ? [map.rider] : [])]
  const [shop, door, me] = plot(points)
  return (
    <View className="rider-map" aria-label="騎手位置">
      {rider && (
        <View className="rider-map__who">
          <Text className="rider-map__name">騎手 {rider.name}</Text>
          {rider.phone && <Text className="rider-map__phone">{maskPhone(rider.phone)}</Text>}
          {rider.phone && (
            <Text
              className="rider-map__call"
              onClick={() => void Taro.makePhoneCall({ phoneNumber: rider.phone })}
            >
              致電騎手
            </Text>
          )}
        </View>
      )}
      <Text className="rider-map__eta">
        {map.estimatedArrival ? arrivalText(map.estimatedArrival * 1000) : '騎手位置更新中'}
      </Text>
      <View className="rider-map__box">
        {shop && <Pin spot={shop} kind="shop" label="商家" />}
        {door && <Pin spot={door} kind="door" label="收貨地址" />}
        {me && <Pin spot={me} kind="rider" label="騎手" />}
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
