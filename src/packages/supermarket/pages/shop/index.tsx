import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketGoodsList, useMarketHome } from '@/queries/market'
import { GoodsCard } from '../../components/goods-card'
import { smPage } from '../../hooks/paths'
import { go } from '@/services/nav'
import { useMarketCart } from '../../hooks/use-market-cart'
import { marketWords } from '../../words'
import './index.scss'

/** 超市門店: the store's banners, level-1 aisles (each shows its goods) and today's deals; the cart total. */
export default function Shop() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const mchId = Number(params.id ?? params.mchId ?? 0)
  const home = useMarketHome(mchId)
  const [aisleId, setAisleId] = useState(0)
  const list = useMarketGoodsList({ mchId: aisleId ? mchId : 0, aisleId })
  const cart = useMarketCart(mchId)
  const h = home.data
  const goods = aisleId ? list.data?.list : h?.deals

  return (
    <View className="sm-shop">
      <NavBar title={h?.store.name ?? w('market')} />
      <StateView
        state={loadStateOf(home)}
        rows={4}
        errorText={w('storesFailed')}
        onRetry={() => void home.refetch()}
      >
        {h && (
          <>
            <View className="sm-shop__store">
              <Text className="sm-shop__store-name">{h.store.name}</Text>
              <Text className="sm-shop__store-addr">
                {h.store.address} · {h.store.openHours}
              </Text>
              {h.store.notice && <Text className="sm-shop__notice">{h.store.notice}</Text>}
            </View>
            <View
              className="sm-shop__search"
              role="button"
              aria-label={w('searchGoods')}
              onClick={() => go(smPage('searchGoods', { mchId }))}
            >
              {w('searchGoodsBrand')}
            </View>
            <View className="sm-shop__all lotus-chevron" onClick={() => go(smPage('class', { mchId }))}>
              {w('allCategories')}
            </View>
            <View className="sm-shop__links">
              <View
                role="link"
                className="sm-shop__link lotus-chevron"
                onClick={() => go(smPage('shop2', { id: mchId }))}
              >
                {w('browseAisles')}
              </View>
              <View
                role="link"
                className="sm-shop__link lotus-chevron"
                onClick={() => go(smPage('hotList', { mchId }))}
              >
                {w('entry.hot')}
              </View>
              <View
                role="link"
                className="sm-shop__link lotus-chevron"
                onClick={() => go(smPage('limitedCoupon', { mchId }))}
              >
                {w('entry.coupons')}
              </View>
            </View>
            {h.banners.length > 0 && (
              <ScrollView scrollX className="sm-shop__banners">
                {h.banners.map((b) => (
                  <View
                    key={b.newsId}
                    className="sm-shop__banner"
                    role="link"
                    aria-label={b.title}
                    onClick={() => go(smPage('newsDel', { id: b.newsId }))}
                  >
                    <Image className="sm-shop__banner-img" src={assetUrl(b.image, 600)} mode="aspectFill" />
                    <Text className="sm-shop__banner-title">{b.title}</Text>
                  </View>
                ))}
              </ScrollView>
            )}
            <ScrollView
              scrollX
              className="sm-shop__aisles"
              {...{ role: 'tablist', 'aria-label': w('aisles') }}
            >
              <View
                role="tab"
                aria-selected={aisleId === 0}
                className={`sm-shop__aisle${aisleId === 0 ? ' sm-shop__aisle--on' : ''}`}
                onClick={() => setAisleId(0)}
              >
                {w('todayDeals')}
              </View>
              {h.aisles.map((a) => (
                <View
                  key={a.id}
                  role="tab"
                  aria-selected={aisleId === a.id}
                  className={`sm-shop__aisle${aisleId === a.id ? ' sm-shop__aisle--on' : ''}`}
                  onClick={() => setAisleId(a.id)}
                >
                  {a.name}
                </View>
              ))}
            </ScrollView>
            <StateView
              state={
                aisleId ? loadStateOf(list, (d) => d.list.length === 0) : goods?.length ? 'ready' : 'empty'
              }
              rows={3}
              emptyText={w('noGoods')}
              onRetry={() => void list.refetch()}
            >
              <View className="sm-shop__list">
                {goods?.map((g) => (
                  <GoodsCard key={g.id} g={g} />
                ))}
              </View>
            </StateView>
            <CartPopup {...cart.popup} />
            <CartBar {...cart.bar} />
          </>
        )}
      </StateView>
    </View>
  )
}
