import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useDeletionCheck } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { go, PAGES } from '@/services/nav'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** Account deletion is not possible yet: what has to finish first. */
export default function UserOutNo() {
  const w = pagesUserWords.useWords()
  const q = useDeletionCheck()
  return (
    <View className="acct">
      <NavBar title={w('userOutNo.title')} />
      <StateView state={loadStateOf(q)} rows={2} errorText={w('loadFailed')} onRetry={() => void q.refetch()}>
        {q.data && (
          <View className="acct__section">
            <Text className="acct__title">{w(q.data.canDelete ? 'userOutNo.can' : 'userOutNo.cannot')}</Text>
            {q.data.blockers.map((b) => (
              <View key={b} className="acct__row">
                <Text>{b}</Text>
              </View>
            ))}
            <View role="button" className="acct__btn" onClick={() => go(PAGES.order)}>
              {w('myOrders')}
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
