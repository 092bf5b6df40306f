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
import { pagesUserWords } from '../../words'

/** Account deletion, step 1: what deleting means, the conditions, the balances to give up, and the data export. */
export default function UserOut() {
  const w = pagesUserWords.useWords()
  const q = useDeletionCheck()
  const c = q.data
  const [consent, setConsent] = useState(false)
  const balance = (c?.walletBalance ?? 0) + (c?.shopCardBalance ?? 0)
  const ready = c !== undefined && c.canDelete && (balance === 0 || consent)

  const download = async () => {
    try {
      await saveJson('lotus-my-data.json', await exportMyData())
      void Taro.showToast({ title: w('out.exported'), icon: 'none' })
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
      <NavBar title={w('out.title')} />
      <StateView state={loadStateOf(q)} rows={3} errorText={w('loadFailed')} onRetry={() => void q.refetch()}>
        {c && (
          <>
            <View className="acct__section">
              <Text className="acct__title">{w('out.check')}</Text>
              <Text className="acct__text">{w('out.text')}</Text>
              {c.pendingEraseAt !== null && <Text className="acct__error">{w('out.pending')}</Text>}
            </View>
            <View className="acct__section">
              <View className="acct__row">
                <Text>{w('out.unfinished')}</Text>
                <Text className="acct__extra">
                  {c.canDelete ? w('out.none') : c.blockers.join(w('listSep'))}
                </Text>
              </View>
              <View className="acct__row">
                <Text>{w('walletBalance')}</Text>
                <Text className="acct__extra">{formatMop(c.walletBalance)}</Text>
              </View>
              <View className="acct__row">
                <Text>{w('out.cardBalance')}</Text>
                <Text className="acct__extra">{formatMop(c.shopCardBalance)}</Text>
              </View>
              {balance > 0 && (
                <View
                  className="acct__row"
                  role="checkbox"
                  aria-checked={consent}
                  onClick={() => setConsent(!consent)}
                >
                  <Text>{w('out.consent', { amount: formatMop(balance) })}</Text>
                  <View className={`lotus-box ${consent ? 'lotus-box--on' : ''}`} />
                </View>
              )}
            </View>
            <View role="button" className="acct__btn acct__btn--ghost" onClick={() => void download()}>
              {w('out.download')}
            </View>
            <View
              role="button"
              className={`acct__btn ${c.canDelete && !ready ? 'acct__btn--off' : ''}`}
              aria-disabled={c.canDelete && !ready}
              onClick={next}
            >
              {w('next')}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
