import { Text, View } from '@tarojs/components'
import { AddressCard } from '@/components/address-card'
import { NavBar } from '@/components/nav-bar'
import { OrderActions } from '@/components/order-actions'
import { useNowTicker } from '@/components/order-actions/use-now-ticker'
import { RiderMap } from '@/components/rider-map'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { useOrderNews } from '@/hooks/use-order-news'
import { usePageParams } from '@/hooks/use-page-params'
import { go } from '@/services/nav'
import type { OrderDetail } from '@/services/order'
import { canChangeDelivery } from '@lotus/contract/order'
import { orderStatusView, progressStep } from '@/utils/order-status'
import { payCountdown } from '@/utils/pay-deadline'
import { formatDate } from '@/utils/time'
import { LinesCard, NumbersCard, Row } from '../../components/sm-order/parts'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'

/**
 * 超市外送訂單詳情 (?id): state, the booked slot, lines, fees, address, and the actions the server allows
 * (cancel, pay, refund, change delivery before dispatch).
 */
export default function SupermarketOrderDel() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const pollMs = useOrderNews(id)
  const { order, state, reload, setOrder } = useOrder(id, { pollMs })
  return (
    <View className="sm-order">
      <NavBar title={w('orderDetail')} />
      <StateView state={state} rows={4} errorText={w('orderFailed')} onRetry={() => void reload()}>
        {order && <Body order={order} onChanged={setOrder} />}
      </StateView>
    </View>
  )
}

/**
 * Until it arrives, a slot order says when it comes: the status alone read as if it were on its way now.
 * Prepared goods are not a meal: `ready` says 備妥, not the takeaway's 出餐.
 */
/** The progress bar's steps (order-status's PROGRESS_STEPS, in the reader's words). */
const STEPS = ['step.0', 'step.1', 'step.2', 'step.3', 'step.4'] as const

function smHint(o: OrderDetail): string | null {
  const w = marketWords.word
  if (!o.slot) return o.status === 'ready' ? w('hint.readyNoSlot') : null
  const when = `${o.slot.date.slice(5)} ${o.slot.slot}`
  if (o.status === 'paid') return w('hint.paid', { when })
  if (o.status === 'accepted') return w('hint.accepted', { when })
  if (o.status === 'ready') return w('hint.ready', { when })
  if (o.status === 'delivering') return w('hint.delivering', { when })
  return null
}

function Body({ order: o, onChanged }: { order: OrderDetail; onChanged: (o: OrderDetail) => void }) {
  const w = marketWords.useWords()
  const view = orderStatusView(o.status, o.fulfilment)
  const unpaid = o.status === 'unpaid'
  const now = useNowTicker(unpaid)
  const left = payCountdown(o.payDeadline, now)
  const changeable = canChangeDelivery(o)
  const step = progressStep(o.status)
  const latest = o.timeline[o.timeline.length - 1]
  return (
    <>
      <View className="sm-order__card">
        <Text className="sm-order__title" style={{ color: view.color }}>
          {o.statusText || view.text}
        </Text>
        <Text className="sm-order__muted">
          {unpaid && o.payDeadline
            ? left.expired
              ? w('payExpired')
              : w('payLeft', { time: left.text })
            : (smHint(o) ?? view.hint)}
        </Text>
        <OrderActions order={o} onChanged={onChanged} size="large" />
        {step >= 0 && (
          <View className="sm-order__steps" role="group" aria-label={w('progress')}>
            {STEPS.map((s, i) => (
              <View key={s} className={`sm-order__step ${i <= step ? 'sm-order__step--done' : ''}`}>
                <View className="sm-order__dot" />
                <Text className="sm-order__step-text">{w(s)}</Text>
              </View>
            ))}
          </View>
        )}
        {/* the newest step in the shop's or rider's words (商家已接單, 騎手已接單，正前往商家), and when */}
        <View
          className="sm-order__row"
          data-testid="order-latest"
          onClick={() => go(smPage('orderDel2', { id: o.id }))}
        >
          <Text className="sm-order__label">{w('tracking')}</Text>
          {latest && (
            <View className="sm-order__latest lotus-chevron">
              <Text className="sm-order__em">{latest.title}</Text>
              <Text className="sm-order__muted">{formatDate(latest.at, 7)}</Text>
            </View>
          )}
        </View>
      </View>

      <View className="sm-order__card">
        <View className="sm-order__title">
          <Text>{w('deliveryInfo')}</Text>
          {changeable && (
            <View
              className="sm-order__link"
              role="button"
              onClick={() => go(smPage('updateOrder', { id: o.id }))}
            >
              {w('changeDelivery')}
            </View>
          )}
        </View>
        {o.slot && <Row label={w('deliverySlot')} value={`${o.slot.date} ${o.slot.slot}`} />}
        {o.rider && !o.riderMap && <Row label={w('rider')} value={`${o.rider.name} ${o.rider.phone}`} />}
        <AddressCard address={o.address} />
        {o.riderMap && <RiderMap map={o.riderMap} rider={o.rider} />}
      </View>

      <LinesCard order={o} />
      <NumbersCard order={o} />
    </>
  )
}
