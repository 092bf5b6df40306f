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

/** 評價詳情 (?id): one evaluation; the author may delete it (/tuan/comment/delete). */
export default function EvaluateDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupComment(id)
  const c = q.data
  const remove = async () => {
    const r = await showModal({ title: '刪除評價', content: '刪除後無法恢復，確定刪除？' })
    if (!r.confirm) return
    try {
      await groupApi.deleteComment(id)
      await invalidateGroup()
      void Taro.showToast({ title: '已刪除', icon: 'success' })
      back()
    } catch {
      // toasted by the request layer
    }
  }
  return (
    <GroupPage
      title="評價詳情"
      state={id ? loadStateOf(q) : 'error'}
      errorText="評價不存在或已刪除"
      onRetry={() => void q.refetch()}
      footer={
        c?.mine && (
          <Text className="gp-btn gp-btn--ghost" onClick={() => void remove()}>
            刪除評價
          </Text>
        )
      }
    >
      {c && (
        <View className="gp-card">
          <Text className="gp-comment__user">{c.userName}</Text>
          <Stars className="gp-comment__stars" n={c.star} />
          <Text className="gp-sub">
            口味 {c.tasteStar} · 環境 {c.envStar} · 服務 {c.serviceStar} · {formatDate(c.createdAt, 2)}
          </Text>
          <Text>{c.content}</Text>
        </View>
      )}
    </GroupPage>
  )
}
