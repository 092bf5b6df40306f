import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { usePageParams } from '@/hooks/use-page-params'
import { NavBar } from '@/components/nav-bar'
import { openPayUrl } from '@/components/order-actions/open-pay-url'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useOrder } from '@/queries/order'
import { startRecharge, useLatestWalletRecords, useWalletInfo } from '@/queries/wallet'
import { go, replace, withQuery } from '@/services/nav'
import { forgetTopUpFor, rememberTopUpFor } from '@/services/topup-return'
import { RECHARGE_AMOUNTS } from '@/stores/wallet-reducer'
import { formatMop } from '@lotus/contract/money'
import { currentLocale } from '@/i18n'
import { customRecharge } from '@lotus/contract/wallet'
import { RecordRow } from './record-row'
import './index.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'

/**
 * My wallet: balance, top-up (sandbox gateway), payment password, latest records. Opened from an unpaid
 * order's cashier (?orderId), it says what the order still needs, picks an amount that covers it, and the
 * top-up returns to that cashier.
 */
export default function Wallet() {
  const w = pagesUserWords.useWords()
  const forOrder = Number(usePageParams().orderId ?? 0)
  const orderQ = useOrder(forOrder)
  const unpaid = orderQ.data?.status === 'unpaid' ? orderQ.data : null
  const wallet = useWalletInfo()
  const info = wallet.data
  const shortfall = unpaid && info ? Math.max(0, unpaid.total - info.balance) : 0
  const latest = useLatestWalletRecords(5)
  // a failed read of the records shows none rather than a spinner forever
  const records = latest.data ?? (latest.isError ? [] : null)
  const [picked, setAmount] = useState<number | null>(null)
  const covering = RECHARGE_AMOUNTS.find((a) => a >= shortfall) ?? Math.max(...RECHARGE_AMOUNTS)
  // 其他金額: what the customer types wins over the tiles while it is filled in
  const [custom, setCustom] = useState('')
  const typed = custom.trim() ? customRecharge(custom, currentLocale()) : null
  const typedError = typed && 'error' in typed ? typed.error : ''
  const amount = typed
    ? 'avos' in typed
      ? typed.avos
      : 0
    : (picked ?? (shortfall > 0 ? covering : RECHARGE_AMOUNTS[1]))
  const recharge = useMutation(startRecharge)
  const busy = recharge.busy
  const toCashier = () => {
    forgetTopUpFor()
    replace(withQuery(ORDER_PAGES.pay, { orderId: forOrder }))
  }

  // back from the gateway or the password page: the balance may have moved (the mount fetched already)
  useReloadOnShow(() => {
    if (info) void wallet.refetch()
    if (latest.data) void latest.refetch()
  })

  const topUp = async () => {
    if (busy || typedError) return
    try {
      const r = await recharge.run(amount)
      if (r === SKIPPED) return
      if (unpaid) rememberTopUpFor(unpaid.id)
      openPayUrl(r.payUrl, w('topUp'))
    } catch {
      // toasted
    }
  }

  return (
    <View className="wallet">
      <NavBar title={w('wallet.title')} />
      <StateView
        state={loadStateOf(wallet)}
        rows={2}
        errorText={w('wallet.failed')}
        onRetry={() => void wallet.refetch()}
      >
        {info && (
          <>
            {unpaid && (
              <View className="wallet__for-order" role="status">
                <Text>
                  {shortfall > 0
                    ? w('wallet.shortfall', { total: formatMop(unpaid.total), short: formatMop(shortfall) })
                    : w('wallet.enough')}
                </Text>
                <View className="wallet__for-order-back lotus-chevron" role="button" onClick={toCashier}>
                  {w('wallet.backToCashier')}
                </View>
              </View>
            )}
            <View className="wallet__card">
              <Text className="wallet__label">{w('wallet.balance')}</Text>
              <Text className="wallet__balance">{formatMop(info.balance, { symbol: false })}</Text>
            </View>
            <View className="wallet__section">
              <View className="wallet__title">{w('topUp')}</View>
              <View className="wallet__amounts">
                {RECHARGE_AMOUNTS.map((a) => (
                  <View
                    key={a}
                    role="radio"
                    aria-checked={!typed && a === amount}
                    className={`wallet__amount ${!typed && a === amount ? 'wallet__amount--on' : ''}`}
                    onClick={() => {
                      setCustom('')
                      setAmount(a)
                    }}
                  >
                    {formatMop(a, { trimZeros: true })}
                  </View>
                ))}
              </View>
              <View className={`wallet__custom ${typed ? 'wallet__custom--on' : ''}`}>
                <Text className="wallet__custom-label">{w('wallet.other')}</Text>
                <Input
                  className="wallet__custom-input"
                  type="digit"
                  placeholder="MOP 1 – 10000"
                  aria-label={w('wallet.otherLabel')}
                  value={custom}
                  onInput={(e) => setCustom(e.detail.value)}
                />
              </View>
              {typedError && (
                <View className="wallet__custom-error" role="alert">
                  {typedError}
                </View>
              )}
              <View
                className={`wallet__recharge ${busy || typedError ? 'wallet__recharge--off' : ''}`}
                role="button"
                aria-disabled={busy || Boolean(typedError)}
                onClick={() => void topUp()}
              >
                {typedError
                  ? w('wallet.topUpNow')
                  : w('wallet.topUpAmount', { amount: formatMop(amount, { trimZeros: true }) })}
              </View>
            </View>
            <View className="wallet__section">
              <View className="wallet__row" onClick={() => go(ORDER_PAGES.setPassword)}>
                <Text>{w(info.hasPayPassword ? 'changePayPassword' : 'setPayPassword')}</Text>
                <Text className="wallet__arrow lotus-chevron">{info.hasPayPassword ? '' : w('notSet')}</Text>
              </View>
              {info.hasPayPassword && (
                <View className="wallet__row" onClick={() => go(ORDER_PAGES.forgetPassword)}>
                  <Text>{w('wallet.forgotPw')}</Text>
                  <Icon className="wallet__arrow" d={iconChevronRight} />
                </View>
              )}
            </View>
            <View className="wallet__section">
              <View className="wallet__row" onClick={() => go(ORDER_PAGES.listRecord)}>
                <Text className="wallet__title">{w('records')}</Text>
                <Text className="wallet__arrow lotus-chevron">{w('wallet.seeAll')}</Text>
              </View>
              {records === null ? (
                <View className="wallet__empty">{w('loading')}</View>
              ) : records.length === 0 ? (
                <View className="wallet__empty">{w('noRecords')}</View>
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
