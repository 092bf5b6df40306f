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
import { pagesUserWords } from '../../words'

type FavGoods = Goods & { merchantId?: number; merchantName?: string }

/** My favourites: merchants or goods, each with 取消收藏. */
export default function GoodsFavorites() {
  const w = pagesUserWords.useWords()
  const [type, setType] = useState<CollectType>('merchant')
  const [removed, setRemoved] = useState<Set<string>>(new Set())
  const list = useFavourites<Merchant | FavGoods>(type)
  useReachBottom(() => void list.loadMore())
  const items = list.items.filter((x) => !removed.has(`${type}:${x.id}`))

  const cancel = async (id: number) => {
    const r = await showModal({ title: w('fav.uncollect'), content: w('fav.uncollectAsk') })
    if (!r.confirm) return
    try {
      await setFavourite(id, type, false)
      setRemoved((s) => new Set(s).add(`${type}:${id}`))
      void Taro.showToast({ title: w('fav.uncollected'), icon: 'none' })
    } catch {
      // toasted
    }
  }

  return (
    <View className="favs">
      <NavBar title={w('fav.title')} />
      <View className="favs__tabs" role="tablist">
        {(['merchant', 'goods'] as const).map((t) => (
          <View
            key={t}
            role="tab"
            aria-selected={t === type}
            className={`favs__tab ${t === type ? 'favs__tab--on' : ''}`}
            onClick={() => setType(t)}
          >
            {w(t === 'merchant' ? 'merchant' : 'goods')}
          </View>
        ))}
      </View>
      <StateView
        state={list.state === 'ready' && items.length === 0 ? 'empty' : list.state}
        rows={4}
        emptyText={w(type === 'merchant' ? 'fav.noMerchants' : 'fav.noGoods')}
        errorText={w('fav.failed')}
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
              {w('fav.uncollect')}
            </Text>
          </View>
        ))}
        <View className="favs__footer" onClick={() => list.moreFailed && void list.loadMore()}>
          {list.loadingMore
            ? w('loading')
            : list.moreFailed
              ? w('loadFailedRetry')
              : list.hasMore
                ? w('pullMore')
                : w('noMore')}
        </View>
      </StateView>
    </View>
  )
}

function GoodsRow({ goods: g }: { goods: FavGoods }) {
  const w = pagesUserWords.useWords()
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
          {g.soldOut && <Text className="favs__sold">{w('fav.soldOut')}</Text>}
        </Text>
      </View>
    </View>
  )
}
