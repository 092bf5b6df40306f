import { ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketHot, useMarketStores } from '@/queries/market'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { GoodsCard } from '../../components/goods-card'
import '../../components/browse.scss'
import { marketWords } from '../../words'
import './index.scss'

/**
 * 每週熱銷: a store's goods ranked by units sold in the last 7 Asia/Macau days (the server counts paid
 * orders). `?mchId` picks the store; without it the store nearest the delivery point; chips switch store.
 */
export default function HotList() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const stores = useMarketStores(point)
  const [picked, setPicked] = useState(Number(params.mchId ?? 0))
  const mchId = picked || stores.data?.[0]?.id || 0
  const hot = useMarketHot(mchId)

  return (
    <View className="sm-page">
      <NavBar title={w('entry.hot')} />
      <View className="sm-card">
        <Text className="sm-h">{w('hotHead')}</Text>
        <Text className="sm-muted">{w('hotNote')}</Text>
      </View>
      {(stores.data?.length ?? 0) > 1 && (
        <View>
          <ScrollView scrollX className="sm-tabs" {...{ role: 'tablist', 'aria-label': w('chooseStore') }}>
            {stores.data?.map((s) => (
              <View
                key={s.id}
                role="tab"
                aria-selected={s.id === mchId}
                className={`sm-tab${s.id === mchId ? ' sm-tab--on' : ''}`}
                onClick={() => setPicked(s.id)}
              >
                {s.name}
              </View>
            ))}
          </ScrollView>
        </View>
      )}
      <StateView
        state={
          mchId
            ? loadStateOf(hot, (d) => d.length === 0)
            : stores.isError
              ? 'error'
              : stores.data
                ? 'empty'
                : 'loading'
        }
        rows={5}
        emptyText={w('hotEmpty')}
        errorText={w('hotFailed')}
        onRetry={() => void (mchId ? hot.refetch() : stores.refetch())}
      >
        <View className="sm-list" role="list" aria-label={w('hotRanking')}>
          {hot.data?.map((g, i) => (
            <View key={g.id} className="sm-hot" role="listitem">
              <View
                className={`sm-hot__rank${i < 3 ? ' sm-hot__rank--top' : ''}`}
                role="img"
                aria-label={w('rank', { n: i + 1 })}
              >
                {i + 1}
              </View>
              <View className="sm-hot__card">
                <GoodsCard g={g} extra={<Text className="sm-muted">{w('soldWeek', { n: g.sales })}</Text>} />
              </View>
            </View>
          ))}
        </View>
      </StateView>
    </View>
  )
}
