import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { useIdentity, useSecurity } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { pagesUserWords } from '../../words'

/** Security centre: phone, payment password and identity verification, each opening its own page. */
export default function Safety() {
  const w = pagesUserWords.useWords()
  const sec = useSecurity()
  const id = useIdentity()
  useReloadOnShow(() => {
    void sec.refetch()
    void id.refetch()
  })
  const s = sec.data
  return (
    <View className="acct">
      <NavBar title={w('safety.title')} />
      <StateView
        state={loadStateOf(sec)}
        rows={3}
        errorText={w('safety.failed')}
        onRetry={() => void sec.refetch()}
      >
        {s && (
          <View className="acct__section">
            <View className="acct__row" role="button" onClick={() => go(ACCOUNT_PAGES.changePhone)}>
              <Text>{w('phoneNumber')}</Text>
              <Text className="acct__extra lotus-chevron" data-testid="safety-phone">
                {s.phoneMasked}
              </Text>
            </View>
            <View className="acct__row" role="button" onClick={() => go(ORDER_PAGES.setPassword)}>
              <Text>{w('payPassword')}</Text>
              <Text className="acct__extra lotus-chevron">
                {w(s.hasPayPassword ? 'safety.change' : 'notSet')}
              </Text>
            </View>
            <View className="acct__row" role="button" onClick={() => go(ACCOUNT_PAGES.authentication)}>
              <Text>{w('identity')}</Text>
              <Text className="acct__extra lotus-chevron">
                {id.data ? w(`idStatus.${id.data.status}`) : ''}
              </Text>
            </View>
            <View className="acct__row" role="button" onClick={() => go(ACCOUNT_PAGES.userOut)}>
              <Text>{w('safety.deleteAccount')}</Text>
              <Icon className="acct__extra" d={iconChevronRight} />
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
