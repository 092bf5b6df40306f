import { useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useNewsList } from '@/queries/account'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go, withQuery } from '@/services/nav'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** Messages of one kind (query kind: notice | order), newest first; unread ones marked. */
export default function NewsList() {
  const w = pagesUserWords.useWords()
  const kind =
    (useRouter().params as Record<string, string | undefined>).kind === 'order' ? 'order' : 'notice'
  const list = useNewsList(kind)
  useReachBottom(() => void list.loadMore())
  return (
    <View className="acct">
      <NavBar title={w(kind === 'order' ? 'news.order' : 'news.notice')} />
      <StateView
        state={list.state}
        rows={4}
        emptyText={w('news.none')}
        errorText={w('news.failed')}
        onRetry={() => void list.refresh()}
      >
        <View className="acct__section">
          {list.items.map((m) => (
            <View
              key={m.id}
              role="link"
              className="acct__row"
              onClick={() => go(withQuery(ACCOUNT_PAGES.newsInfo, { id: m.id }))}
            >
              <Text style={{ fontWeight: m.read ? 'normal' : 'bold' }}>
                {m.read ? '' : '● '}
                {m.title}
              </Text>
              <Text className="acct__extra">{formatDate(m.createdAt, 1)}</Text>
            </View>
          ))}
        </View>
      </StateView>
    </View>
  )
}
