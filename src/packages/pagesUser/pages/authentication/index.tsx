import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { useIdentity } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import { ID_DOC_LABELS, IDENTITY_STATUS_TEXT } from '@lotus/contract/identity'
import '@/styles/account.scss'

/** Identity verification: the state (masked), and the way to submit or resubmit a document. */
export default function Authentication() {
  const q = useIdentity()
  const id = q.data
  // back from submitting, or waiting for the review: ask again
  useReloadOnShow(() => void q.refetch())
  return (
    <View className="acct">
      <NavBar title="實名認證" />
      <StateView
        state={loadStateOf(q)}
        rows={2}
        errorText="認證資料載入失敗"
        onRetry={() => void q.refetch()}
      >
        {id && (
          <>
            <View className="acct__hero">
              <Text className="acct__hero-title" data-testid="identity-status">
                {IDENTITY_STATUS_TEXT[id.status]}
              </Text>
              <Text className="acct__hero-sub">
                {id.status === 'none'
                  ? '完成實名認證後可購買酒類等需核實年齡的商品'
                  : id.status === 'reviewing'
                    ? '資料已提交，審核通常在 1 個工作日內完成'
                    : id.status === 'rejected'
                      ? `原因：${id.rejectReason ?? '資料不符'}，請重新提交`
                      : '你的身份已核實'}
              </Text>
            </View>
            {id.docType && (
              <View className="acct__section">
                <View className="acct__row">
                  <Text>證件類型</Text>
                  <Text className="acct__extra">{ID_DOC_LABELS[id.docType]}</Text>
                </View>
                <View className="acct__row">
                  <Text>姓名</Text>
                  <Text className="acct__extra">{id.maskedName}</Text>
                </View>
                <View className="acct__row">
                  <Text>證件號碼</Text>
                  <Text className="acct__extra">{id.maskedNumber}</Text>
                </View>
              </View>
            )}
            {(id.status === 'none' || id.status === 'rejected') && (
              <View role="button" className="acct__btn" onClick={() => go(ACCOUNT_PAGES.submitIdInfo)}>
                {id.status === 'none' ? '立即認證' : '重新提交'}
              </View>
            )}
            <Text className="acct__text">
              證件資料經加密保存，僅用於核實身份（澳門《個人資料保護法》第 8/2005
              號法律）。一個證件只能認證一個帳戶。
            </Text>
          </>
        )}
      </StateView>
    </View>
  )
}
