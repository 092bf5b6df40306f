import { Image, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePointsBalance } from '@/queries/points'
import { usePointsMallItems } from '@/queries/points-mall'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go } from '@/services/nav'
import { MoreFooter, PointsPrice } from '../../components/points'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/points/points.scss'

const TABS = ['gift', 'coupon'] as const

/** 積分商城: my honey balance, gifts and coupons with their honey (and cash) price, stock and per-user limit. */
export default function PointList() {
  const w = marketWords.useWords()
  const [kind, setKind] = useState<'gift' | 'coupon'>('gift')
  const balance = usePointsBalance()
  const items = usePointsMallItems(kind)
  useReachBottom(() => void items.loadMore())

  return (
    <View className="pm">
      <NavBar title={w('entry.points')} />
      <View className="pm__hero">
        <View>
          <Text className="pm__hero-sub">{w('myHoney')}</Text>
          <View className="pm__hero-num" data-testid="pm-balance">
            {balance.data?.balance ?? '–'}
          </View>
        </View>
        <View className="pm__link" role="link" onClick={() => go(ACCOUNT_PAGES.jam)}>
          {w('honeyHistory')}
        </View>
      </View>
      <View className="pm__links">
        <View className="pm__link" role="link" onClick={() => go(smPage('orderList'))}>
          {w('myExchanges')}
        </View>
        <View className="pm__link" role="link" onClick={() => go(smPage('orderCoupon'))}>
          {w('exchangedCoupons')}
        </View>
      </View>
      <View className="pm__tabs" role="tablist">
        {TABS.map((t) => (
          <View
            key={t}
            role="tab"
            aria-selected={kind === t}
            className={`pm__tab${kind === t ? ' pm__tab--on' : ''}`}
            onClick={() => setKind(t)}
          >
            {w(`kind.${t}`)}
          </View>
        ))}
      </View>
      <StateView state={items.state} rows={4} emptyText={w('noItems')} onRetry={() => void items.refresh()}>
        <View className="pm__grid">
          {items.items.map((i) => (
            <View
              key={i.id}
              className="pm__card"
              role="link"
              aria-label={i.name}
              onClick={() => go(smPage('pointDetail', { id: i.id }))}
            >
              <Image className="pm__card-img" src={assetUrl(i.image, 200)} mode="aspectFill" aria-hidden />
              <View className="pm__card-body">
                <Text className="pm__name">{i.name}</Text>
                <PointsPrice points={i.points} cash={i.cash} />
                <Text className="pm__muted">
                  {i.stock > 0 ? w('stock', { n: i.stock }) : w('exchangedOut')}
                  {i.perUser > 0 ? ` · ${w('perUserExchange', { n: i.perUser })}` : ''}
                </Text>
              </View>
            </View>
          ))}
        </View>
        <MoreFooter
          hasMore={items.hasMore}
          loadingMore={items.loadingMore}
          moreFailed={items.moreFailed}
          onMore={() => void items.loadMore()}
        />
      </StateView>
    </View>
  )
}
