import { Image, Text, View } from '@tarojs/components'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { GoodsStepper } from '@/components/goods-stepper'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import { go } from '@/services/nav'
import { formatCount } from '@/utils/count-format'
import { formatMop } from '@lotus/contract/money'
import { mchPage } from '../../hooks/paths'
import { useGoods } from '../../hooks/use-goods'
import { useMerchant } from '../../hooks/use-merchant'
import { useTakeawayCart } from '../../hooks/use-takeaway-cart'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { needsSpec } from '@/utils/cart-lines'
import { useWords } from '../../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 商品詳情: big image, price, description, options through the spec popup, and the merchant's cart. */
export default function GoodsDel() {
  const params = usePageParams()
  const { goods: g, state, reload } = useGoods(Number(params.id ?? 0))
  const mchId = g?.merchantId ?? Number(params.mchId ?? 0)
  const mch = useMerchant(mchId, { withMenu: false })
  const cart = useTakeawayCart(mch.detail)
  const count = g ? cart.countOf(g.id) : 0
  const w = useWords()

  return (
    <View className="goods-del">
      <NavBar title={w('goods.title')} />
      <StateView
        state={state}
        rows={3}
        skeleton="detail"
        errorText={w('goodsLoadFailed')}
        onRetry={() => void reload()}
      >
        {g && (
          <>
            <Image className="goods-del__img" src={assetUrl(g.image, 800)} mode="aspectFill" />
            <View className="goods-del__card">
              <Text className="goods-del__name">{g.name}</Text>
              <Text className="goods-del__sales">{w('monthSales', { n: formatCount(g.monthSales) })}</Text>
              {(g.tags.length > 0 || g.limitBuy > 0) && (
                <View className="goods-del__tags">
                  {g.tags.map((t) => (
                    <Text key={t} className="goods-del__tag">
                      {t}
                    </Text>
                  ))}
                  {g.limitBuy > 0 && (
                    <Text className="goods-del__tag">{w('goods.limit', { n: g.limitBuy })}</Text>
                  )}
                </View>
              )}
              <View className="goods-del__buy">
                <Text className="goods-del__price">{mop(g.price)}</Text>
                {g.originalPrice != null && g.originalPrice > g.price && (
                  <Text className="goods-del__orig">{mop(g.originalPrice)}</Text>
                )}
                <View className="goods-del__spacer" />
                {g.soldOut ? (
                  <Text className="goods-del__off">{w('goods.soldOut')}</Text>
                ) : needsSpec(g) ? (
                  <View className="goods-del__spec" onClick={() => cart.plus(g)}>
                    {count > 0 ? w('goods.specCount', { n: count }) : w('goods.spec')}
                  </View>
                ) : count > 0 ? (
                  <GoodsStepper
                    label={g.name}
                    count={count}
                    stock={g}
                    onPlus={() => cart.plus(g)}
                    onMinus={() => cart.minus(g)}
                  />
                ) : (
                  <View className="goods-del__spec" onClick={() => cart.plus(g)}>
                    {w('goods.add')}
                  </View>
                )}
              </View>
              {g.packFee > 0 && (
                <Text className="goods-del__pack">{w('goods.packFee', { fee: mop(g.packFee) })}</Text>
              )}
            </View>
            <View className="goods-del__card">
              <Text className="goods-del__h">{w('goods.desc')}</Text>
              <Text className="goods-del__desc">{g.description || w('goods.noDesc')}</Text>
            </View>
            {mch.detail && (
              <View
                className="goods-del__card goods-del__mch"
                onClick={() => go(mchPage('mchInfo', mch.detail?.id ?? 0))}
              >
                <Text>{g.merchantName}</Text>
                <Text className="goods-del__go lotus-chevron">{w('goods.visit')}</Text>
              </View>
            )}
            <CartPopup {...cart.popup} />
            {mch.detail && <CartBar {...cart.bar} />}
            <SpecPopup
              open={cart.specOpen}
              goods={cart.spec}
              imageSrc={cart.spec ? assetUrl(cart.spec.image, 200) : undefined}
              onClose={cart.closeSpec}
              onConfirm={(props, qty, sku) => void cart.confirmSpec(props, qty, sku)}
            />
          </>
        )}
      </StateView>
    </View>
  )
}
