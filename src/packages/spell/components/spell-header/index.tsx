import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { StoreInfo } from '@/services/spell'
import { formatMop } from '@lotus/contract/money'
import './index.scss'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'
import { currentLocale } from '@/i18n'
import { useWords } from '../../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** The merchant on top of the spell: logo, ratings, terms, activities and notice. */
export function SpellHeader({ store }: { store: StoreInfo }) {
  const t = useWords()
  return (
    <View className="spell-header">
      <View className="spell-header__top">
        <Image className="spell-header__logo" src={assetUrl(store.logo, 200)} mode="aspectFill" />
        <View className="spell-header__main">
          <Text className="spell-header__name">{store.name}</Text>
          <View className="spell-header__row">
            <Text className="spell-header__star lotus-star">{store.star.toFixed(1)}</Text>
            <Text>{t('header.taste', { n: store.tasteStar.toFixed(1) })}</Text>
            <Text className="spell-header__gap">{t('header.pack', { n: store.packStar.toFixed(1) })}</Text>
          </View>
          <View className="spell-header__row spell-header__row--muted">
            <Text>{t(store.isOpen ? 'header.open' : 'header.closed')}</Text>
            <Text className="spell-header__gap">{t('header.minOrder', { amount: mop(store.minOrder) })}</Text>
            <Text className="spell-header__gap">
              {deliveryFeeText(store.deliveryFee, { from: true }, currentLocale())}
            </Text>
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
      {store.notice ? (
        <View className="spell-header__notice">{t('header.notice', { notice: store.notice })}</View>
      ) : null}
    </View>
  )
}
