import { View } from '@tarojs/components'
import { OrderCard } from '@/components/order-card'
import { StateView } from '@/components/state-view'
import type { PagedList } from '@/queries/infinite'
import { go, PAGES } from '@/services/nav'
import type { OrderSummary } from '@/services/order'
import { orderWords } from '@/components/order-actions/words'

/** Loaded orders with skeleton / empty (with a way home) / error states and a paging footer. */
export function OrderListView({
  list,
  emptyText,
  onChanged
}: {
  list: PagedList<OrderSummary>
  emptyText?: string
  /** an action changed an order (cancel, confirm): reload the list */
  onChanged?: () => void
}) {
  const w = orderWords.useWords()
  if (list.state === 'empty') {
    return (
      <View className="order-empty">
        <StateView state="empty" emptyText={emptyText ?? w('empty')} />
        <View className="order-empty__go" onClick={() => go(PAGES.home)}>
          {w('browse')}
        </View>
      </View>
    )
  }
  return (
    <StateView state={list.state} rows={3} errorText={w('failed')} onRetry={() => void list.refresh()}>
      {list.items.map((o) => (
        <OrderCard key={o.id} order={o} onChanged={onChanged} />
      ))}
      <View className="order-footer" onClick={() => list.moreFailed && void list.loadMore()}>
        {list.loadingMore
          ? w('loadingMore')
          : list.moreFailed
            ? w('moreFailed')
            : list.hasMore
              ? w('pullMore')
              : w('noMore')}
      </View>
    </StateView>
  )
}
