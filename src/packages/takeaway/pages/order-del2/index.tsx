import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { formatMop } from '@lotus/contract/money'
import { PAY_METHOD_TEXT } from '@lotus/contract/order-receipt'
import { orderStatusView } from '@/utils/order-status'
import { formatDate } from '@/utils/time'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** The order as a compact receipt (?id): itemised lines, fees, total, order number and times. */
export default function OrderDel2() {
  const id = Number(usePageParams().id ?? 0)
  const { order: o, state, reload } = useOrder(id, { poll: false })
  return (
    <View className="receipt-page">
      <NavBar title="訂單小票" />
      <StateView state={state} rows={3} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {o && (
          <View className="receipt">
            <Text className="receipt__mch">{o.merchantName}</Text>
            <Text className="receipt__status">{o.statusText || orderStatusView(o.status).text}</Text>
            <View className="receipt__rule" />
            <View className="receipt__line receipt__line--head">
              <Text className="receipt__name">商品</Text>
              <Text className="receipt__qty">數量</Text>
              <Text className="receipt__amt">金額</Text>
            </View>
            {o.items.map((it, i) => (
              <View key={i} className="receipt__line">
                <Text className="receipt__name">
                  {it.name}
                  {it.props.length > 0 &&
                    `（${it.props.map((p) => p.values.map((v) => v.value).join('/')).join('，')}）`}
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
              <Text className="receipt__name">合計 (MOP)</Text>
              <Text className="receipt__amt">{formatMop(o.amounts.total, { symbol: false })}</Text>
            </View>
            <View className="receipt__rule" />
            <Text className="receipt__meta">訂單號：{o.orderNo}</Text>
            <Text className="receipt__meta">下單時間：{formatDate(o.createdAt, 1)}</Text>
            {o.paidAt && <Text className="receipt__meta">支付時間：{formatDate(o.paidAt, 1)}</Text>}
            {o.payMethod && <Text className="receipt__meta">支付方式：{PAY_METHOD_TEXT[o.payMethod]}</Text>}
            {o.address && (
              <Text className="receipt__meta">
                收貨：{o.address.name} +{o.address.areaCode} {o.address.phone} {o.address.address}{' '}
                {o.address.detail}
              </Text>
            )}
            {o.remark && <Text className="receipt__meta">備註：{o.remark}</Text>}
          </View>
        )}
      </StateView>
    </View>
  )
}
