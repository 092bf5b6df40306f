import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { RiderMap } from '@/components/rider-map'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { orderStatusView } from '@/utils/order-status'
import { formatDate } from '@/utils/time'
import { Row, Timeline } from '../../components/sm-order/parts'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'

/** 訂單跟蹤 (?id): the state timeline of a supermarket order (and the rider's map), asked again while it moves. */
export default function SupermarketOrderTracking() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const { order: o, state, reload } = useOrder(id)
  return (
    <View className="sm-order">
      <NavBar title={w('tracking')} />
      <StateView state={state} rows={4} errorText={w('orderFailed')} onRetry={() => void reload()}>
        {o && (
          <>
            <View className="sm-order__card">
              <Text
                className="sm-order__title"
                style={{ color: orderStatusView(o.status, o.fulfilment).color }}
              >
                {o.statusText}
              </Text>
              <Row label={w('orderNo')} value={o.orderNo} />
              {o.slot && <Row label={w('deliverySlot')} value={`${o.slot.date} ${o.slot.slot}`} />}
              {/* while a rider carries it the map gives the rider's own estimate and masks the phone */}
              {o.estimatedArrival && !o.riderMap && (
                <Row label={w('eta')} value={formatDate(o.estimatedArrival, 8)} />
              )}
              {o.rider && !o.riderMap && (
                <Row label={w('rider')} value={`${o.rider.name} ${o.rider.phone}`} />
              )}
              {o.pickup && <Row label={w('pickupStore')} value={o.pickup.storeName} />}
              {o.riderMap && <RiderMap map={o.riderMap} rider={o.rider} />}
            </View>
            <Timeline order={o} />
          </>
        )}
      </StateView>
    </View>
  )
}
