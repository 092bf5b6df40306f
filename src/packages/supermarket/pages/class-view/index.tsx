import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { useMarketAisles, useMarketGoodsPages } from '@/queries/market'
import type { MarketSort } from '@/services/market'
import { BuyGoods } from '../../components/buy-goods'
import { ListFooter } from '../../components/list-footer'
import { useMarketCart } from '../../hooks/use-market-cart'
import { SORTS, SortTab } from '../../components/sort-tab'
import { marketWords } from '../../words'
import '../../components/browse.scss'

/** 分類商品: one level-2 aisle's goods of a store, sorted and filtered (有貨), paged; SKUs into the cart. */
export default function ClassView() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const mchId = Number(params.mchId ?? 0)
  const aisleId = Number(params.aisleId ?? 0)
  const aisles = useMarketAisles(mchId)
  const [sort, setSort] = useState<MarketSort>('default')
  const [inStock, setInStock] = useState(false)
  const list = useMarketGoodsPages({
    mchId: aisleId ? mchId : 0,
    aisleId,
    sort,
    inStock: inStock ? '1' : '0'
  })
  const cart = useMarketCart(mchId)
  useReachBottom(() => void list.loadMore())
  const parent = aisles.data?.find((a) => a.id === aisleId || a.children.some((c) => c.id === aisleId))
  const name = parent?.id === aisleId ? parent.name : parent?.children.find((c) => c.id === aisleId)?.name

  return (
    <View className="sm-page">
      <NavBar title={name ?? w('classView')} />
      {parent && parent.id !== aisleId && (
        <Text className="sm-muted sm-card">
          {parent.name} › {name}
        </Text>
      )}
      <View className="sm-tabs sm-tabs--wrap" role="tablist" aria-label={w('sort')}>
        {SORTS.map((s) => (
          <SortTab
            key={s.key}
            sort={s}
            on={sort === s.key}
            className={`sm-tab${sort === s.key ? ' sm-tab--on' : ''}`}
            onPick={setSort}
          />
        ))}
      </View>
      <View className="sm-tabs">
        <View
          role="checkbox"
          aria-checked={inStock}
          className={`sm-tab${inStock ? ' sm-tab--on' : ''}`}
          onClick={() => setInStock(!inStock)}
        >
          {w('inStockOnly')}
        </View>
      </View>
      <StateView
        state={aisleId ? list.state : 'empty'}
        rows={4}
        emptyText={w('aisleEmpty')}
        errorText={w('goodsFailed')}
        onRetry={() => void list.refresh()}
      >
        <View className="sm-list">
          {list.items.map((g) => (
            <BuyGoods key={g.id} g={g} cart={cart} />
          ))}
        </View>
        <ListFooter list={list} />
      </StateView>
      <CartPopup {...cart.popup} />
      <CartBar {...cart.bar} />
    </View>
  )
}
