import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { useAddresses } from '@/queries/addresses'
import { loadStateOf } from '@/queries/cache'
import { usePointsBalance } from '@/queries/points'
import { exchange, usePickupStores, usePointsMallItem } from '@/queries/points-mall'
import { go, replace, withQuery } from '@/services/nav'
import type { PointsMallWay } from '@/services/points-mall'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { formatMop } from '@lotus/contract/money'
import { pointsMallCost, pointsMallMaxQty } from '@lotus/contract/order-points'
import { Row } from '../../components/points'
import { smPage } from '../../hooks/paths'
import { usePickupChoice } from '../../hooks/pickup-store'
import { marketWords } from '../../words'
import '../../components/points/points.scss'

/**
 * Confirm an exchange (?id): pickup at a chosen store or delivery to one of my addresses, the quantity within
 * stock, limit and balance, and the balance after. Points only: done at once; points plus cash: the cashier.
 */
export default function SubPointOrder() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const q = usePointsMallItem(id)
  const item = q.data
  const balanceQ = usePointsBalance()
  const balance = balanceQ.data?.balance ?? 0
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const stores = usePickupStores({ lat: point.lat, lng: point.lng })
  const chosenStore = usePickupChoice((s) => s.store)
  const store = chosenStore ?? stores.data?.[0] ?? null
  const addressesQ = useAddresses()
  const addresses = addressesQ.data ?? []
  const [pickedAddress, setPickedAddress] = useState<number | null>(null)
  const address =
    addresses.find((a) => a.id === pickedAddress) ??
    addresses.find((a) => a.isDefault) ??
    addresses[0] ??
    null
  const [wayChoice, setWay] = useState<PointsMallWay>('pickup')
  const way: PointsMallWay = item?.kind === 'coupon' ? 'coupon' : wayChoice
  const [qty, setQty] = useState(1)
  const attempt = useCheckoutAttempt('points-mall')
  const busy = attempt.busy

  // back from the address form: the new address appears in the list
  useDidShow(() => void addressesQ.refetch())

  const max = item ? pointsMallMaxQty(item, balance) : 0
  const n = Math.max(1, Math.min(qty, Math.max(1, max)))
  const cost = useMemo(() => (item ? pointsMallCost(item, n, balance) : null), [item, n, balance])
  const missing =
    way === 'pickup' && !store ? w('pickPickup') : way === 'delivery' && !address ? w('pickAddress') : ''
  const canSubmit = !!item && max > 0 && !missing && !busy

  const submit = async () => {
    if (!item || !canSubmit) {
      if (missing) void Taro.showToast({ title: missing, icon: 'none' })
      return
    }
    const content = {
      itemId: item.id,
      qty: n,
      way,
      ...(way === 'pickup' && store ? { storeId: store.id } : {}),
      ...(way === 'delivery' && address ? { addressId: address.id } : {})
    }
    try {
      const o = await attempt.submit(content, (clientKey) => exchange({ clientKey, ...content }))
      if (!o) return
      if (o.status === 'unpaid' && o.orderId) {
        replace(withQuery(ORDER_PAGES.pay, { orderId: o.orderId }))
      } else {
        void Taro.showToast({ title: w('exchangeOk'), icon: 'success' })
        replace(smPage('pointOrderDel', { id: o.id }))
      }
    } catch {
      // the request layer showed the message
    }
  }

  return (
    <View className="pm">
      <NavBar title={w('confirmExchange')} />
      <StateView
        state={id ? loadStateOf(q) : 'error'}
        rows={3}
        errorText={w('giftMissing')}
        onRetry={() => void q.refetch()}
      >
        {item && cost && (
          <>
            {item.kind === 'gift' && (
              <View className="pm__tabs" role="tablist">
                {(['pickup', 'delivery'] as const).map((k) => (
                  <View
                    key={k}
                    role="tab"
                    aria-selected={way === k}
                    className={`pm__tab${way === k ? ' pm__tab--on' : ''}`}
                    onClick={() => setWay(k)}
                  >
                    {w(`way.${k}`)}
                  </View>
                ))}
              </View>
            )}
            {way === 'pickup' && (
              <View className="pm__section">
                <Text className="pm__name">{w('pickupStore')}</Text>
                <View
                  className="pm__option pm__option--on"
                  role="button"
                  aria-label={w('pickPickupStore')}
                  onClick={() => go(smPage('mchMap'))}
                >
                  {store ? (
                    <>
                      <Text data-testid="pm-store">{store.name}</Text>
                      <Text className="pm__muted">{store.address}</Text>
                      <Text className="pm__muted lotus-chevron">
                        {w('storeLine', { hours: store.openHours || w('allDay') })}
                      </Text>
                    </>
                  ) : (
                    <Text className="lotus-chevron">
                      {stores.isError ? w('storesFailedPick') : w('pickPickupStore')}
                    </Text>
                  )}
                </View>
              </View>
            )}
            {way === 'delivery' && (
              <View className="pm__section">
                <Text className="pm__name">{w('deliveryAddress')}</Text>
                {addresses.map((a) => (
                  <View
                    key={a.id}
                    role="radio"
                    aria-checked={address?.id === a.id}
                    className={`pm__option${address?.id === a.id ? ' pm__option--on' : ''}`}
                    onClick={() => setPickedAddress(a.id)}
                  >
                    <Text>
                      {a.name} {a.phone}
                    </Text>
                    <Text className="pm__muted">
                      {a.address} {a.detail}
                    </Text>
                  </View>
                ))}
                <View
                  className="pm__btn pm__btn--ghost"
                  role="button"
                  onClick={() => go(ORDER_PAGES.addressEdit)}
                >
                  {w('newAddress')}
                </View>
              </View>
            )}
            {way === 'coupon' && (
              <View className="pm__section">
                <Text>{w('couponExchangeNote')}</Text>
              </View>
            )}
            <View className="pm__section">
              <Text className="pm__name">{item.name}</Text>
              <Row label={w('qty')}>
                <View className="pm__stepper">
                  <View
                    className="pm__chip"
                    role="button"
                    aria-label={w('decrease')}
                    aria-disabled={n <= 1}
                    onClick={() => setQty(Math.max(1, n - 1))}
                  >
                    −
                  </View>
                  <Text data-testid="pm-qty">{n}</Text>
                  <View
                    className="pm__chip"
                    role="button"
                    aria-label={w('increase')}
                    aria-disabled={n >= max}
                    onClick={() => setQty(Math.min(Math.max(1, max), n + 1))}
                  >
                    +
                  </View>
                </View>
              </Row>
              {item.perUser > 0 && (
                <Text className="pm__muted">{w('perUserExchange', { n: item.perUser })}</Text>
              )}
              <Row label={w('honeyNeeded')}>
                <Text className="pm__price">{cost.points}</Text>
              </Row>
              {cost.cash > 0 && (
                <Row label={w('cashExtra')}>
                  <Text className="pm__price">{formatMop(cost.cash)}</Text>
                </Row>
              )}
              <Row label={w('myHoney')}>
                <Text>{balance}</Text>
              </Row>
              <Row label={w('balanceAfter')}>
                <Text data-testid="pm-after">{max > 0 ? cost.balanceAfter : '–'}</Text>
              </Row>
              {max === 0 && (
                <Text className="pm__price">{item.stock <= 0 ? w('giftGone') : w('honeyTooLow')}</Text>
              )}
            </View>
            <View className="pm__bar">
              <Text className="pm__price">
                {cost.cash > 0
                  ? w('pointsCash', { n: cost.points, cash: formatMop(cost.cash) })
                  : w('points', { n: cost.points })}
              </Text>
              <View
                role="button"
                aria-disabled={!canSubmit}
                className={`pm__btn${canSubmit ? '' : ' pm__btn--off'}`}
                onClick={() => void submit()}
              >
                {cost.cash > 0 ? w('exchangePay') : w('confirmExchange')}
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
