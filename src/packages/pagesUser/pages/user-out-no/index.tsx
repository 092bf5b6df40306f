import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useDeletionCheck } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { go, PAGES } from '@/services/nav'
import '@/styles/account.scss'

/** Account deletion is not possible yet: what has to finish first. */
export default function UserOutNo() {
  const q = useDeletionCheck()
  return (
    <View className="acct">
      <NavBar title="暫不能註銷" />
      <StateView state={loadStateOf(q)} rows={2} errorText="載入失敗" onRetry={() => void q.refetch()}>
        {q.data && (
          <View className="acct__section">
            <Text className="acct__title">
              {q.data.canDelete ? '現在可以註銷帳戶' : '以下事項完成後才可註銷'}
            </Text>
            {q.data.blockers.map((b) => (
              <View key={b} className="acct__row">
                <Text>{b}</Text>
              </View>
            ))}
            <View role="button" className="acct__btn" onClick={() => go(PAGES.order)}>
              查看我的訂單
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
