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
import { pagesUserWords } from '../../words'
import { categoryWord } from '../../components/feedback-category'

/** One feedback (query id): its progress (已收到 → 處理中 → 已回覆 → 已結束), what was sent and the replies. */
export default function FeedbackInfo() {
  const w = pagesUserWords.useWords()
  const raw = Number((useRouter().params as Record<string, string | undefined>).id ?? 0)
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0
  const q = useFeedback(id)
  const f = q.data
  return (
    <View className="acct">
      <NavBar title={w('fb.progress')} />
      <StateView
        state={id > 0 ? loadStateOf(q) : 'empty'}
        rows={3}
        emptyText={w('fb.notFound')}
        errorText={w('fb.failed')}
        onRetry={() => void q.refetch()}
      >
        {f && (
          <>
            <View className="acct__section">
              <View className="fb__steps" role="list" aria-label={w('fb.steps')}>
                {feedbackSteps(f.status).map((s) => (
                  <View
                    key={s.status}
                    role="listitem"
                    aria-current={s.status === f.status ? 'step' : undefined}
                    className={`fb__step ${s.done ? 'fb__step--done' : ''}`}
                  >
                    <View className="fb__dot" />
                    <Text>{w(`fb.status.${s.status}`)}</Text>
                  </View>
                ))}
              </View>
            </View>
            <View className="acct__section">
              <Text className="acct__title">{categoryWord(f.category)}</Text>
              <Text className="acct__text">{f.content}</Text>
              {f.images.length > 0 && (
                <View className="fb__imgs">
                  {f.images.map((u, i) => (
                    <Image
                      key={u}
                      className="fb__img"
                      src={assetUrl(u, 200)}
                      mode="aspectFill"
                      aria-label={w('fb.photo', { n: i + 1 })}
                    />
                  ))}
                </View>
              )}
              <Text className="acct__text">{w('submittedAt', { time: formatDate(f.createdAt, 2) })}</Text>
            </View>
            <View className="acct__section">
              <Text className="acct__title">{w('fb.replies')}</Text>
              {f.replies.length === 0 ? (
                <Text className="acct__text">{w('fb.wait')}</Text>
              ) : (
                f.replies.map((r, i) => (
                  <View key={i} className="fb__reply">
                    <Text className="fb__reply-who">
                      {w(r.author === 'staff' ? 'fb.staff' : 'fb.me')} · {formatDate(r.createdAt, 2)}
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
