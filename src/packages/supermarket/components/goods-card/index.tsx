import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { go } from '@/services/nav'
import type { MarketGoodsCard } from '@/services/market'
import { formatMop } from '@lotus/contract/money'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import './index.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 「李錦記 · 2款規格」: the brand and the number of specs, whichever exist (no dangling separator). */
const brandLine = (g: MarketGoodsCard) =>
  [g.brand, g.skus.length > 1 ? marketWords.word('specCount', { n: g.skus.length }) : '']
    .filter(Boolean)
    .join(' · ')

/** 會員價: shown only when the member price is below the price (as the contract's memberPriceText). */
const memberPrice = (g: MarketGoodsCard) =>
  g.memberPrice != null && g.memberPrice < g.price
    ? marketWords.word('memberPrice', { price: mop(g.memberPrice) })
    : null

/**
 * A goods of a list (aisle, deals, search): tap opens its details. `extra` is a line under the price
 * (week sales, …), `action` sits at the right, outside the link (a stepper: its taps do not open the details).
 */
export function GoodsCard({
  g,
  extra,
  action
}: {
  g: MarketGoodsCard
  extra?: ReactNode
  action?: ReactNode
}) {
  const w = marketWords.useWords()
  return (
    <View className="sm-shop__goods">
      <View
        className="sm-shop__goods-link"
        role="link"
        onClick={() => go(smPage('goodsDetails', { id: g.id, mchId: g.mchId }))}
      >
        {/* decorative: the link is named by the goods' name, brand and price below */}
        <Image className="sm-shop__goods-img" src={assetUrl(g.image, 200)} mode="aspectFill" aria-hidden />
        <View className="sm-shop__goods-body">
          <Text className="sm-shop__goods-name">{g.name}</Text>
          {brandLine(g) && <Text className="sm-shop__goods-brand">{brandLine(g)}</Text>}
          <View className="sm-shop__goods-buy">
            <Text className="sm-shop__price">{mop(g.price)}</Text>
            {g.originalPrice != null && g.originalPrice > g.price && (
              <Text className="sm-shop__orig">{mop(g.originalPrice)}</Text>
            )}
            {memberPrice(g) && <Text className="sm-shop__member">{memberPrice(g)}</Text>}
            {g.soldOut && <Text className="sm-shop__off">{w('soldOut')}</Text>}
          </View>
          {extra}
        </View>
      </View>
      {action && <View className="sm-shop__goods-action">{action}</View>}
    </View>
  )
}
