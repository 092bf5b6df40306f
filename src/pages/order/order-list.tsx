import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { StateView } from '@/components/state-view'
import type { PagedList } from '@/hooks/use-paged-list'
import { go, PAGES } from '@/services/nav'
import type { OrderSummary } from '@/services/order'
import { formatMop } from '@/utils/money'
import { formatDate } from '@/utils/time'

/** Orders with skeleton / empty (with a way home) / error states and a paging footer. */
export function OrderList({
  list,
  emptyText = '暫無訂單'
}: {
  list: PagedList<OrderSummary>
  emptyText?: string
}) {
  if (list.state === 'empty') {
    return (
      <View className="order-empty">
        <StateView state="empty" emptyText={emptyText} />
        <View className="order-empty__go" onClick={() => go(PAGES.home)}>
          去逛逛
        </View>
      </View>
    )
  }
  return (
    <StateView state={list.state} rows={3} errorText="訂單加載失敗" onRetry={() => void list.refresh()}>
      {list.items.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
      <View className="order-footer" onClick={() => list.moreFailed && void list.loadMore()}>
        {list.loadingMore
          ? '加載中…'
          : list.moreFailed
            ? '加載失敗，點擊重試'
            : list.hasMore
              ? '上拉加載更多'
              : '沒有更多了'}
      </View>
    </StateView>
  )
}

function OrderCard({ order: o }: { order: OrderSummary }) {
  return (
    <View className="order-card">
      <View className="order-card__head">
        {o.storeLogo && (
          <Image className="order-card__logo" src={assetUrl(o.storeLogo, 100)} mode="aspectFill" />
        )}
        <Text className="order-card__store">{o.storeName ?? `訂單 ${o.orderNo ?? o.id}`}</Text>
        {o.statusText && <Text className="order-card__status">{o.statusText}</Text>}
      </View>
      {o.goodsSummary && <View className="order-card__goods">{o.goodsSummary}</View>}
      <View className="order-card__foot">
        <Text className="order-card__time">{o.createdAt ? formatDate(o.createdAt, 2) : ''}</Text>
        {typeof o.payAmount === 'number' && Number.isSafeInteger(o.payAmount) && (
          <Text className="order-card__amount">
            {o.goodsCount ? `共${o.goodsCount}件 ` : ''}實付 {formatMop(o.payAmount)}
          </Text>
        )}
      </View>
    </View>
  )
}
