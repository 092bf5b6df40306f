import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { GoodsStepper } from '@/components/goods-stepper'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketGoods } from '@/queries/market'
import { go } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { skuGoods } from '../../hooks/market-cart-adapter'
import { smPage } from '../../hooks/paths'
import { useMarketCart } from '../../hooks/use-market-cart'
import { marketWords } from '../../words'
import './index.scss'
import { Stars } from '@/components/icon/stars'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 商品詳情: gallery, specs as SKUs (own price, stock, limit), add the chosen SKU to the store's cart, reviews. */
export default function GoodsDetails() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const q = useMarketGoods(Number(params.id ?? 0))
  const g = q.data
  const cart = useMarketCart(g?.mchId ?? Number(params.mchId ?? 0))
  const [pick, setPick] = useState<number | null>(null)
  const sku = g
    ? (g.skus.find((s) => s.productId === pick) ?? g.skus.find((s) => s.stock > 0) ?? g.skus[0])
    : undefined
  const sg = g && sku ? skuGoods(g, sku) : null
  const count = sg ? cart.countOf(sg.id) : 0

  return (
    <View className="sm-goods">
      <NavBar title={w('goodsDetails')} />
      <StateView
        state={loadStateOf(q)}
        rows={4}
        errorText={w('goodsFailed')}
        onRetry={() => void q.refetch()}
      >
        {g && sku && sg && (
          <>
            <ScrollView
              scrollX
              className="sm-goods__gallery"
              {...{ role: 'group', 'aria-label': w('goodsImages') }}
            >
              {(g.gallery.length ? g.gallery : [g.image]).map((src, i) => (
                <Image key={i} className="sm-goods__img" src={assetUrl(src, 800)} mode="aspectFill" />
              ))}
            </ScrollView>
            <View className="sm-goods__card">
              <Text className="sm-goods__name">{g.name}</Text>
              <Text className="sm-goods__meta">
                {/* the parts a goods has, so a goods without a brand or origin has no dangling dot */}
                {[g.brand, g.origin && w('origin', { name: g.origin }), w('sold', { n: g.sales })]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <View className="sm-goods__buy">
                <Text className="sm-goods__price">{mop(sku.price)}</Text>
                {sku.originalPrice != null && sku.originalPrice > sku.price && (
                  <Text className="sm-goods__orig">{mop(sku.originalPrice)}</Text>
                )}
                <View className="sm-goods__spacer" />
                {sg.soldOut ? (
                  <Text className="sm-goods__off">{w('soldOut')}</Text>
                ) : count > 0 ? (
                  <GoodsStepper
                    label={sg.name}
                    count={count}
                    stock={sg}
                    onPlus={() => cart.plus(sg)}
                    onMinus={() => cart.minus(sg)}
                  />
                ) : (
                  <View className="sm-goods__add" onClick={() => cart.plus(sg)}>
                    {w('addToCart')}
                  </View>
                )}
              </View>
              <Text className="sm-goods__stock">
                {w('stock', { n: sku.stock })}
                {sku.limitBuy > 0 ? ` · ${w('limitBuy', { n: sku.limitBuy })}` : ''}
              </Text>
            </View>
            <View className="sm-goods__card">
              <Text className="sm-goods__h">{w('specs')}</Text>
              <View className="sm-goods__skus" role="radiogroup" aria-label={w('specs')}>
                {g.skus.map((s) => (
                  <View
                    key={s.productId}
                    role="radio"
                    aria-checked={s.productId === sku.productId}
                    className={`sm-goods__sku${s.productId === sku.productId ? ' sm-goods__sku--on' : ''}${s.stock <= 0 ? ' sm-goods__sku--off' : ''}`}
                    aria-disabled={s.stock <= 0}
                    onClick={() => setPick(s.productId)}
                  >
                    {s.spec} {mop(s.price)}
                  </View>
                ))}
              </View>
            </View>
            <View className="sm-goods__card">
              <Text className="sm-goods__h">{w('description')}</Text>
              <Text className="sm-goods__desc">{g.description || w('noDescription')}</Text>
            </View>
            <View className="sm-goods__card">
              <Text className="sm-goods__h">
                {w('reviewsHead', { n: g.reviews.count, rate: g.reviews.goodRate })}
              </Text>
              {g.topReviews.map((r) => (
                <View key={r.id} className="sm-goods__review">
                  <View className="sm-goods__meta">
                    <Text>{r.nickname} · </Text>
                    <Stars n={r.star} />
                    <Text> · {r.spec}</Text>
                  </View>
                  <Text className="sm-goods__desc">{r.content}</Text>
                </View>
              ))}
              {g.reviews.count === 0 && <Text className="sm-goods__meta">{w('noReviews')}</Text>}
              {g.reviews.count > 0 && (
                <View
                  role="link"
                  className="sm-goods__more lotus-chevron"
                  onClick={() => go(smPage('moreReviews', { id: g.id }))}
                >
                  {g.reviews.withPhotos > 0
                    ? w('allReviewsPhotos', { n: g.reviews.withPhotos })
                    : w('allReviews')}
                </View>
              )}
            </View>
            <View
              className="sm-goods__card sm-goods__more lotus-chevron"
              role="link"
              onClick={() => go(smPage('findSimilar', { id: g.id }))}
            >
              {w('similar')}
            </View>
            <View className="sm-goods__card" onClick={() => go(smPage('shop', { id: g.store.id }))}>
              <Text>{g.store.name}</Text>
              <Text className="sm-goods__meta lotus-chevron"> {w('visitStore')}</Text>
            </View>
            <CartPopup {...cart.popup} />
            <CartBar {...cart.bar} />
          </>
        )}
      </StateView>
    </View>
  )
}
