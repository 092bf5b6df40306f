import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { useIdentity } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** Identity verification: the state (masked), and the way to submit or resubmit a document. */
export default function Authentication() {
  const w = pagesUserWords.useWords()
  const q = useIdentity()
  const id = q.data
  // back from submitting, or waiting for the review: ask again
  useReloadOnShow(() => void q.refetch())
  return (
    <View className="acct">
      <NavBar title={w('identity')} />
      <StateView state={loadStateOf(q)} rows={2} errorText={w('id.failed')} onRetry={() => void q.refetch()}>
        {id && (
          <>
            <View className="acct__hero">
              <Text className="acct__hero-title" data-testid="identity-status">
                {w(`idStatus.${id.status}`)}
              </Text>
              <Text className="acct__hero-sub">
                {id.status === 'none'
                  ? w('id.noneHint')
                  : id.status === 'reviewing'
                    ? w('id.reviewingHint')
                    : id.status === 'rejected'
                      ? w('id.rejectedHint', { reason: id.rejectReason ?? w('id.mismatch') })
                      : w('id.approvedHint')}
              </Text>
            </View>
            {id.docType && (
              <View className="acct__section">
                <View className="acct__row">
                  <Text>{w('idType')}</Text>
                  <Text className="acct__extra">{w(`idDoc.${id.docType}`)}</Text>
                </View>
                <View className="acct__row">
                  <Text>{w('name')}</Text>
                  <Text className="acct__extra">{id.maskedName}</Text>
                </View>
                <View className="acct__row">
                  <Text>{w('idNumber')}</Text>
                  <Text className="acct__extra">{id.maskedNumber}</Text>
                </View>
              </View>
            )}
            {(id.status === 'none' || id.status === 'rejected') && (
              <View role="button" className="acct__btn" onClick={() => go(ACCOUNT_PAGES.submitIdInfo)}>
                {w(id.status === 'none' ? 'id.verifyNow' : 'id.resubmit')}
              </View>
            )}
            <Text className="acct__text">{w('id.privacy')}</Text>
          </>
        )}
      </StateView>
    </View>
  )
}
