import { ScrollView, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketAisles, useMarketGoodsList } from '@/queries/market'
import { go } from '@/services/nav'
import { GoodsCard } from '../../components/goods-card'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import './index.scss'

/** 全部分類: level-1 aisles on the left, their level-2 aisles on top, the store's goods of the chosen aisle. */
export default function MarketClass() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const mchId = Number(params.mchId ?? 0)
  const aisles = useMarketAisles(mchId)
  const [l1, setL1] = useState(Number(params.aisleId ?? 0))
  const [l2, setL2] = useState(0)
  const top = aisles.data?.find((a) => a.id === l1) ?? aisles.data?.[0]
  const aisleId = l2 || top?.id || 0
  const goods = useMarketGoodsList({ mchId: aisleId ? mchId : 0, aisleId })

  return (
    <View className="sm-class">
      <NavBar title={w('allCategories')} />
      <StateView
        state={loadStateOf(aisles, (d) => d.length === 0)}
        rows={4}
        onRetry={() => void aisles.refetch()}
      >
        <View className="sm-class__body">
          <ScrollView
            scrollY
            className="sm-class__side"
            {...{ role: 'tablist', 'aria-label': w('categories') }}
          >
            {aisles.data?.map((a) => (
              <View
                key={a.id}
                role="tab"
                aria-selected={a.id === top?.id}
                className={`sm-class__l1${a.id === top?.id ? ' sm-class__l1--on' : ''}`}
                onClick={() => {
                  setL1(a.id)
                  setL2(0)
                }}
              >
                {a.name}
              </View>
            ))}
          </ScrollView>
          <View className="sm-class__main">
            <View className="sm-class__l2s">
              <View className={`sm-class__l2${l2 === 0 ? ' sm-class__l2--on' : ''}`} onClick={() => setL2(0)}>
                {w('all')}
              </View>
              {top?.children.map((c) => (
                <View
                  key={c.id}
                  className={`sm-class__l2${l2 === c.id ? ' sm-class__l2--on' : ''}`}
                  onClick={() => setL2(c.id)}
                >
                  {c.name}
                </View>
              ))}
            </View>
            {l2 > 0 && (
              <View
                role="link"
                className="sm-class__view lotus-chevron"
                onClick={() => go(smPage('classView', { mchId, aisleId: l2 }))}
              >
                {w('sortFilter')}
              </View>
            )}
            <StateView
              state={loadStateOf(goods, (d) => d.list.length === 0)}
              rows={3}
              emptyText={w('aisleEmpty')}
              onRetry={() => void goods.refetch()}
            >
              <View className="sm-class__list">
                {goods.data?.list.map((g) => (
                  <GoodsCard key={g.id} g={g} />
                ))}
              </View>
            </StateView>
          </View>
        </View>
      </StateView>
    </View>
  )
}
