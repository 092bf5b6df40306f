import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { exchange, useExchangeItems } from '@/queries/account-money'
import { usePointsBalance } from '@/queries/points'
import type { HoneyExchangeItem } from '@/services/account-money'
import { MONEY_PAGES } from '@/services/money-pages'
import { go } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { showModal } from '@/services/dialogs'
import { pagesUserWords } from '../../words'

const scope = (i: HoneyExchangeItem) => {
  const w = pagesUserWords.word
  return i.vertical ? w('onlyIn', { vertical: w(`vertical.${i.vertical}`) }) : w('wholePlatform')
}

/** Honey exchange: spend honey points for a coupon or a red envelope (one server transaction). */
export default function HoneyExchange() {
  const w = pagesUserWords.useWords()
  const balance = usePointsBalance()
  const items = useExchangeItems()
  const [busy, setBusy] = useState('')
  const have = balance.data?.balance ?? 0

  const take = async (i: HoneyExchangeItem) => {
    if (busy || have < i.points) return
    const ok = await showModal({
      title: w('exchange.confirm'),
      content: w('exchange.ask', { n: i.points, name: i.name }),
      confirmText: w('redeem')
    })
    if (!ok.confirm) return
    setBusy(i.key)
    try {
      await exchange(i.key)
      void Taro.showToast({ title: w('redeemOk'), icon: 'success' })
      void balance.refetch()
    } catch {
      // toasted by the request layer
    } finally {
      setBusy('')
    }
  }

  return (
    <View className="acct">
      <NavBar title={w('exchange.title')} />
      <View className="acct__hero">
        <Text className="acct__hero-sub">{w('availableHoney')}</Text>
        <Text className="acct__hero-title" data-testid="honey-balance">
          {balance.data?.balance ?? '–'}
        </Text>
      </View>
      <View className="acct__section">
        <View className="acct__row" role="link" onClick={() => go(MONEY_PAGES.exchangeRecord)}>
          <Text>{w('redeemRecords')}</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
      </View>
      <StateView
        state={loadStateOf(items, (l) => l.length === 0)}
        rows={3}
        emptyText={w('exchange.none')}
        errorText={w('exchange.failed')}
        onRetry={() => void items.refetch()}
      >
        <View className="acct__section">
          {(items.data ?? []).map((i) => {
            const enough = have >= i.points
            return (
              <View key={i.key} className="acct__row" data-testid="exchange-item">
                <View style={{ display: 'flex', flexDirection: 'column', padding: '10px 0' }}>
                  <Text style={{ fontWeight: 600 }}>{i.name}</Text>
                  <Text className="acct__extra">
                    {w(`couponType.${i.type === 'redEnvelope' ? 'redEnvelope' : 'coupon'}`)} ·{' '}
                    {formatMop(i.amount, { trimZeros: true })} · {scope(i)} ·{' '}
                    {w('exchange.days', { n: i.days })}
                  </Text>
                </View>
                <View
                  role="button"
                  aria-label={w('exchange.label', { n: i.points, name: i.name })}
                  aria-disabled={!enough}
                  className={`acct__btn ${enough ? '' : 'acct__btn--off'}`}
                  style={{
                    margin: 0,
                    minWidth: '88px',
                    minHeight: '44px',
                    padding: '0 12px',
                    boxSizing: 'border-box',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontSize: '14px'
                  }}
                  onClick={() => void take(i)}
                >
                  {busy === i.key ? w('exchange.busy') : w('exchange.button', { n: i.points })}
                </View>
              </View>
            )
          })}
        </View>
      </StateView>
    </View>
  )
}
