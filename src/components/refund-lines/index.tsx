import { Text, View } from '@tarojs/components'
import { formatMop } from '@lotus/contract/money'
import { partialRefundText, type OrderDetail, type RefundView } from '@lotus/contract/order'
import { LINE_DECISION_TEXT } from '@lotus/contract/refund-lines'
import './index.scss'

/**
 * The lines a refund asked back (supermarket, general store), each with its money and the shop's decision, and
 * 「部分退款 MOP x」 while only some of the order went back. Nothing for a refund of the whole order.
 */
export function RefundLines({
  refund,
  order
}: {
  refund: Pick<RefundView, 'lines' | 'status'>
  order?: Pick<OrderDetail, 'status' | 'lineRefund'> | null | undefined
}) {
  const part = order ? partialRefundText(order) : null
  if (!refund.lines?.length && !part) return null
  return (
    <View className="refund-lines" role="group" aria-label="退款商品">
      {part && <Text className="refund-lines__part">{part}</Text>}
      {refund.lines?.map((l) => (
        <View key={l.itemId} className="refund-lines__row">
          <Text className="refund-lines__name">
            {l.name} x{l.qty}
          </Text>
          <Text>{formatMop(l.amount)}</Text>
          {refund.status !== 'pending' && (
            <Text className={`refund-lines__tag refund-lines__tag--${l.status}`}>
              {LINE_DECISION_TEXT[l.status]}
            </Text>
          )}
        </View>
      ))}
    </View>
  )
}

/** 「部分退款 MOP x」 under an order's total, while only some of its lines went back. */
export function PartialRefund({ order }: { order: Pick<OrderDetail, 'status' | 'lineRefund'> }) {
  const part = partialRefundText(order)
  return part ? <Text className="refund-lines__part">{part}</Text> : null
}
