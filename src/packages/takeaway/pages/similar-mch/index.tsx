import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import { MerchantCard } from '@/components/merchant-card'
import { merchantPath } from '@/components/merchant-card/merchant-path'
import { openPath } from '@/components/banner/open-path'
import { NavBar } from '@/components/nav-bar'
import { type LoadState, StateView } from '@/components/state-view'
import { getSimilar } from '@/services/takeaway'
import type { Merchant } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import './index.scss'

/** 相似商家: same category, nearest ten (distance from the delivery point). */
export default function SimilarMch() {
  const id = Number(useRouter().params.id ?? 0)
  const point = useLocation((s) => effectivePoint(s))
  const [list, setList] = useState<Merchant[]>([])
  const [state, setState] = useState<LoadState>('loading')
  const load = useCallback(async () => {
    try {
      const r = await getSimilar(id, { lat: point.lat, lng: point.lng })
      setList(r)
      setState(r.length ? 'ready' : 'empty')
    } catch {
      setState('error')
    }
  }, [id, point.lat, point.lng])
  useEffect(() => {
    setState('loading')
    void load()
  }, [load])
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className="similar-mch">
      <NavBar title="相似商家" />
      <StateView state={state} emptyText="附近暫無相似商家" errorText="加載失敗" onRetry={() => void load()}>
        <View className="similar-mch__list">
          {list.map((m) => (
            <MerchantCard
              key={m.id}
              merchant={m}
              onClick={() => void openPath(merchantPath(m, 'SIMILAR_MCH'))}
            />
          ))}
        </View>
      </StateView>
    </View>
  )
}
