import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { invalidateGroup, useGroupComment } from '@/queries/group'
import { groupApi } from '@/services/group'
import { back } from '@/services/nav'
import { formatDate } from '@/utils/time'
import { GroupPage } from '../../components/ui'
import { Stars } from '@/components/icon/stars'
import { showModal } from '@/services/dialogs'
import { groupWords } from '../../words'

/** 評價詳情 (?id): one evaluation; the author may delete it (/tuan/comment/delete). */
export default function EvaluateDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupComment(id)
  const c = q.data
  const w = groupWords.useWords()
  const remove = async () => {
    const r = await showModal({ title: w('eval.delete'), content: w('eval.deleteAsk') })
    if (!r.confirm) return
    try {
      await groupApi.deleteComment(id)
      await invalidateGroup()
      void Taro.showToast({ title: w('eval.deleted'), icon: 'success' })
      back()
    } catch {
      // toasted by the request layer
    }
  }
  return (
    <GroupPage
      title={w('eval.title')}
      state={id ? loadStateOf(q) : 'error'}
      errorText={w('eval.gone')}
      onRetry={() => void q.refetch()}
      footer={
        c?.mine && (
          <Text className="gp-btn gp-btn--ghost" onClick={() => void remove()}>
            {w('eval.delete')}
          </Text>
        )
      }
    >
      {c && (
        <View className="gp-card">
          <Text className="gp-comment__user">{c.userName}</Text>
          <Stars className="gp-comment__stars" n={c.star} />
          <Text className="gp-sub">
            {w('comment.aspectsAt', {
              taste: c.tasteStar,
              env: c.envStar,
              service: c.serviceStar,
              date: formatDate(c.createdAt, 2)
            })}
          </Text>
          <Text>{c.content}</Text>
        </View>
      )}
    </GroupPage>
  )
}
