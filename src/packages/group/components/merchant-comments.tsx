import { useRouter } from '@tarojs/taro'
import { loadStateOf } from '@/queries/cache'
import { useGroupComments } from '@/queries/group'
import { groupWords } from '../words'
import { CommentRow, GroupPage } from './ui'

/** A merchant's evaluations (?mchId), newest first: the page of 評價 and of 更多評價. */
export function MerchantComments({ title }: { title: string }) {
  const mchId = Number(useRouter().params.mchId ?? 0)
  const q = useGroupComments(mchId)
  const w = groupWords.useWords()
  return (
    <GroupPage
      title={title}
      state={mchId ? loadStateOf(q, (d) => d.list.length === 0) : 'error'}
      emptyText={w('comments.empty')}
      onRetry={() => void q.refetch()}
    >
      {(q.data?.list ?? []).map((c) => (
        <CommentRow key={c.id} c={c} />
      ))}
    </GroupPage>
  )
}
