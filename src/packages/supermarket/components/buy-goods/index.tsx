import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { GoodsStepper } from '@/components/goods-stepper'
import type { MarketGoodsCard, MarketSku } from '@/services/market'
import { formatMop } from '@lotus/contract/money'
import { skuGoods } from '../../hooks/market-cart-adapter'
import type { useMarketCart } from '../../hooks/use-market-cart'
import { GoodsCard } from '../goods-card'
import { marketWords } from '../../words'
import './index.scss'

type MarketCart = ReturnType<typeof useMarketCart>

const mop = (a: number) => formatMop(a, { trimZeros: true })

function SkuStepper({ g, s, cart }: { g: MarketGoodsCard; s: MarketSku; cart: MarketCart }) {
  const sg = skuGoods(g, s)
  return (
    <GoodsStepper
      label={sg.name}
      count={cart.countOf(sg.id)}
      stock={sg}
      plusDisabled={sg.soldOut}
      onPlus={() => cart.plus(sg)}
      onMinus={() => cart.minus(sg)}
    />
  )
}

/**
 * A goods of a store list that goes into the store's cart from the list: one SKU → its stepper; several →
 * 選規格 opens a row per SKU (spec, own price, stock, limit) each with its stepper (spec §4/§5 per SKU).
 */
export function BuyGoods({ g, cart }: { g: MarketGoodsCard; cart: MarketCart }) {
  const w = marketWords.useWords()
  const [open, setOpen] = useState(false)
  const only = g.skus.length === 1 ? g.skus[0] : undefined
  const inCart = g.skus.reduce((n, s) => n + cart.countOf(s.productId), 0)
  return (
    <View className="sm-buy">
      <GoodsCard
        g={g}
        action={
          only ? (
            <SkuStepper g={g} s={only} cart={cart} />
          ) : g.skus.length > 1 ? (
            <View
              className="sm-buy__specs-btn"
              role="button"
              aria-expanded={open}
              aria-label={w('chooseSpecOf', { name: g.name })}
              onClick={() => setOpen(!open)}
            >
              {w('chooseSpec')}
              {inCart > 0 ? ` (${inCart})` : ''}
            </View>
          ) : null
        }
      />
      {open && !only && (
        <View className="sm-buy__skus" role="group" aria-label={w('specsOf', { name: g.name })}>
          {g.skus.map((s) => (
            <View key={s.productId} className="sm-buy__sku">
              <View className="sm-buy__sku-main">
                <Text>{s.spec}</Text>
                <Text className="sm-shop__price">{mop(s.price)}</Text>
                <Text className="sm-buy__sku-note">
                  {s.stock <= 0 ? w('soldOut') : w('stock', { n: s.stock })}
                  {s.limitBuy > 0 ? ` · ${w('limitBuy', { n: s.limitBuy })}` : ''}
                </Text>
              </View>
              <SkuStepper g={g} s={s} cart={cart} />
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
