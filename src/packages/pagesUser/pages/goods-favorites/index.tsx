import Taro, { useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { MerchantCard } from '@/components/merchant-card'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { merchantPath } from '@/components/merchant-card/merchant-path'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { StateView } from '@/components/state-view'
import { setFavourite, useFavourites } from '@/queries/favourites'
import type { CollectType } from '@/services/favourite'
import { go, withQuery } from '@/services/nav'
import type { Goods } from '@/services/takeaway'
import type { Merchant } from '@/services/types'
import { formatMop } from '@lotus/contract/money'
import './index.scss'
import { showModal } from '@/services/dialogs'

type FavGoods = Goods & { merchantId?: number; merchantName?: string }

/** My favourites: merchants or goods, each with 取消收藏. */
export default function GoodsFavorites() {
  const [type, setType] = useState<CollectType>('merchant')
  const [removed, setRemoved] = useState<Set<string>>(new Set())
  const list = useFavourites<Merchant | FavGoods>(type)
  useReachBottom(() => void list.loadMore())
  const items = list.items.filter((x) => !removed.has(`${type}:${x.id}`))

  const cancel = async (id: number) => {
    const r = await showModal({ title: '取消收藏', content: '確定不再收藏嗎？' })
    if (!r.confirm) return
    try {
      await setFavourite(id, type, false)
      setRemoved((s) => new Set(s).add(`${type}:${id}`))
      void Taro.showToast({ title: '已取消收藏', icon: 'none' })
    } catch {
      // toasted
    }
  }

  return (
    <View className="favs">
      <NavBar title="我的收藏" />
      <View className="favs__tabs" role="tablist">
        {(['merchant', 'goods'] as const).map((t) => (
          <View
            key={t}
            role="tab"
            aria-selected={t === type}
            className={`favs__tab ${t === type ? 'favs__tab--on' : ''}`}
            onClick={() => setType(t)}
          >
            {t === 'merchant' ? '商家' : '商品'}
          </View>
        ))}
      </View>
      <StateView
        state={list.state === 'ready' && items.length === 0 ? 'empty' : list.state}
        rows={4}
        emptyText={type === 'merchant' ? '還沒有收藏的商家' : '還沒有收藏的商品'}
        errorText="收藏載入失敗"
        onRetry={() => void list.refresh()}
      >
        {items.map((x) => (
          <View key={x.id} className="favs__item">
            {type === 'merchant' ? (
              <MerchantCard merchant={x as Merchant} onClick={(m) => go(merchantPath(m, 'favourite'))} />
            ) : (
              <GoodsRow goods={x as FavGoods} />
            )}
            <Text className="favs__cancel" onClick={() => void cancel(x.id)}>
              取消收藏
            </Text>
          </View>
        ))}
        <View className="favs__footer" onClick={() => list.moreFailed && void list.loadMore()}>
          {list.loadingMore
            ? '載入中…'
            : list.moreFailed
              ? '載入失敗，點擊重試'
              : list.hasMore
                ? '上拉載入更多'
                : '沒有更多了'}
        </View>
      </StateView>
    </View>
  )
}

function GoodsRow({ goods: g }: { goods: FavGoods }) {
  return (
    <View
      className="favs__goods"
      onClick={() => go(withQuery(ORDER_PAGES.goodsDel, { id: g.id, mchId: g.merchantId }))}
    >
      <Image className="favs__img" src={assetUrl(g.image, 200)} mode="aspectFill" />
      <View className="favs__info">
        <Text className="favs__name">{g.name}</Text>
        {g.merchantName && <Text className="favs__mch">{g.merchantName}</Text>}
        <Text className="favs__price">
          {formatMop(g.price)}
          {g.soldOut && <Text className="favs__sold">已售罄</Text>}
        </Text>
      </View>
    </View>
  )
}
