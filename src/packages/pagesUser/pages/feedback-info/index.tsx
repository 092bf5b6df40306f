import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useFeedback } from '@/queries/feedback'
import { feedbackSteps } from '@lotus/contract/feedback'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import '../feedback/index.scss'

/** One feedback (query id): its progress (已收到 → 處理中 → 已回覆 → 已結束), what was sent and the replies. */
export default function FeedbackInfo() {
  const raw = Number((useRouter().params as Record<string, string | undefined>).id ?? 0)
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0
  const q = useFeedback(id)
  const f = q.data
  return (
    <View className="acct">
      <NavBar title="反饋進度" />
      <StateView
        state={id > 0 ? loadStateOf(q) : 'empty'}
        rows={3}
        emptyText="找不到反饋"
        errorText="反饋載入失敗"
        onRetry={() => void q.refetch()}
      >
        {f && (
          <>
            <View className="acct__section">
              <View className="fb__steps" role="list" aria-label="處理進度">
                {feedbackSteps(f.status).map((s) => (
                  <View
                    key={s.status}
                    role="listitem"
                    aria-current={s.status === f.status ? 'step' : undefined}
                    className={`fb__step ${s.done ? 'fb__step--done' : ''}`}
                  >
                    <View className="fb__dot" />
                    <Text>{s.text}</Text>
                  </View>
                ))}
              </View>
            </View>
            <View className="acct__section">
              <Text className="acct__title">{f.category}</Text>
              <Text className="acct__text">{f.content}</Text>
              {f.images.length > 0 && (
                <View className="fb__imgs">
                  {f.images.map((u, i) => (
                    <Image
                      key={u}
                      className="fb__img"
                      src={assetUrl(u, 200)}
                      mode="aspectFill"
                      aria-label={`反饋圖片 ${i + 1}`}
                    />
                  ))}
                </View>
              )}
              <Text className="acct__text">提交時間 {formatDate(f.createdAt, 2)}</Text>
            </View>
            <View className="acct__section">
              <Text className="acct__title">客服回覆</Text>
              {f.replies.length === 0 ? (
                <Text className="acct__text">客服會在 1–2 個工作天內回覆，請耐心等候。</Text>
              ) : (
                f.replies.map((r, i) => (
                  <View key={i} className="fb__reply">
                    <Text className="fb__reply-who">
                      {r.author === 'staff' ? 'Lotus 客服' : '我'} · {formatDate(r.createdAt, 2)}
                    </Text>
                    <Text className="fb__reply-text">{r.content}</Text>
                  </View>
                ))
              )}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
