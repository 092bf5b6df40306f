import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { StoreInfo } from '@/services/spell'
import { formatMop } from '@lotus/contract/money'
import './index.scss'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** The merchant on top of the spell: logo, ratings, terms, activities and notice. */
export function SpellHeader({ store }: { store: StoreInfo }) {
  return (
    <View className="spell-header">
      <View className="spell-header__top">
        <Image className="spell-header__logo" src={assetUrl(store.logo, 200)} mode="aspectFill" />
        <View className="spell-header__main">
          <Text className="spell-header__name">{store.name}</Text>
          <View className="spell-header__row">
            <Text className="spell-header__star lotus-star">{store.star.toFixed(1)}</Text>
            <Text>口味 {store.tasteStar.toFixed(1)}</Text>
            <Text className="spell-header__gap">包裝 {store.packStar.toFixed(1)}</Text>
          </View>
          <View className="spell-header__row spell-header__row--muted">
            <Text>{store.isOpen ? '營業中' : '休息中'}</Text>
            <Text className="spell-header__gap">起送 {mop(store.minOrder)}</Text>
            <Text className="spell-header__gap">{deliveryFeeText(store.deliveryFee, { from: true })}</Text>
          </View>
        </View>
      </View>
      {store.actTagList.length > 0 && (
        <View className="spell-header__acts">
          {store.actTagList.map((t) => (
            <Text key={t} className="spell-header__act">
              {t}
            </Text>
          ))}
        </View>
      )}
      {store.notice ? <View className="spell-header__notice">公告：{store.notice}</View> : null}
    </View>
  )
}
