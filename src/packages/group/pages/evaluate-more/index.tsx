import { useRouter } from '@tarojs/taro'
import { loadStateOf } from '@/queries/cache'
import { useGroupComments } from '@/queries/group'
import { CommentRow, GroupPage } from '../../components/ui'

/** 更多評價 (?mchId): every evaluation of the merchant (its combos included). */
export default function EvaluateMore() {
  const mchId = Number(useRouter().params.mchId ?? 0)
  const q = useGroupComments(mchId)
  return (
    <GroupPage
      title="更多評價"
      state={mchId ? loadStateOf(q, (d) => d.list.length === 0) : 'error'}
      emptyText="暫無評價"
      onRetry={() => void q.refetch()}
    >
      {(q.data?.list ?? []).map((c) => (
        <CommentRow key={c.id} c={c} />
      ))}
    </GroupPage>
  )
}
