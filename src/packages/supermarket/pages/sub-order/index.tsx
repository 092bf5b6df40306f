import Taro, { useDidShow } from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { AddressCard } from '@/components/address-card'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { invalidate, loadStateOf } from '@/queries/cache'
import { cartKeys } from '@/queries/cart'
import {
  marketKeys,
  useChainPickupStores,
  useMarketHome,
  useMarketQuote,
  useMarketSlots
} from '@/queries/market'
import { ordersKeys } from '@/queries/orders'
import { isApiError } from '@/services/errors'
import { type MarketPlaced, submitMarketDelivery, submitMarketPickup } from '@/services/market'
import { go, PAGES, replace, withQuery } from '@/services/nav'
import { refreshAddresses, useAddressList } from '@/queries/addresses'
import { useAddress } from '@/stores/address'
import { pickCheckoutAddress } from '@/stores/address-reducer'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { formatDistance } from '@/utils/distance-format'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { formatMop } from '@lotus/contract/money'
import { pointsEarnedFor } from '@lotus/contract/points'
import { slotDates } from '@lotus/contract/slots'
import { useShallow } from 'zustand/react/shallow'
import { SlotPicker } from '../../components/sm-order/slot-picker'
import { smPage } from '../../hooks/paths'
import { usePickupChoice } from '../../hooks/pickup-store'
import { scopeText } from '../../components/coupon-words'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

type Mode = 'delivery' | 'pickup'
/** The coupon choice: undefined = the server's best, 0 = none, an id = that one. */
type CouponChoice = number | undefined

/**
 * 超市結算 (?mchId): delivery to an address in a chosen slot (full slots shown, not choosable) or self-pickup
 * at the store or another store of its chain (a list nearest first, or 地圖選店 on mch-map); the server's fee lines, usable coupons, the honey points this order earns; one idempotency key
 * per attempt; submit → the cashier, which returns to the supermarket order page.
 */
