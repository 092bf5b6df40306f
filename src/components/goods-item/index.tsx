import { Image, Text, View } from '@tarojs/components'
import { GoodsStepper } from '@/components/goods-stepper'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { Goods } from '@/services/takeaway'
import { formatCount } from '@/utils/count-format'
import { memberPriceText } from '@lotus/contract/member'
import { currentLocale } from '@/i18n'
import { formatMop } from '@lotus/contract/money'
import './index.scss'
import { lazyImage } from '@/utils/lazy-image'
import { needsSpec } from '@/utils/cart-lines'
import { goodsWords } from './words'

export interface GoodsItemProps {
  goods: Goods
  count: number
  onPlus: (g: Goods) => void
  onMinus: (g: Goods) => void
  onOpen?: (g: Goods) => void
  /** the shop is closed: no adding (the stepper's plus is disabled, 選規格 too) */
  closed?: boolean
}

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** One menu line: image, name, sales, tags, price (original struck through, 會員價 tag), stepper or 選規格. */
export function GoodsItem({ goods: g, count, onPlus, onMinus, onOpen, closed }: GoodsItemProps) {
  const w = goodsWords.useWords()
  const member = memberPriceText(g.price, g.memberPrice, currentLocale())
  return (
    <View
      className={`goods-item ${g.soldOut ? 'goods-item--sold-out' : ''}`}
      data-goods={g.id}
      onClick={() => onOpen?.(g)}
    >
      <View className="goods-item__img-box">
        <Image className="goods-item__img" src={assetUrl(g.image, 200)} mode="aspectFill" {...lazyImage} />
        {g.soldOut && <Text className="goods-item__sold-out">{w('soldOut')}</Text>}
      </View>
      <View className="goods-item__body">
        <Text className="goods-item__name">{g.name}</Text>
        {g.description ? <Text className="goods-item__desc">{g.description}</Text> : null}
        {/* sales and tags share one line, so name, description, this line and the price fit the 112 px row */}
        <View className="goods-item__meta">
          <Text className="goods-item__sales">{w('monthSales', { n: formatCount(g.monthSales) })}</Text>
          {/* the limit first: a tag that does not fit the line is left out whole, the limit never */}
          {g.limitBuy > 0 && <Text className="goods-item__tag">{w('limit', { n: g.limitBuy })}</Text>}
          {g.tags.slice(0, 3).map((t) => (
            <Text key={t} className="goods-item__tag">
              {t}
            </Text>
          ))}
        </View>
        <View className="goods-item__foot">
          {/* the 會員價 tag goes under the price: beside it, price, tag and 選規格 overflow a narrow menu column */}
          <View className="goods-item__prices">
            <View className="goods-item__price-line">
              <Text className="goods-item__price">{mop(g.price)}</Text>
              {g.originalPrice != null && g.originalPrice > g.price && (
                <Text className="goods-item__orig">{mop(g.originalPrice)}</Text>
              )}
            </View>
            {member && <Text className="goods-item__member">{member}</Text>}
          </View>
          <View className="goods-item__spacer" />
          {g.soldOut ? (
            <Text className="goods-item__off" onClick={(e) => (e.stopPropagation(), onPlus(g))}>
              {w('soldOut')}
            </Text>
          ) : needsSpec(g) ? (
            <View
              className={`goods-item__spec ${closed ? 'goods-item__spec--off' : ''}`}
              role="button"
              aria-label={w('optionsFor', { name: g.name })}
              aria-disabled={closed ? true : undefined}
              onClick={(e) => {
                e.stopPropagation()
                if (!closed) onPlus(g)
              }}
            >
              {w('options')}
              {count > 0 && <Text className="goods-item__spec-count">{count}</Text>}
            </View>
          ) : (
            <GoodsStepper
              label={g.name}
              count={count}
              stock={g}
              onPlus={() => onPlus(g)}
              onMinus={() => onMinus(g)}
              plusDisabled={closed}
            />
          )}
        </View>
      </View>
    </View>
  )
}
