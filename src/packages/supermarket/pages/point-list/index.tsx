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
import '../../components/points/points.scss'

const TABS = [
  { kind: 'gift', text: '禮品' },
  { kind: 'coupon', text: '優惠券' }
] as const

/** 積分商城: my honey balance, gifts and coupons with their honey (and cash) price, stock and per-user limit. */
export default function PointList() {
  const [kind, setKind] = useState<'gift' | 'coupon'>('gift')
  const balance = usePointsBalance()
  const items = usePointsMallItems(kind)
  useReachBottom(() => void items.loadMore())

  return (
    <View className="pm">
      <NavBar title="積分商城" />
      <View className="pm__hero">
        <View>
          <Text className="pm__hero-sub">我的蜂蜜</Text>
          <View className="pm__hero-num" data-testid="pm-balance">
            {balance.data?.balance ?? '–'}
          </View>
        </View>
        <View className="pm__link" role="link" onClick={() => go(ACCOUNT_PAGES.jam)}>
          蜂蜜明細
        </View>
      </View>
      <View className="pm__links">
        <View className="pm__link" role="link" onClick={() => go(smPage('orderList'))}>
          我的兌換
        </View>
        <View className="pm__link" role="link" onClick={() => go(smPage('orderCoupon'))}>
          兌換的優惠券
        </View>
      </View>
      <View className="pm__tabs" role="tablist">
        {TABS.map((t) => (
          <View
            key={t.kind}
            role="tab"
            aria-selected={kind === t.kind}
            className={`pm__tab${kind === t.kind ? ' pm__tab--on' : ''}`}
            onClick={() => setKind(t.kind)}
          >
            {t.text}
          </View>
        ))}
      </View>
      <StateView
        state={items.state}
        rows={4}
        emptyText="暫無可兌換的項目"
        onRetry={() => void items.refresh()}
      >
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
                  {i.stock > 0 ? `庫存 ${i.stock}` : '已兌完'}
                  {i.perUser > 0 ? ` · 每人限兌${i.perUser}件` : ''}
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