export default function SubOrder() {
  const w = marketWords.useWords()
  const mchId = Number(usePageParams().mchId ?? 0)
  const [mode, setMode] = useState<Mode>('delivery')
  const dates = useRef(slotDates(Date.now())).current
  const [date, setDate] = useState(dates[0] ?? '')
  const [slot, setSlot] = useState('')
  const [coupon, setCoupon] = useState<CouponChoice>(undefined)
  const [freeDelivery, setFreeDelivery] = useState<CouponChoice>(undefined)
  const [remark, setRemark] = useState('')
  const attempt = useCheckoutAttempt(`supermarket:${mchId}`)
  const busy = attempt.busy
  const home = useMarketHome(mchId)
  const slots = useMarketSlots(mode === 'delivery' ? mchId : 0, date)
  const { list: addresses, state: addressState } = useAddressList()
  const [addressId, setAddressId] = useState<number | null>(null)
  const address = pickCheckoutAddress(addresses, addressId)
  const point = useLocation(useShallow((st) => effectivePoint(st)))
  const pickupStores = useChainPickupStores(mode === 'pickup' ? mchId : 0, { lat: point.lat, lng: point.lng })
  const [pickupPick, setPickupPick] = useState<number | null>(null)
  const fromMap = useRef(false)
  // The chosen store while it is on the list, else the cart's own store (when it accepts pickup), else none.
  const pickupList = pickupStores.data ?? []
  const pickupStore =
    pickupList.find((x) => x.id === pickupPick) ?? pickupList.find((x) => x.id === mchId) ?? null
  // the store's active pickup points (none: its counter): the chosen one while offered, else the first
  const [pointPick, setPointPick] = useState<number | null>(null)
  const pickupPoints = pickupStore?.points ?? []
  const pickupPoint = pickupPoints.find((x) => x.id === pointPick) ?? pickupPoints[0] ?? null

  useEffect(() => {
    void refreshAddresses()
  }, [])
  // back from the address list in select mode: take the picked address
  useDidShow(() => {
    // back from mch-map: the store chosen there
    if (fromMap.current) {
      fromMap.current = false
      const chosen = usePickupChoice.getState().store
      if (chosen) setPickupPick(chosen.id)
    }
    const picked = useAddress.getState().picked
    if (picked) {
      setAddressId(picked)
      useAddress.getState().pick(null)
    }
  })

  const quote = useMarketQuote(mchId, mode, address?.id, coupon, addressState !== 'loading', freeDelivery)
  const calc = quote.calc
  const r = calc?.result
  const items = calc?.cartInfo.flatMap((b) => b.items) ?? []
  const store = home.data?.store

  const ready =
    !!r?.canSubmit &&
    !busy &&
    (mode === 'pickup' ? pickupStore !== null : address !== null && slot !== '' && date !== '')

  const submit = async () => {
    if (mode === 'delivery' && !address) return void Taro.showToast({ title: w('pickAddress'), icon: 'none' })
    if (mode === 'delivery' && !slot) return void Taro.showToast({ title: w('pickSlot'), icon: 'none' })
    if (mode === 'pickup' && !pickupStore)
      return void Taro.showToast({ title: w('pickPickup'), icon: 'none' })
    if (!r?.canSubmit || busy) return
    const couponId = calc?.couponId ?? undefined
    // what the price applied (a pickup quote never applies one)
    const freeDeliveryId = calc?.freeDeliveryId ?? undefined
    const content =
      mode === 'pickup'
        ? {
            mode,
            mchId,
            pickupStoreId: pickupStore?.id,
            pickupPointId: pickupPoint?.id,
            remark,
            couponId,
            lines: items.map((i) => [i.goodsId, i.itemCount])
          }
        : {
            mode,
            mchId,
            remark,
            couponId,
            freeDeliveryId,
            addressId: address?.id,
            date,
            slot,
            lines: items.map((i) => [i.goodsId, i.itemCount])
          }
    try {
      const placed = await attempt.submit<MarketPlaced>(content, (clientKey) =>
        mode === 'pickup'
          ? submitMarketPickup({
              clientKey,
              mchId,
              pickupStoreId: pickupStore?.id,
              pickupPointId: pickupPoint?.id,
              remark: remark || undefined,
              couponId
            })
          : submitMarketDelivery({
              clientKey,
              mchId,
              addressId: address!.id,
              date,
              slot,
              remark: remark || undefined,
              couponId,
              freeDeliveryId
            })
      )
      if (!placed) return
      void invalidate(ordersKeys.all)
      void invalidate(marketKeys.slots(mchId, date))
      // the order took the cart's lines: the store's pages ask for the (now empty) cart again
      void invalidate(cartKeys.mch(mchId))
      replace(withQuery(ORDER_PAGES.pay, { orderId: placed.orderId }))
    } catch (e) {
      void Taro.showToast({
        title: isApiError(e) ? e.message : w('submitFailed'),
        icon: 'none',
        duration: 2500
      })
      if (isApiError(e) && e.code === 'SLOT_FULL') {
        setSlot('')
        void slots.refetch()
      }
      if (isApiError(e) && e.code !== 'NETWORK') quote.reload()
    }
  }

  return (
    <View className="sm-order">
      <NavBar title={w('submitOrder')} />
      <View className="sm-order__tabs" role="tablist" aria-label={w('fulfilWay')}>
        {(['delivery', 'pickup'] as const).map((m) => (
          <View
            key={m}
            role="tab"
            aria-selected={mode === m}
            className={`sm-order__tab ${mode === m ? 'sm-order__tab--on' : ''}`}
            onClick={() => setMode(m)}
          >
            {w(`mode.${m}`)}
          </View>
        ))}
      </View>

      {mode === 'delivery' ? (
        <>
          <View
            className="sm-order__card"
            onClick={() =>
              address
                ? go(withQuery(ORDER_PAGES.shippingAddress, { select: 1, selected: address.id }))
                : go(ORDER_PAGES.addressEdit)
            }
          >
            {address ? (
              <AddressCard
                address={address}
                right={<Icon className="sm-order__muted" d={iconChevronRight} />}
              />
            ) : (
              <View className="sm-order__row">
                <Text>{addressState === 'loading' ? w('addressLoading') : w('addAddress')}</Text>
                <Icon className="sm-order__muted" d={iconChevronRight} />
              </View>
            )}
          </View>
          <View className="sm-order__card">
            <View className="sm-order__title">{w('deliverySlot')}</View>
            <SlotPicker
              dates={dates}
              date={date}
              onDate={(d) => {
                setDate(d)
                setSlot('')
              }}
              slots={slots}
              slot={slot}
              onSlot={setSlot}
            />
          </View>
        </>
      ) : (
        <View className="sm-order__card">
          <View className="sm-order__row">
            <View className="sm-order__title">{w('pickupStore')}</View>
            {pickupList.length > 1 && (
              <View
                role="link"
                className="sm-order__link lotus-chevron"
                onClick={() => {
                  fromMap.current = true
                  go(smPage('mchMap', { mchId }))
                }}
              >
                {w('mapPick')}
              </View>
            )}
          </View>
          <StateView
            state={loadStateOf(pickupStores, (d) => d.length === 0)}
            rows={1}
            emptyText={w('noPickupHere')}
            onRetry={() => void pickupStores.refetch()}
          >
            <View role="radiogroup" aria-label={w('pickupStore')}>
              {pickupList.map((st) => (
                <View
                  key={st.id}
                  role="radio"
                  aria-checked={st.id === pickupStore?.id}
                  aria-label={st.name}
                  className={`sm-order__store ${st.id === pickupStore?.id ? 'sm-order__store--on' : ''}`}
                  onClick={() => setPickupPick(st.id)}
                >
                  <View className="sm-order__row">
                    <Text className="sm-order__value" style={{ textAlign: 'left' }}>
                      {st.name}
                    </Text>
                    <Text className="sm-order__muted">{formatDistance(st.distanceM)}</Text>
                  </View>
                  <View className="sm-order__muted">{st.address}</View>
                  <View className="sm-order__muted">{w('hours', { hours: st.openHours })}</View>
                </View>
              ))}
            </View>
            {pickupPoints.length > 0 && (
              <>
                <View className="sm-order__title">{w('pickupPoint')}</View>
                <View role="radiogroup" aria-label={w('pickupPoint')}>
                  {pickupPoints.map((pt) => (
                    <View
                      key={pt.id}
                      role="radio"
                      aria-checked={pt.id === pickupPoint?.id}
                      aria-label={pt.name}
                      className={`sm-order__store ${pt.id === pickupPoint?.id ? 'sm-order__store--on' : ''}`}
                      onClick={() => setPointPick(pt.id)}
                    >
                      <Text className="sm-order__value" style={{ textAlign: 'left' }}>
                        {pt.name}
                      </Text>
                      <View className="sm-order__muted">{pt.address}</View>
                      <View className="sm-order__muted">{w('pickupHours', { hours: pt.hours })}</View>
                    </View>
                  ))}
                </View>
              </>
            )}
            <View className="sm-order__muted">{w('pickupNote')}</View>
          </StateView>
        </View>
      )}

      <StateView
        state={quote.state}
        rows={3}
        emptyText={w('cartEmpty')}
        errorText={w('priceFailed')}
        onRetry={quote.reload}
      >
        {calc && r && (
          <>
            <View className="sm-order__card">
              <View className="sm-order__title">{store?.name ?? w('market')}</View>
              {items.map((it) => (
                <View key={it.cartId} className="sm-order__item">
                  <Image
                    className="sm-order__img"
                    src={assetUrl(it.image, 100)}
                    mode="aspectFill"
                    aria-label={it.name}
                  />
                  <View className="sm-order__name">
                    <Text>{it.name}</Text>
                    {it.invalid && <Text className="sm-order__minus"> {it.invalid}</Text>}
                  </View>
                  <Text className="sm-order__muted">x{it.itemCount}</Text>
                  <Text>{formatMop(it.amount)}</Text>
                </View>
              ))}
              {r.feeLines.map((f) => (
                <View key={f.label} className="sm-order__row" data-testid="fee-line">
                  <Text className="sm-order__label">{f.label}</Text>
                  <Text className={f.amount < 0 ? 'sm-order__minus' : ''}>{formatMop(f.amount)}</Text>
                </View>
              ))}
              {r.memberSaving !== undefined && r.memberSaving > 0 && (
                <View className="sm-order__row" role="link" onClick={() => go(PAGES.grade)}>
                  <Text className="sm-order__minus">
                    {w('memberSaving', { amount: formatMop(r.memberSaving, { trimZeros: true }) })}
                  </Text>
                  <Text className="sm-order__muted">{w('join')}</Text>
                </View>
              )}
              <View className="sm-order__title" style={{ marginTop: '16px' }}>
                {w('coupons')}
              </View>
              <View className="sm-order__chips" role="radiogroup" aria-label={w('coupons')}>
                {calc.coupons.map((c) => (
                  <View
                    key={c.id}
                    role="radio"
                    aria-checked={calc.couponId === c.id}
                    className={`sm-order__chip ${calc.couponId === c.id ? 'sm-order__chip--on' : ''}`}
                    onClick={() => setCoupon(c.id)}
                  >
                    <Text>{c.name}</Text>
                    <Text className="sm-order__muted">
                      {w('couponMinus', { amount: formatMop(c.amount, { trimZeros: true }) })}
                    </Text>
                    {c.vertical && (
                      <Text className="sm-order__muted">
                        {w('onlyFor', { name: w(`vertical.${c.vertical}`) })}
                      </Text>
                    )}
                    {c.scope && <Text className="sm-order__muted">{scopeText(c.scope)}</Text>}
                  </View>
                ))}
                <View
                  role="radio"
                  aria-checked={calc.couponId === null}
                  className={`sm-order__chip ${calc.couponId === null ? 'sm-order__chip--on' : ''}`}
                  onClick={() => setCoupon(0)}
                >
                  {calc.coupons.length ? w('noUse') : w('noneUsable')}
                </View>
              </View>
              {((calc.freeDeliveryVouchers?.length ?? 0) > 0 || calc.freeDeliveryId) && (
                <>
                  <View className="sm-order__title" style={{ marginTop: '16px' }}>
                    {w('freeDeliveryVouchers')}
                  </View>
                  <View className="sm-order__chips" role="radiogroup" aria-label={w('freeDeliveryVouchers')}>
                    {(calc.freeDeliveryVouchers ?? []).map((c) => (
                      <View
                        key={c.id}
                        role="radio"
                        aria-checked={calc.freeDeliveryId === c.id}
                        className={`sm-order__chip ${calc.freeDeliveryId === c.id ? 'sm-order__chip--on' : ''}`}
                        onClick={() => setFreeDelivery(c.id)}
                      >
                        <Text>{c.name}</Text>
                        <Text className="sm-order__muted">
                          {w('freeDeliveryUpTo', { amount: formatMop(c.amount, { trimZeros: true }) })}
                        </Text>
                      </View>
                    ))}
                    <View
                      role="radio"
                      aria-checked={!calc.freeDeliveryId}
                      className={`sm-order__chip ${!calc.freeDeliveryId ? 'sm-order__chip--on' : ''}`}
                      onClick={() => setFreeDelivery(0)}
                    >
                      {w('noUse')}
                    </View>
                  </View>
                </>
              )}
              <View className="sm-order__total">
                <Text>{w('subtotal')} </Text>
                <Text className="sm-order__total-num">{formatMop(r.total)}</Text>
              </View>
              <View className="sm-order__points" data-testid="points-earned">
                {w('pointsEarned', { n: pointsEarnedFor(r.total) })}
              </View>
            </View>
            <View className="sm-order__card">
              <View className="sm-order__row">
                <Text className="sm-order__label">{w('remark')}</Text>
                <Input
                  className="sm-order__input"
                  style={{ textAlign: 'right' }}
                  value={remark}
                  maxlength={100}
                  placeholder={w('remarkHint')}
                  onInput={(e) => setRemark(String(e.detail.value).slice(0, 100))}
                />
              </View>
            </View>
            {calc.warnMsg && <View className="sm-order__error">{calc.warnMsg}</View>}
          </>
        )}
      </StateView>

      <View className="sm-order__bar">
        <View>
          <Text>{w('total')} </Text>
          <Text className="sm-order__total-num">{r ? formatMop(r.total) : '--'}</Text>
        </View>
        <View
          role="button"
          aria-disabled={!ready}
          className={`sm-order__submit ${ready ? '' : 'sm-order__submit--off'}`}
          onClick={() => void submit()}
        >
          {busy
            ? w('submitting')
            : r && !r.canSubmit && r.gapToMin > 0
              ? w('gapToMin', { amount: formatMop(r.gapToMin) })
              : w('submitOrder')}
        </View>
      </View>
    </View>
  )
}
