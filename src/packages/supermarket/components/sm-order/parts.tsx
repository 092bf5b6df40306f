import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { OrderDetail } from '@/services/order'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { PartialRefund } from '@/components/refund-lines'
import { marketWords } from '../../words'

/** The lines of an order with the server's fee lines and the total. */
export function LinesCard({ order: o }: { order: OrderDetail }) {
  const w = marketWords.useWords()
  return (
    <View className="sm-order__card">
      <View className="sm-order__title">{o.merchantName}</View>
      {o.items.map((it, i) => (
        <View key={`${it.goodsId}-${i}`} className="sm-order__item">
          <Image
            className="sm-order__img"
            src={assetUrl(it.image, 100)}
            mode="aspectFill"
            aria-label={it.name}
          />
          <Text className="sm-order__name">{it.name}</Text>
          <Text className="sm-order__muted">x{it.itemCount}</Text>
          <Text>{formatMop(it.amount)}</Text>
        </View>
      ))}
      {o.amounts.feeLines.map((f) => (
        <View key={f.label} className="sm-order__row" data-testid="fee-line">
          <Text className="sm-order__label">{f.label}</Text>
          <Text className={f.amount < 0 ? 'sm-order__minus' : ''}>{formatMop(f.amount)}</Text>
        </View>
      ))}
      <View className="sm-order__total">
        <Text>{o.paidAt ? w('paid') : w('due')} </Text>
        <Text className="sm-order__total-num">{formatMop(o.amounts.total)}</Text>
      </View>
      <PartialRefund order={o} />
    </View>
  )
}

/** The server's timeline of an order, newest first. */
export function Timeline({ order: o }: { order: OrderDetail }) {
  const w = marketWords.useWords()
  return (
    <View className="sm-order__card" role="group" aria-label={w('tracking')}>
      {[...o.timeline].reverse().map((t, i) => (
        <View
          key={`${t.status}${t.at}${i}`}
          className={`sm-order__tl ${i === 0 ? 'sm-order__tl--first' : ''}`}
        >
          <Text>{t.title}</Text>
          {t.note && <Text className="sm-order__muted">{t.note}</Text>}
          <Text className="sm-order__muted">{formatDate(t.at, 7)}</Text>
        </View>
      ))}
    </View>
  )
}

/** Order number, times and payment. */
export function NumbersCard({ order: o }: { order: OrderDetail }) {
  const w = marketWords.useWords()
  return (
    <View className="sm-order__card">
      <Row label={w('orderNo')} value={o.orderNo} />
      <Row label={w('orderedAt')} value={formatDate(o.createdAt, 1)} />
      {o.paidAt && <Row label={w('paidAt')} value={formatDate(o.paidAt, 1)} />}
      {o.payMethod && <Row label={w('payMethod')} value={w(`pay.${o.payMethod}`)} />}
      {o.remark && <Row label={w('remark')} value={o.remark} />}
    </View>
  )
}

export function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className="sm-order__row">
      <Text className="sm-order__label">{label}</Text>
      <Text className="sm-order__value">{value}</Text>
    </View>
  )
}
