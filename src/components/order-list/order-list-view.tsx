import { View } from '@tarojs/components'
import { OrderCard } from '@/components/order-card'
import { StateView } from '@/components/state-view'
import type { PagedList } from '@/queries/infinite'
import { go, PAGES } from '@/services/nav'
import type { OrderSummary } from '@/services/order'

/** Loaded orders with skeleton / empty (with a way home) / error states and a paging footer. */
export function OrderListView({
  list,
  emptyText = '暫無訂單',
  onChanged
}: {
  list: PagedList<OrderSummary>
  emptyText?: string
  /** an action changed an order (cancel, confirm): reload the list */
  onChanged?: () => void
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
    <StateView state={list.state} rows={3} errorText="訂單載入失敗" onRetry={() => void list.refresh()}>
      {list.items.map((o) => (
        <OrderCard key={o.id} order={o} onChanged={onChanged} />
      ))}
      <View className="order-footer" onClick={() => list.moreFailed && void list.loadMore()}>
        {list.loadingMore
          ? '載入中…'
          : list.moreFailed
            ? '載入失敗，點擊重試'
            : list.hasMore
              ? '上拉載入更多'
              : '沒有更多了'}
      </View>
    </StateView>
  )
}
