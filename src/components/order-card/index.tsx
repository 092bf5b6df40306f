import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { OrderActions } from '@/components/order-actions'
import { orderDetailPath } from '@/components/order-actions/pages'
import { go } from '@/services/nav'
import type { OrderDetail, OrderSummary } from '@/services/order'
import { orderBookedText } from '@lotus/contract/delivery-slots'
import { currentLocale } from '@/i18n'
import { formatMop } from '@lotus/contract/money'
import { isVertical } from '@lotus/contract/verticals'
import { orderStatusView } from '@/utils/order-status'
import { formatDate, nowSeconds, relativeTime } from '@/utils/time'
import './index.scss'
import { orderWords } from '@/components/order-actions/words'

/** An order in a list: merchant, status, first items, count, total, time and the allowed actions. */
export function OrderCard({
  order: o,
  onChanged
}: {
  order: OrderSummary
  onChanged?: (o: OrderDetail) => void
}) {
  const w = orderWords.useWords()
  const status = orderStatusView(o.status, o.fulfilment)
  const now = nowSeconds()
  const money = Number.isSafeInteger(o.total) ? formatMop(o.total) : ''
  // a booked delivery (預約 HH:mm, a supermarket slot) is seen in the list, not only in the detail
  const booked = orderBookedText(o, now * 1000, currentLocale())
  return (
    <View className="order-card" onClick={() => go(orderDetailPath(o))}>
      <View className="order-card__head">
        {o.merchantLogo ? (
          <Image className="order-card__logo" src={assetUrl(o.merchantLogo, 100)} mode="aspectFill" />
        ) : (
          <View className="order-card__logo" />
        )}
        <Text className="order-card__store">{o.merchantName}</Text>
        {isVertical(o.vertical) && (
          <Text className="order-card__vertical">{w(`vertical.${o.vertical}`)}</Text>
        )}
        <Text className="order-card__status" style={{ color: status.color }}>
          {o.statusText || status.text}
        </Text>
      </View>
      <View className="order-card__body">
        <View className="order-card__main">
          <Text className="order-card__goods">{o.firstItems.join('、')}</Text>
          {booked && <Text className="order-card__booked">{booked}</Text>}
        </View>
        <View className="order-card__sum">
          <Text className="order-card__amount">{money}</Text>
          <Text className="order-card__count">{w('count', { n: o.itemCount })}</Text>
        </View>
      </View>
      <View className="order-card__foot">
        <Text className="order-card__time">
          {now - o.createdAt < 3 * 86400 ? relativeTime(o.createdAt, now) : formatDate(o.createdAt, 2)}
        </Text>
        <OrderActions order={o} onChanged={onChanged} />
      </View>
    </View>
  )
}
