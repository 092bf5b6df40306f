import { Image, Text, View } from '@tarojs/components'
import type { Merchant } from '@/services/types'
import { formatCount } from '@/utils/count-format'
import { formatDistance } from '@/utils/distance-format'
import { formatMop } from '@lotus/contract/money'
import { assetUrl } from './asset-url'
import './index.scss'
import { lazyImage } from '@/utils/lazy-image'
import { useT } from '@/i18n'

export interface MerchantCardProps {
  merchant: Merchant
  onClick?: (m: Merchant) => void
}

const mop = (avos: number) => formatMop(avos, { trimZeros: true })

/** One merchant in a list: logo, name, rating, monthly sales, distance, delivery terms, tags. */
export function MerchantCard({ merchant: m, onClick }: MerchantCardProps) {
  const t = useT()
  const group = m.vertical === 'group'
  return (
    <View
      className={`merchant-card ${m.isOpen ? '' : 'merchant-card--closed'}`}
      data-id={m.id}
      onClick={() => onClick?.(m)}
    >
      <View className="merchant-card__logo-box">
        <Image className="merchant-card__logo" src={assetUrl(m.logo, 200)} mode="aspectFill" {...lazyImage} />
        {!m.isOpen && <Text className="merchant-card__rest">{t('home.closed')}</Text>}
      </View>
      <View className="merchant-card__body">
        <View className="merchant-card__name">{m.name}</View>
        <View className="merchant-card__row">
          <Text className="merchant-card__star lotus-star">{m.star.toFixed(1)}</Text>
          <Text className="merchant-card__sales">{t('home.sold', { n: formatCount(m.monthSales) })}</Text>
          <Text className="merchant-card__spacer" />
          {!group && (
            <Text className="merchant-card__minutes">{t('home.min', { n: m.deliveryMinutes })}</Text>
          )}
          <Text className="merchant-card__distance">{formatDistance(m.distance)}</Text>
        </View>
        <View className="merchant-card__row merchant-card__row--muted">
          {group ? (
            <Text>{t('home.avg', { price: mop(m.avgPrice) })}</Text>
          ) : (
            <>
              <Text>{t('home.start', { price: mop(m.minOrder) })}</Text>
              <Text className="merchant-card__dot">·</Text>
              <Text>{m.deliveryFee > 0 ? t('home.fee', { fee: mop(m.deliveryFee) }) : t('home.free')}</Text>
            </>
          )}
          <Text className="merchant-card__district">{m.district}</Text>
        </View>
        {m.tags.length > 0 && (
          <View className="merchant-card__tags">
            {m.tags.slice(0, 4).map((t) => (
              <Text key={t} className="merchant-card__tag">
                {t}
              </Text>
            ))}
          </View>
        )}
      </View>
    </View>
  )
}
