import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePointsMallOrders } from '@/queries/points-mall'
import { go } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { MoreFooter } from '../../components/points'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/points/points.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** Coupons obtained by exchange in the points mall, each with its state (可使用 / 已使用 / 已過期). */
export default function OrderCoupon() {
  const w = marketWords.useWords()
  const list = usePointsMallOrders('all', 'coupon')
  useReachBottom(() => void list.loadMore())

  return (
    <View className="pm">
      <NavBar title={w('exchangedCoupons')} />
      <StateView
        state={list.state}
        rows={4}
        picture="coupon"
        emptyText={w('noExchangedCoupons')}
        actionText={w('goExchange')}
        onAction={() => go(smPage('pointList'))}
        onRetry={() => void list.refresh()}
      >
        {list.items.map((o) => (
          <View
            key={o.id}
            className="pm__section"
            role="link"
            aria-label={o.name}
            onClick={() => go(smPage('pointOrderDel', { id: o.id }))}
          >
            <View className="pm__row">
              <Text className="pm__name">{o.name}</Text>
              <Text className="pm__price">{o.coupon?.stateText ?? o.statusText}</Text>
            </View>
            {o.coupon && (
              <>
                <Text className="pm__price">
                  {o.coupon.threshold > 0
                    ? w('couponOff', { threshold: mop(o.coupon.threshold), amount: mop(o.coupon.amount) })
                    : w('couponOffAny', { amount: mop(o.coupon.amount) })}
                </Text>
                <Text className="pm__muted">
                  {w('exchangedFor', { n: o.points, date: formatDate(o.coupon.expiresAt, 3) })}
                </Text>
              </>
            )}
          </View>
        ))}
        <MoreFooter
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          moreFailed={list.moreFailed}
          onMore={() => void list.loadMore()}
        />
      </StateView>
    </View>
  )
}
