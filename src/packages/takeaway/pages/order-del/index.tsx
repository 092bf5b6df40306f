import { PartialRefund } from '@/components/refund-lines'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { AddressCard } from '@/components/address-card'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { OrderActions } from '@/components/order-actions'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { StateView } from '@/components/state-view'
import { go, withQuery } from '@/services/nav'
import { MONEY_PAGES } from '@/services/money-pages'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import type { OrderDetail } from '@/services/order'
import { formatMop } from '@lotus/contract/money'
import { payMethodText } from '@lotus/contract/order-receipt'
import { currentLocale } from '@/i18n'
import { weightText } from '@lotus/contract/order'
import { tablewareLabel } from '@/stores/order-reducer'
import { bookedTimeText } from '@lotus/contract/delivery-slots'
import { orderStatusView, PROGRESS_STEPS, progressStep } from '@/utils/order-status'
import { payCountdown } from '@/utils/pay-deadline'
import { formatDate, nowSeconds } from '@/utils/time'
import { useNowTicker } from '@/components/order-actions/use-now-ticker'
import { useOrderNews } from '@/hooks/use-order-news'
import { useOrder } from './use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { RiderMap } from '@/components/rider-map'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { useWords } from '../../words'

/** Order detail (?id): status, progress, rider, items, fees, address, numbers and the allowed actions. */
export default function OrderDel() {
  const id = Number(usePageParams().id ?? 0)
  const pollMs = useOrderNews(id)
  const { order, state, reload, setOrder } = useOrder(id, { pollMs })
  const w = useWords()
  return (
    <View className="order-del">
      <NavBar title={w('order.title')} />
      <StateView
        state={state}
        rows={4}
        skeleton="order"
        errorText={w('orderLoadFailed')}
        onRetry={() => void reload()}
      >
        {order && <OrderBody order={order} onChanged={setOrder} />}
      </StateView>
    </View>
  )
}

