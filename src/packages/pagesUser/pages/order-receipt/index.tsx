import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useReceipt } from '@/queries/receipt'
import { isApiError } from '@/services/errors'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { CAN_PRINT, printReceipt } from '../../components/print-receipt'
import './index.scss'
import { pagesUserWords } from '../../words'

/** The printable receipt of a paid order (query orderId); times in Asia/Macau. */
export default function OrderReceipt() {
  const w = pagesUserWords.useWords()
  const params = useRouter().params as Record<string, string | undefined>
  const raw = Number(params.orderId ?? params.id ?? 0)
  const orderId = Number.isSafeInteger(raw) && raw > 0 ? raw : 0
  const q = useReceipt(orderId)
  const r = q.data
  // the server's refusal (unpaid, not mine) is the message; only a failed request offers a retry
  const refused =
    isApiError(q.error) && (q.error.code === 'ORDER_STATE' || q.error.code === 'NOT_FOUND')
      ? q.error.message
      : null

  return (
    <View className="receipt-page">
      <NavBar title={w('receipt.title')} />
      <StateView
        state={orderId > 0 ? loadStateOf(q) : 'empty'}
        rows={4}
        emptyText={w('receipt.notFound')}
        errorText={refused ?? w('receipt.failed')}
        onRetry={refused ? undefined : () => void q.refetch()}
      >
        {r && (
          <>
            <View className="receipt" role="group" aria-label={w('receipt.label')}>
              <Text className="receipt__merchant">{r.merchant.name}</Text>
              {r.merchant.address && <Text className="receipt__small">{r.merchant.address}</Text>}
              {r.merchant.phone && (
                <Text className="receipt__small">{w('receipt.phone', { phone: r.merchant.phone })}</Text>
              )}
              <View className="receipt__rule" />
              <View className="receipt__row">
                <Text>{w('receipt.orderNo')}</Text>
                <Text>{r.orderNo}</Text>
              </View>
              <View className="receipt__row">
                <Text>{w('receipt.service')}</Text>
                <Text>
                  {w(`vertical.${r.vertical}`)} · {w(`fulfilment.${r.fulfilment}`)}
                </Text>
              </View>
              <View className="receipt__row">
                <Text>{w('receipt.paidAt')}</Text>
                <Text>{formatDate(r.paidAt, 1)}</Text>
              </View>
              <View className="receipt__row">
                <Text>{w('receipt.status')}</Text>
                <Text>{r.statusText}</Text>
              </View>
              <View className="receipt__rule" />
              {r.lines.map((l, i) => (
                <View key={i} className="receipt__line">
                  <View className="receipt__row">
                    <Text className="receipt__name">{l.name}</Text>
                    <Text>{formatMop(l.amount)}</Text>
                  </View>
                  <Text className="receipt__small">
                    {l.options ? `${l.options} · ` : ''}
                    {formatMop(l.unitPrice)} × {l.itemCount}
                  </Text>
                </View>
              ))}
              <View className="receipt__rule" />
              {r.fees.map((f) => (
                <View key={f.label} className="receipt__row">
                  <Text>{f.label}</Text>
                  <Text>{formatMop(f.amount)}</Text>
                </View>
              ))}
              {r.discounts.map((d) => (
                <View key={d.label} className="receipt__row receipt__row--discount">
                  <Text>{d.label}</Text>
                  <Text>{formatMop(d.amount)}</Text>
                </View>
              ))}
              <View className="receipt__rule" />
              <View className="receipt__row receipt__row--total">
                <Text>{w('receipt.total')}</Text>
                <Text>{formatMop(r.total)}</Text>
              </View>
              <View className="receipt__row">
                <Text>{w('receipt.method')}</Text>
                <Text>{r.payMethodText}</Text>
              </View>
              {r.refunded > 0 && (
                <View className="receipt__row receipt__row--discount">
                  <Text>{w('receipt.refunded')}</Text>
                  <Text>{formatMop(r.refunded)}</Text>
                </View>
              )}
              <Text className="receipt__foot">{w('receipt.foot')}</Text>
            </View>
            {CAN_PRINT && (
              <View role="button" className="receipt-page__print" onClick={printReceipt}>
                {w('receipt.print')}
              </View>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
