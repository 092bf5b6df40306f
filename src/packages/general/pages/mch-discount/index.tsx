import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralStore } from '@/queries/general'
import { go } from '@/services/nav'
import { GoodsRow } from '../../components/goods-row'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

/** 商家優惠: a shop's activities (full reductions, free delivery) and its discounted goods, biggest saving first. */
export default function MchDiscount() {
  const w = generalWords.useWords()
  const id = Number(useRouter().params.id ?? 0)
  const q = useGeneralStore(id)
  const p = q.data
  return (
    <View className="ge-page ge-mch-discount">
      <NavBar title={w('mchDiscount.title')} />
      <StateView state={loadStateOf(q)} errorText={w('mchDiscount.failed')} onRetry={() => void q.refetch()}>
        {p && (
          <>
            <View className="ge-section">
              <Text className="ge-section__title">{w('mchDiscount.activities', { name: p.store.name })}</Text>
              {p.store.activities.length === 0 && (
                <Text className="ge-note">{w('mchDiscount.noActivities')}</Text>
              )}
              {p.store.activities.map((a, i) => (
                <Text
                  key={a.label}
                  className="ge-choice ge-activity"
                  onClick={() => go(gePage('activityDel', { id, index: i }))}
                >
                  {a.label}
                </Text>
              ))}
            </View>
            <View className="ge-section">
              <Text className="ge-section__title">{w('mchDiscount.goods')}</Text>
              {p.discounted.length === 0 && <Text className="ge-note">{w('discount.empty')}</Text>}
              {p.discounted.map((g) => (
                <GoodsRow key={g.id} g={g} onClick={() => go(gePage('mchInfo', { id }))} />
              ))}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
