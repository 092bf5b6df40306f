import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { useIdentity, useSecurity } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import { IDENTITY_STATUS_TEXT } from '@lotus/contract/identity'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

/** Security centre: phone, payment password and identity verification, each opening its own page. */
export default function Safety() {
  const sec = useSecurity()
  const id = useIdentity()
  useReloadOnShow(() => {
    void sec.refetch()
    void id.refetch()
  })
  const s = sec.data
  return (
    <View className="acct">
      <NavBar title="安全中心" />
      <StateView
        state={loadStateOf(sec)}
        rows={3}
        errorText="安全資料載入失敗"
        onRetry={() => void sec.refetch()}
      >
        {s && (
          <View className="acct__section">
            <View className="acct__row" role="button" onClick={() => go(ACCOUNT_PAGES.changePhone)}>
              <Text>手機號碼</Text>
              <Text className="acct__extra lotus-chevron" data-testid="safety-phone">
                {s.phoneMasked}
              </Text>
            </View>
            <View className="acct__row" role="button" onClick={() => go(ORDER_PAGES.setPassword)}>
              <Text>支付密碼</Text>
              <Text className="acct__extra lotus-chevron">{s.hasPayPassword ? '修改' : '未設定'}</Text>
            </View>
            <View className="acct__row" role="button" onClick={() => go(ACCOUNT_PAGES.authentication)}>
              <Text>實名認證</Text>
              <Text className="acct__extra lotus-chevron">
                {id.data ? IDENTITY_STATUS_TEXT[id.data.status] : ''}
              </Text>
            </View>
            <View className="acct__row" role="button" onClick={() => go(ACCOUNT_PAGES.userOut)}>
              <Text>註銷帳戶</Text>
              <Icon className="acct__extra" d={iconChevronRight} />
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
