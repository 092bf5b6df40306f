import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralSimilar } from '@/queries/general'
import { go } from '@/services/nav'
import { StoreRow } from '../../components/store-row'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

/** 相似商家: shops of the same kind, nearest to this one first. */
export default function SimilarMch() {
  const w = generalWords.useWords()
  const id = Number(useRouter().params.id ?? 0)
  const q = useGeneralSimilar(id)
  return (
    <View className="ge-page ge-similar">
      <NavBar title={w('similar')} />
      <StateView
        state={loadStateOf(q, (d) => d.length === 0)}
        emptyText={w('similar.empty')}
        onRetry={() => void q.refetch()}
      >
        <View className="ge-section">
          {q.data?.map((s) => (
            <StoreRow key={s.id} s={s} onClick={() => go(gePage('mchInfo', { id: s.id }))} />
          ))}
        </View>
      </StateView>
    </View>
  )
}
