import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { go } from '@/services/nav'
import type { MarketGoodsCard } from '@/services/market'
import { formatMop } from '@lotus/contract/money'
import { smPage } from '../../hooks/paths'
import { memberPriceText } from '@lotus/contract/member'
import './index.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 「李錦記 · 2款規格」: the brand and the number of specs, whichever exist (no dangling separator). */
const brandLine = (g: MarketGoodsCard) =>
  [g.brand, g.skus.length > 1 ? `${g.skus.length}款規格` : ''].filter(Boolean).join(' · ')

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
            {memberPriceText(g.price, g.memberPrice) && (
              <Text className="sm-shop__member">{memberPriceText(g.price, g.memberPrice)}</Text>
            )}
            {g.soldOut && <Text className="sm-shop__off">已售罄</Text>}
          </View>
          {extra}
        </View>
      </View>
      {action && <View className="sm-shop__goods-action">{action}</View>}
    </View>
  )
}
