import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { formatMop } from '@lotus/contract/money'
import { payMethodText } from '@lotus/contract/order-receipt'
import { currentLocale } from '@/i18n'
import { orderStatusView } from '@/utils/order-status'
import { formatDate } from '@/utils/time'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

/** The order as a compact receipt (?id): itemised lines, fees, total, order number and times. */
export default function OrderDel2() {
  const id = Number(usePageParams().id ?? 0)
  const { order: o, state, reload } = useOrder(id, { poll: false })
  const w = useWords()
  return (
    <View className="receipt-page">
      <NavBar title={w('receipt.title')} />
      <StateView state={state} rows={3} errorText={w('orderLoadFailed')} onRetry={() => void reload()}>
        {o && (
          <View className="receipt">
            <Text className="receipt__mch">{o.merchantName}</Text>
            <Text className="receipt__status">{o.statusText || orderStatusView(o.status).text}</Text>
            <View className="receipt__rule" />
            <View className="receipt__line receipt__line--head">
              <Text className="receipt__name">{w('receipt.goods')}</Text>
              <Text className="receipt__qty">{w('receipt.qty')}</Text>
              <Text className="receipt__amt">{w('receipt.amount')}</Text>
            </View>
            {o.items.map((it, i) => (
              <View key={i} className="receipt__line">
                <Text className="receipt__name">
                  {it.name}
                  {it.props.length > 0 &&
                    w('receipt.props', {
                      props: it.props.map((p) => p.values.map((v) => v.value).join('/')).join(w('listSep'))
                    })}
                </Text>
                <Text className="receipt__qty">x{it.itemCount}</Text>
                <Text className="receipt__amt">{formatMop(it.amount, { symbol: false })}</Text>
              </View>
            ))}
            <View className="receipt__rule" />
            {o.amounts.feeLines.map((f) => (
              <View key={f.label} className="receipt__line">
                <Text className="receipt__name">{f.label}</Text>
                <Text className="receipt__amt">{formatMop(f.amount, { symbol: false })}</Text>
              </View>
            ))}
            <View className="receipt__rule" />
            <View className="receipt__line receipt__line--total">
              <Text className="receipt__name">{w('receipt.total')}</Text>
              <Text className="receipt__amt">{formatMop(o.amounts.total, { symbol: false })}</Text>
            </View>
            <View className="receipt__rule" />
            <Text className="receipt__meta">{w('receipt.orderNo', { no: o.orderNo })}</Text>
            <Text className="receipt__meta">
              {w('receipt.createdAt', { at: formatDate(o.createdAt, 1) })}
            </Text>
            {o.paidAt && (
              <Text className="receipt__meta">{w('receipt.paidAt', { at: formatDate(o.paidAt, 1) })}</Text>
            )}
            {o.payMethod && (
              <Text className="receipt__meta">
                {w('receipt.payMethod', { method: payMethodText(o.payMethod, currentLocale()) })}
              </Text>
            )}
            {o.address && (
              <Text className="receipt__meta">
                {w('receipt.address', {
                  address: `${o.address.name} +${o.address.areaCode} ${o.address.phone} ${o.address.address} ${o.address.detail}`
                })}
              </Text>
            )}
            {o.remark && <Text className="receipt__meta">{w('receipt.remark', { remark: o.remark })}</Text>}
          </View>
        )}
      </StateView>
    </View>
  )
}
