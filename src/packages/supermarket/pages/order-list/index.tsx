import { Image, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePointsMallOrders } from '@/queries/points-mall'
import { go } from '@/services/nav'
import type { PointsOrderState } from '@/services/points-mall'
import { formatDate } from '@/utils/time'
import { MoreFooter, pointsPrice } from '../../components/points'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/points/points.scss'

/** The state tabs (their words: `ps.<state>`). */
const TABS: ReadonlyArray<PointsOrderState | 'all'> = [
  'all',
  'unpaid',
  'to_pickup',
  'to_ship',
  'shipped',
  'completed',
  'issued',
  'cancelled'
]

/** My exchanges, newest first, by state; paged (reach-bottom). */
export default function PointOrderList() {
  const w = marketWords.useWords()
  const [status, setStatus] = useState<PointsOrderState | 'all'>('all')
  const list = usePointsMallOrders(status)
  useReachBottom(() => void list.loadMore())

  return (
    <View className="pm">
      <NavBar title={w('myExchanges')} />
      <View className="pm__tabs" role="tablist">
        {TABS.map((s) => (
          <View
            key={s}
            role="tab"
            aria-selected={status === s}
            className={`pm__tab${status === s ? ' pm__tab--on' : ''}`}
            onClick={() => setStatus(s)}
          >
            {w(`ps.${s}`)}
          </View>
        ))}
      </View>
      <StateView
        state={list.state}
        rows={4}
        picture="order"
        emptyText={w('noExchanges')}
        actionText={w('goPointsMall')}
        onAction={() => go(smPage('pointList'))}
        onRetry={() => void list.refresh()}
      >
        {list.items.map((o) => (
          <View
            key={o.id}
            className="pm__section"
            role="link"
            aria-label={`${o.name} ${o.statusText}`}
            onClick={() => go(smPage('pointOrderDel', { id: o.id }))}
          >
            <View className="pm__row">
              <Text className="pm__muted">{formatDate(o.createdAt, 2)}</Text>
              <Text className="pm__price">{o.statusText}</Text>
            </View>
            <View className="pm__row">
              <Image className="pm__chip" src={assetUrl(o.image, 200)} mode="aspectFill" aria-hidden />
              <Text className="pm__name">
                {o.name} ×{o.qty}
              </Text>
              <Text>{pointsPrice(o.points, o.cash)}</Text>
            </View>
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
