import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { openNavigation } from '@/components/map-app/map-app'
import { StateView } from '@/components/state-view'
import { getMerchant, type MerchantDetail } from '@/services/takeaway'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { formatDistance } from '@/utils/distance-format'
import { ellipsoidDistance } from '@/utils/geo-distance'
import './index.scss'

/** Route guidance to a merchant (?mchId): address, distance, and the phone's map app. */
export default function Guide() {
  const p = useRouter().params
  const mchId = Number(p.mchId ?? p.id ?? 0)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const [m, setM] = useState<MerchantDetail | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    setState('loading')
    getMerchant(mchId, point)
      .then((r) => {
        setM(r)
        setState('ready')
      })
      .catch(() => setState('error'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the point is read once per attempt
  }, [mchId, attempt])

  const distance = m ? ellipsoidDistance(point, { lat: m.lat, lng: m.lng }) : 0
  const open = () => {
    if (!m) return
    openNavigation(m)
  }

  return (
    <View className="guide">
      <NavBar title="到店導航" />
      <StateView state={state} rows={2} errorText="商家信息加載失敗" onRetry={() => setAttempt((a) => a + 1)}>
        {m && (
          <View className="guide__card">
            <Text className="guide__name">{m.name}</Text>
            <Text className="guide__address">{m.address}</Text>
            <Text className="guide__distance">距你 {formatDistance(distance)}</Text>
            <View className="guide__btns">
              <View className="guide__btn guide__btn--primary" onClick={open}>
                開始導航
              </View>
              <View
                className="guide__btn"
                onClick={() =>
                  void Taro.setClipboardData({ data: m.address }).then(() =>
                    Taro.showToast({ title: '地址已複製', icon: 'none' })
                  )
                }
              >
                複製地址
              </View>
              {m.phone && (
                <View
                  className="guide__btn"
                  onClick={() => void Taro.makePhoneCall({ phoneNumber: m.phone })}
                >
                  致電商家
                </View>
              )}
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
