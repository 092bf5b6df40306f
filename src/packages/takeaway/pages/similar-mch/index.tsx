import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { MerchantCard } from '@/components/merchant-card'
import { merchantPath } from '@/components/merchant-card/merchant-path'
import { openPath } from '@/components/banner/open-path'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useSimilarMerchants } from '@/queries/merchant'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

/** 相似商家: same category, nearest ten (distance from the delivery point). */
export default function SimilarMch() {
  const id = Number(usePageParams().id ?? 0)
  const point = useLocation((s) => effectivePoint(s))
  const q = useSimilarMerchants(id, { lat: point.lat, lng: point.lng })
  const list = q.data ?? []
  const w = useWords()
  usePullDownRefresh(() => void q.refetch().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className="similar-mch">
      <NavBar title={w('similarMch')} />
      <StateView
        state={loadStateOf(q, (l) => l.length === 0)}
        emptyText={w('similar.empty')}
        errorText={w('loadFailed')}
        onRetry={() => void q.refetch()}
      >
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