function OrderBody({ order: o, onChanged }: { order: OrderDetail; onChanged: (o: OrderDetail) => void }) {
  const view = orderStatusView(o.status)
  const unpaid = o.status === 'unpaid'
  const now = useNowTicker(unpaid)
  const left = payCountdown(o.payDeadline, now)
  const step = progressStep(o.status)
  const latest = o.timeline[o.timeline.length - 1]
  const canEditAddress = o.status === 'unpaid' || o.status === 'paid'
  const w = useWords()

  return (
    <>
      <View className="order-del__head">
        <Text className="order-del__status" style={{ color: view.color }}>
          {o.statusText || view.text}
        </Text>
        {unpaid && o.payDeadline ? (
          <Text className="order-del__hint">
            {left.expired ? w('order.payExpired') : w('order.payLeft', { time: left.text })}
          </Text>
        ) : (
          <Text className="order-del__hint">{view.hint}</Text>
        )}
        {o.status === 'delivering' && !o.riderMap && o.estimatedArrival && (
          <Text className="order-del__eta">
            {w('order.eta', { time: formatDate(o.estimatedArrival, 8) })}
          </Text>
        )}
        <OrderActions order={o} onChanged={onChanged} size="large" />
      </View>

      <View className="order-del__card">
        {step >= 0 ? (
          <>
            <View className="order-del__steps" role="group" aria-label={w('order.progress')}>
              {PROGRESS_STEPS.map((s, i) => (
                <View key={s} className={`order-del__step ${i <= step ? 'order-del__step--done' : ''}`}>
                  <View className="order-del__dot" />
                  <Text className="order-del__step-text">{s}</Text>
                </View>
              ))}
            </View>
            {/* the newest step in the shop's or rider's words: 商家已接單（預計 15 分鐘出餐）, when */}
            {latest && (
              <View className="order-del__tl order-del__latest" data-testid="order-latest">
                <Text className="order-del__tl-title">{latest.title}</Text>
                <Text className="order-del__tl-at">{formatDate(latest.at, 7)}</Text>
              </View>
            )}
          </>
        ) : (
          <View className="order-del__timeline">
            {[...o.timeline].reverse().map((t, i) => (
              <View key={`${t.status}${t.at}${i}`} className="order-del__tl">
                <Text className="order-del__tl-title">{t.title}</Text>
                <Text className="order-del__tl-at">{formatDate(t.at, 7)}</Text>
              </View>
            ))}
          </View>
        )}
        {o.riderMap ? (
          <View className="order-del__rider-map">
            <RiderMap map={o.riderMap} rider={o.rider} />
          </View>
        ) : (
          o.rider && (
            <View className="order-del__rider">
              <Text>{w('order.rider', { name: o.rider.name })}</Text>
              <Text
                className="order-del__call"
                onClick={() => void Taro.makePhoneCall({ phoneNumber: o.rider?.phone ?? '' })}
              >
                {w('order.callRider')}
              </Text>
              {(o.status === 'delivered' || o.status === 'completed') && (
                <Text
                  className="order-del__call"
                  onClick={() => go(withQuery(MONEY_PAGES.riderReward, { orderId: o.id }))}
                >
                  {w('order.tipRider')}
                </Text>
              )}
            </View>
          )
        )}
      </View>

      <View className="order-del__card">
        <View
          className="order-del__mch"
          onClick={() => go(withQuery(ORDER_PAGES.mchInfo, { id: o.merchantId }))}
        >
          {o.merchantLogo && <Image className="order-del__logo" src={assetUrl(o.merchantLogo, 100)} />}
          <Text>{o.merchantName}</Text>
          <Icon className="order-del__arrow" d={iconChevronRight} />
        </View>
        {o.items.map((it, i) => (
          <View key={`${it.goodsId}-${i}`} className="order-del__item">
            <Image className="order-del__img" src={assetUrl(it.image, 100)} mode="aspectFill" />
            <View className="order-del__info">
              <Text className="order-del__name">{it.name}</Text>
              {it.props.length > 0 && (
                <Text className="order-del__props">
                  {it.props.map((p) => p.values.map((v) => v.value).join('/')).join(w('listSep'))}
                </Text>
              )}
              {it.weight && (
                <Text className="order-del__props order-del__weight">
                  {weightText(it.weight, currentLocale())}
                </Text>
              )}
            </View>
            <Text className="order-del__qty">x{it.itemCount}</Text>
            <Text className="order-del__amount">{formatMop(it.amount)}</Text>
          </View>
        ))}
        <View className="order-del__fees">
          {o.amounts.feeLines.map((f) => (
            <View key={f.label} className="order-del__fee" data-testid="fee-line">
              <Text>{f.label}</Text>
              <Text className={f.amount < 0 ? 'order-del__minus' : ''}>{formatMop(f.amount)}</Text>
            </View>
          ))}
          <View className="order-del__total">
            <Text>{o.paidAt ? w('order.paid') : w('order.toPay')} </Text>
            <Text className="order-del__total-num">{formatMop(o.amounts.total)}</Text>
          </View>
          <PartialRefund order={o} />
        </View>
      </View>

      <View className="order-del__card">
        <View className="order-del__title">
          <Text>{w('order.delivery')}</Text>
          {canEditAddress && (
            <Text
              className="order-del__link"
              onClick={() => go(withQuery(ORDER_PAGES.editOrder, { id: o.id }))}
            >
              {w('order.editAddress')}
            </Text>
          )}
        </View>
        {o.address && <AddressCard address={o.address} />}
        {o.deliveryTime ? (
          <Row
            label={w('deliveryTime')}
            value={bookedTimeText(o.deliveryTime, nowSeconds() * 1000, currentLocale())}
          />
        ) : null}
        {typeof o.tableware === 'number' && (
          <Row label={w('order.tableware')} value={tablewareLabel(o.tableware)} />
        )}
        {o.remark && <Row label={w('remark')} value={o.remark} />}
      </View>

      <View className="order-del__card">
        <View className="order-del__title">
          <Text>{w('order.info')}</Text>
          <Text
            className="order-del__link"
            onClick={() => go(withQuery(ORDER_PAGES.orderDel2, { id: o.id }))}
          >
            {w('order.viewReceipt')}
          </Text>
        </View>
        <View className="order-del__row">
          <Text className="order-del__label">{w('order.no')}</Text>
          <Text className="order-del__value">{o.orderNo}</Text>
          <Text
            className="order-del__copy"
            onClick={() =>
              void Taro.setClipboardData({ data: o.orderNo }).then(() =>
                Taro.showToast({ title: w('order.copied'), icon: 'none' })
              )
            }
          >
            {w('order.copy')}
          </Text>
        </View>
        <Row label={w('createdAt')} value={formatDate(o.createdAt, 1)} />
        {o.paidAt && <Row label={w('paidAt')} value={formatDate(o.paidAt, 1)} />}
        {o.payMethod && <Row label={w('payMethod')} value={payMethodText(o.payMethod, currentLocale())} />}
        {o.paidAt && (
          <View
            className="order-del__row"
            role="link"
            onClick={() => go(withQuery(ACCOUNT_PAGES.orderReceipt, { orderId: o.id }))}
          >
            <Text className="order-del__label">{w('order.receipt')}</Text>
            <Text className="order-del__link">{w('order.printReceipt')}</Text>
          </View>
        )}
      </View>
    </>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className="order-del__row">
      <Text className="order-del__label">{label}</Text>
      <Text className="order-del__value">{value}</Text>
    </View>
  )
}
