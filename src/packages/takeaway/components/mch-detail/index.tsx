import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { go } from '@/services/nav'
import type { MerchantDetail } from '@/services/takeaway'
import { formatDistance } from '@/utils/distance-format'
import { mchPage } from '../../hooks/paths'
import './index.scss'

/** 商家: address, hours, phone, delivery range, licence. */
export function MchDetail({ m }: { m: MerchantDetail }) {
  return (
    <View className="mch-detail">
      <View className="mch-detail__cell">
        <Text className="mch-detail__label">地址</Text>
        <Text className="mch-detail__value">
          {m.district} {m.address}
        </Text>
      </View>
      <View className="mch-detail__cell">
        <Text className="mch-detail__label">營業時間</Text>
        <Text className="mch-detail__value">{m.openHours || '以商家公佈為準'}</Text>
      </View>
      {m.phone ? (
        <View
          className="mch-detail__cell"
          onClick={() => void Taro.makePhoneCall({ phoneNumber: m.phone }).catch(() => undefined)}
        >
          <Text className="mch-detail__label">商家電話</Text>
          <Text className="mch-detail__value mch-detail__value--link">{m.phone}</Text>
        </View>
      ) : null}
      <View className="mch-detail__cell">
        <Text className="mch-detail__label">配送範圍</Text>
        <Text className="mch-detail__value">{formatDistance(m.deliveryRangeM)}內</Text>
      </View>
      <View className="mch-detail__cell" onClick={() => go(mchPage('qualification', m.id))}>
        <Text className="mch-detail__label">商家資質</Text>
        <Text className="mch-detail__value lotus-chevron">查看營業執照</Text>
      </View>
      {m.notice ? (
        <View className="mch-detail__notice">
          <Text className="mch-detail__label">商家公告</Text>
          <Text className="mch-detail__text">{m.notice}</Text>
        </View>
      ) : null}
    </View>
  )
}
