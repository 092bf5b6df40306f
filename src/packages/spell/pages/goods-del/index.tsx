import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { GoodsStepper } from '@/components/goods-stepper'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import { useMenuCart } from '@/hooks/use-menu-cart'
import { back } from '@/services/nav'
import type { StoreGoods } from '@/services/spell'
import { formatCount } from '@/utils/count-format'
import { formatMop } from '@lotus/contract/money'
import { spellPage } from '../../hooks/paths'
import { LOCKED_TEXT, useSpellCartAdapter } from '../../hooks/spell-cart-adapter'
import { useSpellSnapshot } from '../../hooks/use-spell-snapshot'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 商品詳情 in a spell (?tid&goodsId): the goods, how many the group has, and add to my part of the cart. */
export default function SpellGoodsDel() {
  const params = usePageParams()
  const tid = Number(params.tid ?? 0)
  const goodsId = Number(params.goodsId ?? 0)
  const { snapshot: snap, state, reload } = useSpellSnapshot(tid)
  const goods: StoreGoods | null = useMemo(() => {
    for (const c of snap?.storeInfo.menuList ?? []) {
      const g = c.goodsList.find((x) => x.id === goodsId)
      if (g) return g
    }
    return null
  }, [snap, goodsId])
  const menu = useMenuCart(useSpellCartAdapter(snap))
  const mine = menu.countOf(goodsId)
  const plus = () => goods && menu.plus(goods)
  const minus = () => goods && menu.minus(goods)

  const pageState = state === 'ready' && !goods ? 'empty' : state
  return (
    <View className="spell-goods">
      <NavBar title="商品詳情" />
      <StateView
        state={pageState}
        rows={3}
        emptyText="商品已下架"
        errorText="商品載入失敗"
        onRetry={() => void reload()}
      >
        {goods && snap && (
          <>
            <Image className="spell-goods__img" src={assetUrl(goods.image)} mode="aspectFill" />
            <View className="spell-goods__card">
              <Text className="spell-goods__name">{goods.name}</Text>
              <Text className="spell-goods__sales">月售{formatCount(goods.monthSales)}</Text>
              {goods.tags.length > 0 && (
                <View className="spell-goods__tags">
                  {goods.tags.map((t) => (
                    <Text key={t} className="spell-goods__tag">
                      {t}
                    </Text>
                  ))}
                </View>
              )}
              <View className="spell-goods__foot">
                <Text className="spell-goods__price">{mop(goods.price)}</Text>
                {goods.originalPrice != null && goods.originalPrice > goods.price && (
                  <Text className="spell-goods__orig">{mop(goods.originalPrice)}</Text>
                )}
                <View className="spell-goods__spacer" />
                {goods.soldOut ? (
                  <Text className="spell-goods__off">已售罄</Text>
                ) : goods.props.length > 0 ? (
                  <View className="spell-goods__spec" onClick={plus}>
                    選規格{mine > 0 ? ` (${mine})` : ''}
                  </View>
                ) : (
                  <GoodsStepper label={goods.name} count={mine} stock={goods} onPlus={plus} onMinus={minus} />
                )}
              </View>
              <Text className="spell-goods__group">
                {goods.cartCount > 0 ? `拼單車中已有 ${goods.cartCount} 份` : '還沒有人點這道菜'}
                {mine > 0 ? `，我點了 ${mine} 份` : ''}
              </Text>
              {!menu.editable && <Text className="spell-goods__locked">{LOCKED_TEXT}，暫不能修改</Text>}
            </View>
            {goods.description ? (
              <View className="spell-goods__card">
                <Text className="spell-goods__label">商品描述</Text>
                <Text className="spell-goods__desc">{goods.description}</Text>
              </View>
            ) : null}
            <View className="spell-goods__back" onClick={() => back(spellPage('mchInfo', { tid }))}>
              返回拼單（{snap.userText}）
            </View>
            <SpecPopup
              open={menu.specOpen}
              goods={goods}
              imageSrc={assetUrl(goods.image, 200)}
              onClose={menu.closeSpec}
              onConfirm={(props, qty) => void menu.confirmSpec(props, qty)}
            />
          </>
        )}
      </StateView>
    </View>
  )
}
