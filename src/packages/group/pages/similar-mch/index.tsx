import { useRouter } from '@tarojs/taro'
import { loadStateOf } from '@/queries/cache'
import { useSimilar } from '@/queries/group'
import { GroupPage, MerchantRow } from '../../components/ui'
import { groupWords } from '../../words'

/** 相似商家 (?id): same category first, nearest to this merchant. */
export default function SimilarMch() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useSimilar(id)
  const w = groupWords.useWords()
  return (
    <GroupPage
      title={w('info.similar')}
      state={id ? loadStateOf(q, (d) => d.length === 0) : 'error'}
      emptyText={w('similar.empty')}
      onRetry={() => void q.refetch()}
    >
      {(q.data ?? []).map((m) => (
        <MerchantRow key={m.id} m={m} />
      ))}
    </GroupPage>
  )
}
