import { Text, View } from '@tarojs/components'
import { formatMop } from '@lotus/contract/money'
import type { OrderDetail, RefundView } from '@lotus/contract/order'
import './index.scss'
import { refundLinesWords } from './words'

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
  const w = refundLinesWords.useWords()
  const part = order ? partialRefund(order, w) : null
  if (!refund.lines?.length && !part) return null
  return (
    <View className="refund-lines" role="group" aria-label={w('lines')}>
      {part && <Text className="refund-lines__part">{part}</Text>}
      {refund.lines?.map((l) => (
        <View key={l.itemId} className="refund-lines__row">
          <Text className="refund-lines__name">
            {l.name} x{l.qty}
          </Text>
          <Text>{formatMop(l.amount)}</Text>
          {refund.status !== 'pending' && (
            <Text className={`refund-lines__tag refund-lines__tag--${l.status}`}>
              {w(`decision.${l.status}`)}
            </Text>
          )}
        </View>
      ))}
    </View>
  )
}

/** 「部分退款 MOP x」 under an order's total, while only some of its lines went back. */
export function PartialRefund({ order }: { order: Pick<OrderDetail, 'status' | 'lineRefund'> }) {
  const part = partialRefund(order, refundLinesWords.useWords())
  return part ? <Text className="refund-lines__part">{part}</Text> : null
}

/** 「部分退款 MOP x」 while some of a delivered order's money went back (the contract's rule, in the reader's words). */
function partialRefund(
  o: Pick<OrderDetail, 'status' | 'lineRefund'>,
  w: ReturnType<typeof refundLinesWords.useWords>
): string | null {
  const given = o.lineRefund?.refundedAmount ?? 0
  return given > 0 && o.status !== 'refunded' ? w('partial', { amount: formatMop(given) }) : null
}
