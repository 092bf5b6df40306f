import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { openNavigation } from '@/components/map-app/map-app'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useMerchant } from '@/queries/merchant'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { formatDistance } from '@/utils/distance-format'
import { ellipsoidDistance } from '@/utils/geo-distance'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** Route guidance to a merchant (?mchId): address, distance, and the phone's map app. */
export default function Guide() {
  const t = useWords()
  const p = usePageParams()
  const mchId = Number(p.mchId ?? p.id ?? 0)
  const live = useLocation(useShallow((s) => effectivePoint(s)))
  // the point is read once: a GPS update must not reload the page under the user
  const [point] = useState(live)
  const q = useMerchant(mchId, point)
  const m = q.data ?? null
  const state = mchId ? loadStateOf(q) : 'error'

  const distance = m ? ellipsoidDistance(point, { lat: m.lat, lng: m.lng }) : 0
  const open = () => {
    if (!m) return
    openNavigation(m)
  }

  return (
    <View className="guide">
      <NavBar title={t('guide.title')} />
      <StateView state={state} rows={2} errorText={t('guide.failed')} onRetry={() => void q.refetch()}>
        {m && (
          <View className="guide__card">
            <Text className="guide__name">{m.name}</Text>
            <Text className="guide__address">{m.address}</Text>
            <Text className="guide__distance">
              {t('guide.distance', { distance: formatDistance(distance) })}
            </Text>
            <View className="guide__btns">
              <View className="guide__btn guide__btn--primary" onClick={open}>
                {t('guide.go')}
              </View>
              <View
                className="guide__btn"
                onClick={() =>
                  void Taro.setClipboardData({ data: m.address }).then(() =>
                    Taro.showToast({ title: t('guide.copied'), icon: 'none' })
                  )
                }
              >
                {t('guide.copy')}
              </View>
              {m.phone && (
                <View
                  className="guide__btn"
                  onClick={() => void Taro.makePhoneCall({ phoneNumber: m.phone })}
                >
                  {t('guide.call')}
                </View>
              )}
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
