import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderActions } from '@/components/order-actions'
import { useNowTicker } from '@/components/order-actions/use-now-ticker'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { go } from '@/services/nav'
import type { OrderDetail } from '@/services/order'
import { orderStatusView } from '@/utils/order-status'
import { payCountdown } from '@/utils/pay-deadline'
import { qrDataUrl } from '@/utils/qr-svg'
import { formatDate } from '@/utils/time'
import { LinesCard, NumbersCard, Row } from '../../components/sm-order/parts'
import { smPage } from '../../hooks/paths'
import '../../components/sm-order/index.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { marketWords } from '../../words'

/** The code in groups of four digits, as read out at the counter. */
const spaced = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * 自取訂單詳情 (?id): the pickup code as a QR code and as digits (once paid; the store redeems it once),
 * the store's address and hours, the state, lines and fees.
 */
export default function SelfOrderDel() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload, setOrder } = useOrder(id)
  return (
    <View className="sm-order">
      <NavBar title={w('selfOrder')} />
      <StateView state={state} rows={4} errorText={w('orderFailed')} onRetry={() => void reload()}>
        {order && <Body order={order} onChanged={setOrder} />}
      </StateView>
    </View>
  )
}

function Body({ order: o, onChanged }: { order: OrderDetail; onChanged: (o: OrderDetail) => void }) {
  const w = marketWords.useWords()
  const view = orderStatusView(o.status, o.fulfilment)
  const unpaid = o.status === 'unpaid'
  const now = useNowTicker(unpaid)
  const left = payCountdown(o.payDeadline, now)
  const p = o.pickup
  const used = p?.redeemedAt !== null && p?.redeemedAt !== undefined
  const live = !!p?.code && !used && !p.voided
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
              : w('payLeftPickup', { time: left.text })
            : view.hint}
        </Text>
        <OrderActions order={o} onChanged={onChanged} size="large" />
      </View>

      {p?.code && (
        <View className="sm-order__card sm-order__code" role="group" aria-label={w('pickupCode')}>
          <Text className="sm-order__title">{w('pickupCode')}</Text>
          <Image
            className={`sm-order__qr ${live ? '' : 'sm-order__void'}`}
            src={qrDataUrl(p.code)}
            aria-label={w('pickupQr', { code: p.code })}
          />
          <Text className={`sm-order__digits ${live ? '' : 'sm-order__void'}`} data-testid="pickup-code">
            {spaced(p.code)}
          </Text>
          <Text className="sm-order__muted">
            {used
              ? w('pickedUpAt', { time: formatDate(p.redeemedAt ?? 0, 1) })
              : p.voided
                ? w('codeVoid')
                : w('codeHowTo')}
          </Text>
        </View>
      )}

      {p && (
        <View className="sm-order__card">
          <View className="sm-order__title">{w('pickupStore')}</View>
          <Row label={w('store')} value={p.storeName} />
          <Row label={w('address')} value={p.address} />
          <Row label={w('openHours')} value={p.openHours} />
          {/* the store's pickup point chosen at checkout, as it was then */}
          {p.point && (
            <>
              <Row label={w('pickupPoint')} value={p.point.name} />
              <Row label={w('pickupPointAddress')} value={p.point.address} />
              <Row label={w('pickupTime')} value={p.point.hours} />
            </>
          )}
          {p.phone && (
            <View className="sm-order__row">
              <Text className="sm-order__label">{w('phone')}</Text>
              <View
                className="sm-order__link"
                role="button"
                onClick={() => void Taro.makePhoneCall({ phoneNumber: p.phone })}
              >
                {p.phone}
              </View>
            </View>
          )}
          <View
            className="sm-order__row"
            onClick={() =>
              void Taro.openLocation({
                latitude: p.lat,
                longitude: p.lng,
                name: p.storeName,
                address: p.address
              })
            }
          >
            <Text className="sm-order__label">{w('navigate')}</Text>
            <Icon className="sm-order__link" d={iconChevronRight} />
          </View>
        </View>
      )}

      <View className="sm-order__card">
        <View className="sm-order__row" onClick={() => go(smPage('orderDel2', { id: o.id }))}>
          <Text className="sm-order__label">{w('tracking')}</Text>
          <Text className="sm-order__link lotus-chevron">
            {o.timeline[o.timeline.length - 1]?.title ?? ''}
          </Text>
        </View>
      </View>
      <LinesCard order={o} />
      <NumbersCard order={o} />
    </>
  )
}
