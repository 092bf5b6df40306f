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
import './index.scss'

/** 超市門店: the store's banners, level-1 aisles (each shows its goods) and today's deals; the cart total. */
export default function Shop() {
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
      <NavBar title={h?.store.name ?? '超市'} />
      <StateView
        state={loadStateOf(home)}
        rows={4}
        errorText="門店載入失敗"
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
              aria-label="搜尋商品"
              onClick={() => go(smPage('searchGoods', { mchId }))}
            >
              搜尋商品、品牌
            </View>
            <View className="sm-shop__all lotus-chevron" onClick={() => go(smPage('class', { mchId }))}>
              全部分類
            </View>
            <View className="sm-shop__links">
              <View
                role="link"
                className="sm-shop__link lotus-chevron"
                onClick={() => go(smPage('shop2', { id: mchId }))}
              >
                逛貨架
              </View>
              <View
                role="link"
                className="sm-shop__link lotus-chevron"
                onClick={() => go(smPage('hotList', { mchId }))}
              >
                每週熱銷
              </View>
              <View
                role="link"
                className="sm-shop__link lotus-chevron"
                onClick={() => go(smPage('limitedCoupon', { mchId }))}
              >
                限時搶券
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
            <ScrollView scrollX className="sm-shop__aisles" {...{ role: 'tablist', 'aria-label': '貨架' }}>
              <View
                role="tab"
                aria-selected={aisleId === 0}
                className={`sm-shop__aisle${aisleId === 0 ? ' sm-shop__aisle--on' : ''}`}
                onClick={() => setAisleId(0)}
              >
                今日特價
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
              emptyText="暫無商品"
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
