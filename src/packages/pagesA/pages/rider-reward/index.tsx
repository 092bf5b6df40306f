import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { ensurePayPassword, WalletPaySheet } from '@/components/wallet-pay-sheet'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { tip, useTipInfo } from '@/queries/account-money'
import { useWalletInfo } from '@/queries/wallet'
import { TIP_AMOUNTS } from '@lotus/contract/account-money'
import { formatMop } from '@lotus/contract/money'
import { useWords } from '../../words'
import '@/styles/account.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** Tip the rider of a delivered order (?orderId) from the wallet, once. */
export default function RiderReward() {
  const t = useWords()
  const orderId = Number(usePageParams().orderId ?? 0)
  const info = useTipInfo(orderId)
  const wallet = useWalletInfo()
  const [amount, setAmount] = useState<number>(TIP_AMOUNTS[1])
  const [sheet, setSheet] = useState(false)
  const v = info.data
  const balance = wallet.data?.balance ?? 0
  const enough = balance >= amount

  const start = async () => {
    if (!v?.canTip || !enough) return
    if (!(await ensurePayPassword(wallet.data?.hasPayPassword))) return
    setSheet(true)
  }

  return (
    <View className="acct">
      <NavBar title={t('tip.title')} />
      <StateView
        state={orderId ? loadStateOf(info) : 'error'}
        rows={2}
        errorText={t('orderFailed')}
        onRetry={() => void info.refetch()}
      >
        {v && (
          <>
            <View className="acct__hero">
              <Text className="acct__hero-sub">{t('orderNo', { name: v.merchantName, no: v.orderNo })}</Text>
              <Text className="acct__hero-title">
                {v.rider ? t('tip.rider', { name: v.rider.name }) : t('tip.riderPlain')}
              </Text>
              <Text className="acct__hero-sub">{t('tip.thanks')}</Text>
            </View>
            {v.tipped !== null ? (
              <Text className="acct__text" data-testid="tipped">
                {t('tip.tipped', { amount: mop(v.tipped) })}
              </Text>
            ) : !v.canTip ? (
              <Text className="acct__text">{t('tip.notYet')}</Text>
            ) : (
              <>
                <View className="acct__tabs" role="radiogroup" aria-label={t('tip.amount')}>
                  {TIP_AMOUNTS.map((a) => (
                    <View
                      key={a}
                      role="radio"
                      aria-checked={a === amount}
                      className={`acct__tab ${a === amount ? 'acct__tab--on' : ''}`}
                      onClick={() => setAmount(a)}
                    >
                      {mop(a)}
                    </View>
                  ))}
                </View>
                <Text className="acct__text">
                  {t('tip.balance', { amount: mop(balance) })}
                  {enough ? '' : t('notEnough')}
                </Text>
                <View
                  role="button"
                  aria-disabled={!enough}
                  className={`acct__btn ${enough ? '' : 'acct__btn--off'}`}
                  onClick={() => void start()}
                >
                  {t('tip.pay', { amount: mop(amount) })}
                </View>
              </>
            )}
          </>
        )}
      </StateView>
      <WalletPaySheet
        open={sheet}
        amount={amount}
        onClose={() => setSheet(false)}
        onPay={async (pw) => {
          await tip(orderId, amount, pw)
          setSheet(false)
          void Taro.showToast({ title: t('tip.done'), icon: 'success' })
        }}
      />
    </View>
  )
}
