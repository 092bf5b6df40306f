import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { openPayUrl } from '@/components/order-actions/open-pay-url'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { startRecharge, useLatestWalletRecords, useWalletInfo } from '@/queries/wallet'
import { go } from '@/services/nav'
import { RECHARGE_AMOUNTS } from '@/stores/wallet-reducer'
import { formatMop } from '@lotus/contract/money'
import { RecordRow } from './record-row'
import './index.scss'

/** My wallet: balance, top-up (sandbox gateway), payment password, latest records. */
export default function Wallet() {
  const wallet = useWalletInfo()
  const info = wallet.data
  const latest = useLatestWalletRecords(5)
  // a failed read of the records shows none rather than a spinner forever
  const records = latest.data ?? (latest.isError ? [] : null)
  const [amount, setAmount] = useState<number>(RECHARGE_AMOUNTS[1])
  const [busy, setBusy] = useState(false)

  // back from the gateway or the password page: the balance may have moved (the mount fetched already)
  useReloadOnShow(() => {
    if (info) void wallet.refetch()
    if (latest.data) void latest.refetch()
  })

  const topUp = async () => {
    if (busy) return
    setBusy(true)
    try {
      const r = await startRecharge(amount)
      openPayUrl(r.payUrl, '充值')
    } catch {
      // toasted
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="wallet">
      <NavBar title="我的錢包" />
      <StateView
        state={loadStateOf(wallet)}
        rows={2}
        errorText="錢包加載失敗"
        onRetry={() => void wallet.refetch()}
      >
        {info && (
          <>
            <View className="wallet__card">
              <Text className="wallet__label">賬戶餘額（MOP）</Text>
              <Text className="wallet__balance">{formatMop(info.balance, { symbol: false })}</Text>
            </View>
            <View className="wallet__section">
              <View className="wallet__title">充值</View>
              <View className="wallet__amounts">
                {RECHARGE_AMOUNTS.map((a) => (
                  <View
                    key={a}
                    role="radio"
                    aria-checked={a === amount}
                    className={`wallet__amount ${a === amount ? 'wallet__amount--on' : ''}`}
                    onClick={() => setAmount(a)}
                  >
                    {formatMop(a, { trimZeros: true })}
                  </View>
                ))}
              </View>
              <View
                className={`wallet__recharge ${busy ? 'wallet__recharge--off' : ''}`}
                onClick={() => void topUp()}
              >
                立即充值 {formatMop(amount, { trimZeros: true })}
              </View>
            </View>
            <View className="wallet__section">
              <View className="wallet__row" onClick={() => go(ORDER_PAGES.setPassword)}>
                <Text>{info.hasPayPassword ? '修改支付密碼' : '設置支付密碼'}</Text>
                <Text className="wallet__arrow">{info.hasPayPassword ? '' : '未設置'} ›</Text>
              </View>
              {info.hasPayPassword && (
                <View className="wallet__row" onClick={() => go(ORDER_PAGES.forgetPassword)}>
                  <Text>忘記支付密碼</Text>
                  <Text className="wallet__arrow">›</Text>
                </View>
              )}
            </View>
            <View className="wallet__section">
              <View className="wallet__row" onClick={() => go(ORDER_PAGES.listRecord)}>
                <Text className="wallet__title">收支明細</Text>
                <Text className="wallet__arrow">查看全部 ›</Text>
              </View>
              {records === null ? (
                <View className="wallet__empty">加載中…</View>
              ) : records.length === 0 ? (
                <View className="wallet__empty">暫無收支記錄</View>
              ) : (
                records.map((r) => <RecordRow key={r.id} record={r} />)
              )}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
