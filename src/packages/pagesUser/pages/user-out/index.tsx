import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useDeletionCheck } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { exportMyData } from '@/services/account'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go, replace, withQuery } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { saveJson } from '../../components/save-json'
import '@/styles/account.scss'

/** Account deletion, step 1: what deleting means, the conditions, the balances to give up, and the data export. */
export default function UserOut() {
  const q = useDeletionCheck()
  const c = q.data
  const [consent, setConsent] = useState(false)
  const balance = (c?.walletBalance ?? 0) + (c?.shopCardBalance ?? 0)
  const ready = c !== undefined && c.canDelete && (balance === 0 || consent)

  const download = async () => {
    try {
      await saveJson('lotus-my-data.json', await exportMyData())
      void Taro.showToast({ title: '已導出我的資料', icon: 'none' })
    } catch {
      // toasted
    }
  }

  const next = () => {
    if (!c) return
    if (!c.canDelete) return replace(ACCOUNT_PAGES.userOutNo)
    if (ready) go(withQuery(ACCOUNT_PAGES.appUserOut, { consent: balance > 0 ? 1 : 0 }))
  }

  return (
    <View className="acct">
      <NavBar title="註銷帳戶" />
      <StateView state={loadStateOf(q)} rows={3} errorText="載入失敗" onRetry={() => void q.refetch()}>
        {c && (
          <>
            <View className="acct__section">
              <Text className="acct__title">註銷前請確認</Text>
              <Text className="acct__text">
                根據澳門《個人資料保護法》（第 8/2005
                號法律），註銷後你的個人資料（手機號、暱稱、地址、實名認證資料等）將被刪除或匿名化，訂單只保留會計所需的金額與時間。提交後有
                7 天考慮期，期間重新登入即可撤銷註銷。
              </Text>
              {c.pendingEraseAt !== null && (
                <Text className="acct__error">你已提交註銷申請，考慮期內重新登入即撤銷。</Text>
              )}
            </View>
            <View className="acct__section">
              <View className="acct__row">
                <Text>未完成的訂單及退款</Text>
                <Text className="acct__extra">{c.canDelete ? '無' : c.blockers.join('，')}</Text>
              </View>
              <View className="acct__row">
                <Text>錢包餘額</Text>
                <Text className="acct__extra">{formatMop(c.walletBalance)}</Text>
              </View>
              <View className="acct__row">
                <Text>商家儲值卡餘額</Text>
                <Text className="acct__extra">{formatMop(c.shopCardBalance)}</Text>
              </View>
              {balance > 0 && (
                <View
                  className="acct__row"
                  role="checkbox"
                  aria-checked={consent}
                  onClick={() => setConsent(!consent)}
                >
                  <Text>我同意放棄以上餘額 {formatMop(balance)}</Text>
                  <View className={`lotus-box ${consent ? 'lotus-box--on' : ''}`} />
                </View>
              )}
            </View>
            <View role="button" className="acct__btn acct__btn--ghost" onClick={() => void download()}>
              下載我的資料
            </View>
            <View
              role="button"
              className={`acct__btn ${c.canDelete && !ready ? 'acct__btn--off' : ''}`}
              aria-disabled={c.canDelete && !ready}
              onClick={next}
            >
              下一步
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
