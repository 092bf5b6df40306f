import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { go } from '@/services/nav'
import type { MerchantDetail } from '@/services/takeaway'
import { formatDistance } from '@/utils/distance-format'
import { mchPage } from '../../hooks/paths'
import './index.scss'
import { useWords } from '../../words'

/** 商家: address, hours, phone, delivery range, licence. */
export function MchDetail({ m }: { m: MerchantDetail }) {
  const w = useWords()
  return (
    <View className="mch-detail">
      <View className="mch-detail__cell">
        <Text className="mch-detail__label">{w('detail.address')}</Text>
        <Text className="mch-detail__value">
          {m.district} {m.address}
        </Text>
      </View>
      <View className="mch-detail__cell">
        <Text className="mch-detail__label">{w('detail.hours')}</Text>
        <Text className="mch-detail__value">{m.openHours || w('detail.hoursUnknown')}</Text>
      </View>
      {m.phone ? (
        <View
          className="mch-detail__cell"
          onClick={() => void Taro.makePhoneCall({ phoneNumber: m.phone }).catch(() => undefined)}
        >
          <Text className="mch-detail__label">{w('detail.phone')}</Text>
          <Text className="mch-detail__value mch-detail__value--link">{m.phone}</Text>
        </View>
      ) : null}
      <View className="mch-detail__cell">
        <Text className="mch-detail__label">{w('detail.range')}</Text>
        <Text className="mch-detail__value">
          {w('detail.rangeValue', { distance: formatDistance(m.deliveryRangeM) })}
        </Text>
      </View>
      <View className="mch-detail__cell" onClick={() => go(mchPage('qualification', m.id))}>
        <Text className="mch-detail__label">{w('qualification')}</Text>
        <Text className="mch-detail__value lotus-chevron">{w('detail.licence')}</Text>
      </View>
      {m.notice ? (
        <View className="mch-detail__notice">
          <Text className="mch-detail__label">{w('detail.notice')}</Text>
          <Text className="mch-detail__text">{m.notice}</Text>
        </View>
      ) : null}
    </View>
  )
}
