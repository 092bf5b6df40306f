import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { cancelExchange, receiveExchange, usePointsMallOrder } from '@/queries/points-mall'
import { go, withQuery } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { Row } from '../../components/points'
import { smPage } from '../../hooks/paths'
import '../../components/points/points.scss'
import { showModal } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { marketWords } from '../../words'

/** One exchange (?id, or ?orderId of its cash part): state, line, honey and cash, where to pick up, cancel. */
export default function PointOrderDel() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const id = Number(params.id ?? 0)
  const orderId = Number(params.orderId ?? 0)
  const q = usePointsMallOrder({ id, orderId })
  const o = q.data
  const cancelling = useMutation(cancelExchange)
  const receiving = useMutation(receiveExchange)
  const busy = cancelling.busy || receiving.busy
  useDidShow(() => void q.refetch())

  const cancel = async () => {
    if (!o || busy) return
    const ok = await showModal({
      title: w('cancelExchange'),
      content: o.cash > 0 && o.status !== 'unpaid' ? w('cancelAskPaid') : w('cancelAsk'),
      confirmText: w('confirmCancel'),
      cancelText: w('thinkAgain')
    })
    if (!ok.confirm) return
    try {
      if ((await cancelling.run(o.id)) === SKIPPED) return
      await q.refetch()
      void Taro.showToast({ title: w('cancelledToast'), icon: 'none' })
    } catch {
      // the request layer showed the server's reason
    }
  }

  const receive = async () => {
    if (!o || busy) return
    const ok = await showModal({
      title: w('confirmReceipt'),
      content: w('confirmReceiptAsk'),
      confirmText: w('confirmReceipt'),
      cancelText: w('cancel')
    })
    if (!ok.confirm) return
    try {
      if ((await receiving.run(o.id)) === SKIPPED) return
      await q.refetch()
      void Taro.showToast({ title: w('receivedToast'), icon: 'none' })
    } catch {
      // the request layer showed the server's reason
    }
  }

  return (
    <View className="pm">
      <NavBar title={w('exchangeDetail')} />
      <StateView
        state={id || orderId ? loadStateOf(q) : 'error'}
        rows={3}
        errorText={w('exchangeMissing')}
        onRetry={() => void q.refetch()}
      >
        {o && (
          <>
            <View className="pm__hero">
              <View>
                <View className="pm__hero-num" data-testid="pm-status">
                  {o.statusText}
                </View>
                {o.payDeadline !== null && (
                  <Text className="pm__hero-sub">{w('payBy', { time: formatDate(o.payDeadline, 8) })}</Text>
                )}
              </View>
            </View>
            <View className="pm__section">
              <View className="pm__row">
                <Image className="pm__chip" src={assetUrl(o.image, 200)} mode="aspectFill" aria-hidden />
                <Text className="pm__name">{o.name}</Text>
                <Text>×{o.qty}</Text>
              </View>
              <Row label={w('honeyUsed')}>
                <Text className="pm__price">{o.points}</Text>
              </Row>
              {o.cash > 0 && (
                <Row label={w('cash')}>
                  <Text className="pm__price">{formatMop(o.cash)}</Text>
                </Row>
              )}
              <Row label={w('receiveWay')}>
                <Text>{w(`way.${o.way}`)}</Text>
              </Row>
              <Row label={w('exchangedAt')}>
                <Text>{formatDate(o.createdAt, 2)}</Text>
              </Row>
            </View>
            {o.store && (
              <View className="pm__section">
                <Text className="pm__name">{w('pickupStore')}</Text>
                <Text data-testid="pm-order-store">{o.store.name}</Text>
                <Text className="pm__muted">{o.store.address}</Text>
              </View>
            )}
            {o.address && (
              <View className="pm__section">
                <Text className="pm__name">{w('deliveryAddress')}</Text>
                <Text>
                  {o.address.name} {o.address.phone}
                </Text>
                <Text className="pm__muted">{o.address.address}</Text>
              </View>
            )}
            {o.shipping && (
              <View className="pm__section" data-testid="pm-shipping">
                <Text className="pm__name">{w('shipping')}</Text>
                <Row label={w('shipStore')}>
                  <Text>{o.shipping.storeName}</Text>
                </Row>
                {o.shipping.shippedAt === null ? (
                  <Text className="pm__muted">{w('shippingLater')}</Text>
                ) : (
                  <>
                    <Row label={w('carrier')}>
                      <Text>{o.shipping.carrier ?? w('storeDelivery')}</Text>
                    </Row>
                    {o.shipping.trackingNo && (
                      <Row label={w('trackingNo')}>
                        <Text>{o.shipping.trackingNo}</Text>
                      </Row>
                    )}
                    <Row label={w('shippedAt')}>
                      <Text>{formatDate(o.shipping.shippedAt, 2)}</Text>
                    </Row>
                  </>
                )}
                {o.shipping.receivedAt !== null && (
                  <Row label={w('receivedAt')}>
                    <Text>{formatDate(o.shipping.receivedAt, 2)}</Text>
                  </Row>
                )}
                {o.shipping.autoReceiveAt !== null && (
                  <Text className="pm__muted">
                    {w('autoReceive', { time: formatDate(o.shipping.autoReceiveAt, 8) })}
                  </Text>
                )}
              </View>
            )}
            {o.coupon && (
              <View className="pm__section">
                <Text className="pm__name">{w('coupon')}</Text>
                <Text>
                  {o.coupon.threshold > 0
                    ? w('couponOff', {
                        threshold: formatMop(o.coupon.threshold),
                        amount: formatMop(o.coupon.amount)
                      })
                    : w('couponOffAny', { amount: formatMop(o.coupon.amount) })}
                </Text>
                <Text className="pm__muted">
                  {w('expiresOn', { state: o.coupon.stateText, date: formatDate(o.coupon.expiresAt, 3) })}
                </Text>
              </View>
            )}
            <View className="pm__bar">
              {o.canCancel ? (
                <View
                  className="pm__btn pm__btn--ghost"
                  role="button"
                  aria-disabled={busy}
                  onClick={() => void cancel()}
                >
                  {w('cancelExchange')}
                </View>
              ) : (
                <View />
              )}
              {o.status === 'unpaid' && o.orderId !== null && (
                <View
                  className="pm__btn"
                  role="button"
                  onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: o.orderId ?? 0 }))}
                >
                  {w('payAmount', { amount: formatMop(o.cash) })}
                </View>
              )}
              {o.pickupCode && (
                <View
                  className="pm__btn"
                  role="button"
                  onClick={() => go(smPage('pointOrderCode', { id: o.id }))}
                >
                  {w('viewPickupCode')}
                </View>
              )}
              {o.canReceive && (
                <View className="pm__btn" role="button" aria-disabled={busy} onClick={() => void receive()}>
                  {w('confirmReceipt')}
                </View>
              )}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
