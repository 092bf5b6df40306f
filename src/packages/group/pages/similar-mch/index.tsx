import { useRouter } from '@tarojs/taro'
import { loadStateOf } from '@/queries/cache'
import { useSimilar } from '@/queries/group'
import { GroupPage, MerchantRow } from '../../components/ui'

/** 相似商家 (?id): same category first, nearest to this merchant. */
export default function SimilarMch() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useSimilar(id)
  return (
    <GroupPage
      title="相似商家"
      state={id ? loadStateOf(q, (d) => d.length === 0) : 'error'}
      emptyText="暫無相似商家"
      onRetry={() => void q.refetch()}
    >
      {(q.data ?? []).map((m) => (
        <MerchantRow key={m.id} m={m} />
      ))}
    </GroupPage>
  )
}
