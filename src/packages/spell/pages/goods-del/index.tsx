import Taro, { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { GoodsStepper } from '@/components/goods-stepper'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import type { CartProp } from '@/services/cart'
import { back } from '@/services/nav'
import type { StoreGoods } from '@/services/spell'
import { useGroupCart } from '@/stores/group-cart'
import { formatCount } from '@/utils/count-format'
import { formatMop } from '@lotus/contract/money'
import { spellPage } from '../../hooks/paths'
import { addLine, canEdit, myCountOf, myLinesOf } from '../../hooks/spell-view'
import { LOCKED_TEXT, MULTI_SPEC_MINUS } from '../../hooks/use-spell-room'
import { useSpellSnapshot } from '../../hooks/use-spell-snapshot'
import './index.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 商品詳情 in a spell (?tid&goodsId): the goods, how many the group has, and add to my part of the cart. */
export default function SpellGoodsDel() {
  const params = useRouter().params
  const tid = Number(params.tid ?? 0)
  const goodsId = Number(params.goodsId ?? 0)
  const { snapshot: snap, state, reload } = useSpellSnapshot(tid)
  const [specOpen, setSpecOpen] = useState(false)
  const goods: StoreGoods | null = useMemo(() => {
    for (const c of snap?.storeInfo.menuList ?? []) {
      const g = c.goodsList.find((x) => x.id === goodsId)
      if (g) return g
    }
    return null
  }, [snap, goodsId])
  const editable = canEdit(snap)
  const mine = myCountOf(snap, goodsId)

  const refuse = () =>
    void Taro.showToast({
      title: snap?.spellInfo.status === 'locked' ? LOCKED_TEXT : '拼單已結束',
      icon: 'none'
    })
  const plus = () => {
    if (!goods) return
    if (!editable) return refuse()
    if (goods.soldOut) return void Taro.showToast({ title: '已售罄', icon: 'none' })
    if (goods.props.length > 0) return setSpecOpen(true)
    void useGroupCart.getState().add(addLine(snap, goods.id, [], 1))
  }
  const minus = () => {
    if (!editable) return refuse()
    const lines = myLinesOf(snap, goodsId)
    const only = lines[0]
    if (!only) return
    if (lines.length > 1) return void Taro.showToast({ title: MULTI_SPEC_MINUS, icon: 'none' })
    void useGroupCart.getState().add({ ...only, itemCount: only.itemCount - 1 })
  }
  const confirm = async (props: CartProp[], qty: number) => {
    if (!editable) return refuse()
    if (await useGroupCart.getState().add(addLine(snap, goodsId, props, qty))) setSpecOpen(false)
  }

  const pageState = state === 'ready' && !goods ? 'empty' : state
  return (
    <View className="spell-goods">
      <NavBar title="商品詳情" />
      <StateView
        state={pageState}
        rows={3}
        emptyText="商品已下架"
        errorText="商品加載失敗"
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
                  <GoodsStepper label={goods.name} count={mine} onPlus={plus} onMinus={minus} />
                )}
              </View>
              <Text className="spell-goods__group">
                {goods.cartCount > 0 ? `拼單車中已有 ${goods.cartCount} 份` : '還沒有人點這道菜'}
                {mine > 0 ? `，我點了 ${mine} 份` : ''}
              </Text>
              {!editable && <Text className="spell-goods__locked">{LOCKED_TEXT}，暫不能修改</Text>}
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
              open={specOpen}
              goods={goods}
              imageSrc={assetUrl(goods.image, 200)}
              onClose={() => setSpecOpen(false)}
              onConfirm={(props, qty) => void confirm(props, qty)}
            />
          </>
        )}
      </StateView>
    </View>
  )
}
