import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { go } from '@/services/nav'
import type { MerchantDetail } from '@/services/takeaway'
import { formatCount } from '@/utils/count-format'
import { formatDistance } from '@/utils/distance-format'
import { formatMop } from '@lotus/contract/money'
import { mchPage } from '../../hooks/paths'
import './index.scss'
import { Icon } from '@/components/icon'
import { heart as iconHeart } from '@/components/icon/paths/heart'
import { heartFill as iconHeartFill } from '@/components/icon/paths/heart-fill'
import { useWords } from '../../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** The contract's deliveryFeeText, worded in the reader's language. */
export const feeText = (
  w: (k: 'freeDelivery' | 'deliveryFee', v?: { fee: string }) => string,
  fee: number
) => (fee <= 0 ? w('freeDelivery') : w('deliveryFee', { fee: mop(fee) }))

export interface MchHeaderProps {
  m: MerchantDetail
  onFavourite: () => void
}

function Favourite({ m, onFavourite }: MchHeaderProps) {
  const w = useWords()
  return (
    <View
      className={`mch-header__fav ${m.favourite ? 'mch-header__fav--on' : ''}`}
      role="button"
      aria-label={m.favourite ? w('header.unfavourite') : w('header.favourite')}
      aria-pressed={m.favourite}
      onClick={onFavourite}
    >
      <Icon d={m.favourite ? iconHeartFill : iconHeart} />
    </View>
  )
}

/** The header folded to one line while the menu scrolls: logo, rating, time and fee, and the favourite heart. */
export function MchHeaderCompact({ m, onFavourite }: MchHeaderProps) {
  const w = useWords()
  return (
    <View className="mch-header mch-header--compact" data-testid="mch-header-compact">
      <Image
        className="mch-header__logo mch-header__logo--small"
        src={assetUrl(m.logo, 200)}
        mode="aspectFill"
      />
      <View className="mch-header__row mch-header__row--compact">
        <Text className="mch-header__star lotus-star">{m.star.toFixed(1)}</Text>
        <Text>{m.isOpen ? w('aboutMinutes', { n: m.deliveryMinutes }) : w('closed')}</Text>
        <Text className="mch-header__gap">{feeText(w, m.deliveryFee)}</Text>
      </View>
      <Favourite m={m} onFavourite={onFavourite} />
    </View>
  )
}

/** The merchant's card on top of mch-info: terms, ratings, notice, activities and links. */
export function MchHeader({ m, onFavourite }: MchHeaderProps) {
  const w = useWords()
  return (
    <View className="mch-header">
      <View className="mch-header__top">
        <Image className="mch-header__logo" src={assetUrl(m.logo, 200)} mode="aspectFill" />
        <View className="mch-header__main">
          <View className="mch-header__name-row">
            <Text className="mch-header__name">{m.name}</Text>
            <Favourite m={m} onFavourite={onFavourite} />
          </View>
          <View className="mch-header__row">
            <Text className="mch-header__star lotus-star">{m.star.toFixed(1)}</Text>
            <Text>{w('taste', { score: m.tasteStar.toFixed(1) })}</Text>
            <Text className="mch-header__gap">{w('pack', { score: m.packStar.toFixed(1) })}</Text>
            <Text className="mch-header__gap">{w('monthSales', { n: formatCount(m.monthSales) })}</Text>
          </View>
          <View className="mch-header__row mch-header__row--muted">
            <Text>{m.isOpen ? w('aboutMinutes', { n: m.deliveryMinutes }) : w('closed')}</Text>
            <Text className="mch-header__gap">{formatDistance(m.distance)}</Text>
            <Text className="mch-header__gap">{w('minOrder', { amount: mop(m.minOrder) })}</Text>
            <Text className="mch-header__gap">{feeText(w, m.deliveryFee)}</Text>
          </View>
        </View>
      </View>
      {m.notice ? (
        <View className="mch-header__notice">{w('header.notice', { notice: m.notice })}</View>
      ) : null}
      {m.activities.length > 0 && (
        <View
          className="mch-header__acts"
          role="button"
          aria-label={w('offers')}
          onClick={() => go(mchPage('activityDel', m.id))}
        >
          <View className="mch-header__act-list">
            {m.activities.map((a) => (
              <Text key={`${a.type}-${a.label}`} className={`mch-header__act mch-header__act--${a.type}`}>
                {a.label}
              </Text>
            ))}
          </View>
          <Text className="mch-header__more lotus-chevron">
            {w('header.offerCount', { n: m.activities.length })}
          </Text>
        </View>
      )}
      <View className="mch-header__links">
        <Text onClick={() => go(mchPage('member', m.id))}>{w('header.member')}</Text>
        <Text onClick={() => go(mchPage('qualification', m.id))}>{w('qualification')}</Text>
        <Text onClick={() => go(mchPage('similarMch', m.id))}>{w('similarMch')}</Text>
        <Text onClick={() => go(mchPage('reportMch', m.id))}>{w('reportMch')}</Text>
      </View>
    </View>
  )
}
