import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'
import type { ReactElement } from 'react'
import type { Place } from '@/services/types'
import { gcj02ToWgs84, wgs84ToGcj02 } from '@/utils/coord'
import { useWords } from '../../words'

/** Pick on the map: WeChat's own map picker (Taro.chooseLocation, GCJ-02 in and out; we store WGS84). */
export function MapPickerLink({
  point,
  onPick
}: {
  point: { lat: number; lng: number }
  onPick: (p: Pick<Place, 'name' | 'address' | 'lat' | 'lng'>) => void
}): ReactElement | null {
  const t = useWords()
  const openMap = async () => {
    const at = wgs84ToGcj02(point.lng, point.lat)
    try {
      const r = await Taro.chooseLocation({ latitude: at.lat, longitude: at.lng })
      if (!r.latitude && !r.longitude) return
      const wgs = gcj02ToWgs84(r.longitude, r.latitude)
      onPick({
        name: r.name || r.address || t('place.mapPoint'),
        address: r.address ?? '',
        lat: wgs.lat,
        lng: wgs.lng
      })
    } catch {
      // cancelled: stay on the list
    }
  }
  return (
    <Text className="map-pick__map" onClick={() => void openMap()}>
      {t('pickOnMap')}
    </Text>
  )
}
