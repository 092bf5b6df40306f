import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralDiscounts } from '@/queries/general'
import { go } from '@/services/nav'
import { GoodsRow } from '../../components/goods-row'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

/** 折扣商品: discounted goods across general shops, the biggest saving first (sorted by the server). */
export default function GoodsDiscount() {
  const w = generalWords.useWords()
  const q = useGeneralDiscounts()
  return (
    <View className="ge-page ge-goods-discount">
      <NavBar title={w('discount.title')} />
      <StateView
        state={loadStateOf(q, (d) => d.list.length === 0)}
        emptyText={w('discount.empty')}
        onRetry={() => void q.refetch()}
      >
        <View className="ge-section">
          <Text className="ge-section__title">{w('discount.sort')}</Text>
          {q.data?.list.map((g) => (
            <GoodsRow key={g.id} g={g} onClick={() => go(gePage('mchInfo', { id: g.mchId }))} />
          ))}
        </View>
      </StateView>
    </View>
  )
}
