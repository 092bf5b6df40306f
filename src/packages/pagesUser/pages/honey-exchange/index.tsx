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
import { VERTICAL_TEXT } from '@lotus/contract/verticals'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { showModal } from '@/services/dialogs'

const scope = (i: HoneyExchangeItem) => (i.vertical ? `限${VERTICAL_TEXT[i.vertical]}使用` : '全平台通用')

/** Honey exchange: spend honey points for a coupon or a red envelope (one server transaction). */
export default function HoneyExchange() {
  const balance = usePointsBalance()
  const items = useExchangeItems()
  const [busy, setBusy] = useState('')
  const have = balance.data?.balance ?? 0

  const take = async (i: HoneyExchangeItem) => {
    if (busy || have < i.points) return
    const ok = await showModal({
      title: '確認兌換',
      content: `使用 ${i.points} 蜂蜜兌換「${i.name}」？`,
      confirmText: '兌換'
    })
    if (!ok.confirm) return
    setBusy(i.key)
    try {
      await exchange(i.key)
      void Taro.showToast({ title: '兌換成功', icon: 'success' })
      void balance.refetch()
    } catch {
      // toasted by the request layer
    } finally {
      setBusy('')
    }
  }

  return (
    <View className="acct">
      <NavBar title="蜂蜜兌換" />
      <View className="acct__hero">
        <Text className="acct__hero-sub">可用蜂蜜</Text>
        <Text className="acct__hero-title" data-testid="honey-balance">
          {balance.data?.balance ?? '–'}
        </Text>
      </View>
      <View className="acct__section">
        <View className="acct__row" role="link" onClick={() => go(MONEY_PAGES.exchangeRecord)}>
          <Text>兌換記錄</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
      </View>
      <StateView
        state={loadStateOf(items, (l) => l.length === 0)}
        rows={3}
        emptyText="暫無可兌換項目"
        errorText="兌換項目載入失敗"
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
                    {i.type === 'redEnvelope' ? '紅包' : '優惠券'} ·{' '}
                    {formatMop(i.amount, { trimZeros: true })} · {scope(i)} · {i.days} 天有效
                  </Text>
                </View>
                <View
                  role="button"
                  aria-label={`用 ${i.points} 蜂蜜兌換${i.name}`}
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
                  {busy === i.key ? '兌換中' : `${i.points} 蜂蜜兌換`}
                </View>
              </View>
            )
          })}
        </View>
      </StateView>
    </View>
  )
}
