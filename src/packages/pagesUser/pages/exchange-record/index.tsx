import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useExchanges } from '@/queries/account-money'
import { MONEY_PAGES } from '@/services/money-pages'
import { go } from '@/services/nav'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'

const STATE_TEXT = { usable: '未使用', used: '已使用', expired: '已過期' } as const

/** My honey exchanges, newest first, with the state of each coupon. */
export default function ExchangeRecord() {
  const list = useExchanges()
  useReachBottom(() => void list.loadMore())
  return (
    <View className="acct">
      <NavBar title="兌換記錄" />
      <StateView
        state={list.state}
        rows={4}
        emptyText="暫無兌換記錄"
        errorText="兌換記錄載入失敗"
        onRetry={() => void list.refresh()}
        picture="coupon"
        actionText="去兌換"
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
                  {formatDate(r.createdAt, 1)} · {STATE_TEXT[r.couponStatus]}
                </Text>
              </View>
              <Text style={{ fontWeight: 600 }}>-{r.points} 蜂蜜</Text>
            </View>
          ))}
        </View>
      </StateView>
    </View>
  )
}
