import Taro from '@tarojs/taro'
import { gcj02ToWgs84, wgs84ToGcj02 } from '@/utils/coord'
import type { MapPlace, MapTarget } from './types'
import { placeWords } from '@/components/place-list/words'

/** weapp: WeChat's map, which draws GCJ-02 (we store WGS84). */
export function openNavigation(t: MapTarget): void {
  const g = wgs84ToGcj02(t.lng, t.lat)
  void Taro.openLocation({ latitude: g.lat, longitude: g.lng, name: t.name, address: t.address, scale: 17 })
}

/** WeChat's map picker around a point; null when cancelled. */
async function chooseOnMapImpl(near: { lat: number; lng: number }): Promise<MapPlace | null> {
  const at = wgs84ToGcj02(near.lng, near.lat)
  try {
    const r = await Taro.chooseLocation({ latitude: at.lat, longitude: at.lng })
    if (!r.latitude && !r.longitude) return null
    const wgs = gcj02ToWgs84(r.longitude, r.latitude)
    return {
      name: r.name || r.address || placeWords.word('mapPoint'),
      address: r.address ?? '',
      lat: wgs.lat,
      lng: wgs.lng
    }
  } catch {
    return null
  }
}

export const chooseOnMap: typeof chooseOnMapImpl | null = chooseOnMapImpl
