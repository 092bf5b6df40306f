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
import { userTextOf } from '../../hooks/spell-view'
import { useSpellCartAdapter } from '../../hooks/spell-cart-adapter'
import { useSpellSnapshot } from '../../hooks/use-spell-snapshot'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { needsSpec } from '@/utils/cart-lines'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** A dish in a spell (?tid&goodsId): the goods, how many the group has, and add to my part of the cart. */
export default function SpellGoodsDel() {
  const t = useWords()
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
      <NavBar title={t('goods.title')} />
      <StateView
        state={pageState}
        rows={3}
        emptyText={t('goods.gone')}
        errorText={t('goods.failed')}
        onRetry={() => void reload()}
      >
        {goods && snap && (
          <>
            <Image className="spell-goods__img" src={assetUrl(goods.image)} mode="aspectFill" />
            <View className="spell-goods__card">
              <Text className="spell-goods__name">{goods.name}</Text>
              <Text className="spell-goods__sales">
                {t('goods.monthSales', { n: formatCount(goods.monthSales) })}
              </Text>
              {goods.tags.length > 0 && (
                <View className="spell-goods__tags">
                  {goods.tags.map((tag) => (
                    <Text key={tag} className="spell-goods__tag">
                      {tag}
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
                  <Text className="spell-goods__off">{t('goods.soldOut')}</Text>
                ) : needsSpec(goods) ? (
                  <View className="spell-goods__spec" onClick={plus}>
                    {t('goods.spec')}
                    {mine > 0 ? ` (${mine})` : ''}
                  </View>
                ) : (
                  <GoodsStepper label={goods.name} count={mine} stock={goods} onPlus={plus} onMinus={minus} />
                )}
              </View>
              <Text className="spell-goods__group">
                {goods.cartCount > 0 ? t('goods.inCart', { n: goods.cartCount }) : t('goods.noneYet')}
                {mine > 0 ? t('goods.mine', { n: mine }) : ''}
              </Text>
              {!menu.editable && <Text className="spell-goods__locked">{t('lockedNoEdit')}</Text>}
            </View>
            {goods.description ? (
              <View className="spell-goods__card">
                <Text className="spell-goods__label">{t('goods.description')}</Text>
                <Text className="spell-goods__desc">{goods.description}</Text>
              </View>
            ) : null}
            <View className="spell-goods__back" onClick={() => back(spellPage('mchInfo', { tid }))}>
              {t('goods.back', { text: userTextOf(snap) })}
            </View>
            <SpecPopup
              open={menu.specOpen}
              goods={goods}
              imageSrc={assetUrl(goods.image, 200)}
              onClose={menu.closeSpec}
              onConfirm={(props, qty, sku) => void menu.confirmSpec(props, qty, sku)}
            />
          </>
        )}
      </StateView>
    </View>
  )
}
