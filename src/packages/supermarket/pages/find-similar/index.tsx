import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketGoods, useMarketSimilar } from '@/queries/market'
import { GoodsCard } from '../../components/goods-card'
import { marketWords } from '../../words'
import '../../components/browse.scss'

/** 找相似: goods of the same aisle (then its sibling aisles) in the same store, best sellers first. */
export default function FindSimilar() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const id = Number(params.id ?? 0)
  const goods = useMarketGoods(id)
  const similar = useMarketSimilar(id)

  return (
    <View className="sm-page">
      <NavBar title={w('similar')} />
      {goods.data && (
        <View className="sm-list" role="group" aria-label={w('original')}>
          <GoodsCard g={goods.data} />
        </View>
      )}
      <View className="sm-card">
        <Text className="sm-h">{w('similarHead')}</Text>
        {goods.data && <Text className="sm-muted">{w('similarNote', { name: goods.data.aisleName })}</Text>}
      </View>
      <StateView
        state={id ? loadStateOf(similar, (d) => d.length === 0) : 'empty'}
        rows={4}
        emptyText={w('noSimilar')}
        errorText={w('similarFailed')}
        onRetry={() => void similar.refetch()}
      >
        <View className="sm-list">
          {similar.data?.map((g) => (
            <GoodsCard key={g.id} g={g} />
          ))}
        </View>
      </StateView>
    </View>
  )
}
