import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useExchanges } from '@/queries/account-money'
import { MONEY_PAGES } from '@/services/money-pages'
import { go } from '@/services/nav'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

const STATE_KEY = { usable: 'exchange.unused', used: 'used', expired: 'expired' } as const

/** My honey exchanges, newest first, with the state of each coupon. */
export default function ExchangeRecord() {
  const w = pagesUserWords.useWords()
  const list = useExchanges()
  useReachBottom(() => void list.loadMore())
  return (
    <View className="acct">
      <NavBar title={w('redeemRecords')} />
      <StateView
        state={list.state}
        rows={4}
        emptyText={w('exchange.recordsNone')}
        errorText={w('exchange.recordsFailed')}
        onRetry={() => void list.refresh()}
        picture="coupon"
        actionText={w('exchange.go')}
        onAction={() => go(MONEY_PAGES.honeyExchange)}
      >
        <View className="acct__section">
          {list.items.map((r) => (
            <View
              key={r.id}
              className="acct__row"
              data-testid="exchange-row"
              role={r.couponStatus === 'usable' ? 'link' : undefined}
              onClick={r.couponStatus === 'usable' ? () => go(MONEY_PAGES.redEnvelope) : undefined}
            >
              <View style={{ display: 'flex', flexDirection: 'column', padding: '10px 0' }}>
                <Text>{r.name}</Text>
                <Text className="acct__extra">
                  {formatDate(r.createdAt, 1)} · {w(STATE_KEY[r.couponStatus])}
                </Text>
              </View>
              <Text style={{ fontWeight: 600 }}>{w('exchange.minus', { n: r.points })}</Text>
            </View>
          ))}
        </View>
      </StateView>
    </View>
  )
}
