import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useShownCount } from '@/hooks/use-shown-count'
import { merchantPath } from '@/components/merchant-card/merchant-path'
import { MerchantCard } from '@/components/merchant-card'
import { openPath } from '@/components/banner/open-path'
import { StateView } from '@/components/state-view'
import type { PagedList } from '@/queries/infinite'
import type { Merchant } from '@/services/types'
import './index.scss'
import { useT } from '@/i18n'

export { useMerchantList } from './use-merchant-list'

export interface MerchantListProps {
  list: PagedList<Merchant>
  /** flowPos for the merchant page */
  pos: string
  title?: ReactNode
  emptyText?: string
}

/** Cards drawn in the same render as the data: a first screen's worth. */
const FIRST_CARDS = 4

/** A merchant list with skeleton, empty and error states, and a footer for further pages. */
export function MerchantList({ list, pos, title, emptyText }: MerchantListProps) {
  const t = useT()
  const shown = useShownCount(list.items.length, FIRST_CARDS)
  return (
    <View className="merchant-list">
      {title && <View className="merchant-list__title">{title}</View>}
      <StateView
        state={list.state}
        rows={4}
        emptyText={emptyText ?? t('home.none')}
        errorText={t('home.failed')}
        onRetry={() => void list.refresh()}
      >
        {list.items.slice(0, shown).map((m) => (
          <MerchantCard key={m.id} merchant={m} onClick={() => void openPath(merchantPath(m, pos))} />
        ))}
        {shown >= list.items.length && <ListFooter list={list} />}
      </StateView>
    </View>
  )
}

function ListFooter({ list }: { list: PagedList<Merchant> }) {
  const t = useT()
  if (list.loadingMore) return <View className="merchant-list__footer">{t('home.more')}</View>
  if (list.moreFailed) {
    return (
      <View
        className="merchant-list__footer merchant-list__footer--retry"
        onClick={() => void list.loadMore()}
      >
        {t('home.moreErr')}
      </View>
    )
  }
  if (!list.hasMore) return <View className="merchant-list__footer">{t('home.end')}</View>
  return (
    <View className="merchant-list__footer" onClick={() => void list.loadMore()}>
      <Text>{t('home.pull')}</Text>
    </View>
  )
}

/**
 * Page-level wiring: infinite scroll on reach-bottom and pull-to-refresh that also runs `extra`
 * (e.g. the home's ads). Call it from the page component.
 */
export function useListPageEvents(list: PagedList<Merchant>, extra?: () => Promise<unknown>): void {
  useReachBottom(() => void list.loadMore())
  usePullDownRefresh(() => {
    void Promise.allSettled([list.refresh(), extra?.()]).finally(() => Taro.stopPullDownRefresh())
  })
}
