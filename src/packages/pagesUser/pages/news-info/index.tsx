import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useNews } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** One message (query id); opening it marks it read. */
export default function NewsInfo() {
  const w = pagesUserWords.useWords()
  const id = Number((useRouter().params as Record<string, string | undefined>).id ?? 0)
  const q = useNews(Number.isSafeInteger(id) ? id : 0)
  return (
    <View className="acct">
      <NavBar title={w('news.detail')} />
      <StateView
        state={id > 0 ? loadStateOf(q) : 'empty'}
        rows={2}
        emptyText={w('news.notFound')}
        errorText={w('news.failed')}
        onRetry={() => void q.refetch()}
      >
        {q.data && (
          <View className="acct__section">
            <Text className="acct__title">{q.data.title}</Text>
            <Text className="acct__text">{formatDate(q.data.createdAt, 1)}</Text>
            <Text className="acct__text">{q.data.body}</Text>
          </View>
        )}
      </StateView>
    </View>
  )
}
