import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { readAllNews, useUnread } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go, withQuery } from '@/services/nav'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { pagesUserWords } from '../../words'

const KINDS = [
  { kind: 'notice', title: 'news.notice' },
  { kind: 'order', title: 'news.order' }
] as const

/** The message centre: platform notices and order messages with their unread counts; mark all read. */
export default function News() {
  const w = pagesUserWords.useWords()
  const q = useUnread()
  useReloadOnShow(() => void q.refetch())
  return (
    <View className="acct">
      <NavBar title={w('news.title')} />
      <StateView
        state={loadStateOf(q)}
        rows={2}
        errorText={w('news.failed')}
        onRetry={() => void q.refetch()}
      >
        {q.data && (
          <>
            <View className="acct__section">
              {KINDS.map((k) => (
                <View
                  key={k.kind}
                  role="link"
                  className="acct__row"
                  onClick={() => go(withQuery(ACCOUNT_PAGES.newsList, { kind: k.kind }))}
                >
                  <Text>{w(k.title)}</Text>
                  {q.data && q.data[k.kind] > 0 ? (
                    <Text className="acct__badge">{q.data[k.kind]}</Text>
                  ) : (
                    <Icon className="acct__extra" d={iconChevronRight} />
                  )}
                </View>
              ))}
            </View>
            {q.data.total > 0 && (
              <View role="button" className="acct__btn acct__btn--ghost" onClick={() => void readAllNews()}>
                {w('news.readAll')}
              </View>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
