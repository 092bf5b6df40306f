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
import { marketKeys, useMarketHome, useMarketSlots } from '@/queries/market'
import { ordersKeys } from '@/queries/orders'
import { type CartCalc, calcCart } from '@/services/cart'
import { isApiError } from '@/services/errors'
import { submitMarketDelivery, submitMarketPickup } from '@/services/market'
import { go, PAGES, replace, withQuery } from '@/services/nav'
import { useAddress } from '@/stores/address'
import { pickCheckoutAddress } from '@/stores/address-reducer'
import { useCart } from '@/stores/cart'
import { attemptKeys } from '@/utils/idempotency-key'
import { memberSavingOffer } from '@lotus/contract/member'
import { formatMop } from '@lotus/contract/money'
import { pointsEarnedFor } from '@lotus/contract/points'
import { slotDates } from '@lotus/contract/slots'
import '../../components/sm-order/index.scss'

type Mode = 'delivery' | 'pickup'
/** The coupon choice: undefined = the server's best, 0 = none, an id = that one. */
type CouponChoice = number | undefined

/**
 * 超市結算 (?mchId): delivery to an address in a chosen slot (full slots shown, not choosable) or self-pickup
 * at the store; the server's fee lines, usable coupons, the honey points this order earns; one idempotency key
 * per attempt; submit → the cashier, which returns to the supermarket order page.
 */
export default function SubOrder() {
  const mchId = Number(usePageParams().mchId ?? 0)
  const [mode, setMode] = useState<Mode>('delivery')
  const dates = useRef(slotDates(Date.now())).current
  const [date, setDate] = useState(dates[0] ?? '')
  const [slot, setSlot] = useState('')
  const [coupon, setCoupon] = useState<CouponChoice>(undefined)
  const [remark, setRemark] = useState('')
  const [busy, setBusy] = useState(false)
  const keys = useRef(attemptKeys()).current
  const home = useMarketHome(mchId)
  const slots = useMarketSlots(mode === 'delivery' ? mchId : 0, date)
  const addresses = useAddress((s) => s.list)
  const addressState = useAddress((s) => s.state)
  const [addressId, setAddressId] = useState<number | null>(null)
  const address = pickCheckoutAddress(addresses, addressId)

  useEffect(() => {
    void useAddress
      .getState()
      .load()
      .catch(() => undefined)
  }, [])
  // back from the address list in select mode: take the picked address
  useDidShow(() => {
    const picked = useAddress.getState().picked
    if (picked) {
      setAddressId(picked)
      useAddress.getState().pick(null)
    }
  })

  const quote = useQuote(mchId, mode, address?.id, coupon, addressState !== 'loading')
  const calc = quote.calc
  const r = calc?.result
  const items = calc?.cartInfo.flatMap((b) => b.items) ?? []
  const store = home.data?.store

  const ready =
    !!r?.canSubmit && !busy && (mode === 'pickup' || (address !== null && slot !== '' && date !== ''))

  const submit = async () => {
    if (mode === 'delivery' && !address) return void Taro.showToast({ title: '請選擇收貨地址', icon: 'none' })
    if (mode === 'delivery' && !slot) return void Taro.showToast({ title: '請選擇配送時段', icon: 'none' })
    if (!r?.canSubmit || busy) return
    const couponId = calc?.couponId ?? undefined
    const content =
      mode === 'pickup'
        ? { mode, mchId, remark, couponId, lines: items.map((i) => [i.goodsId, i.itemCount]) }
        : {
            mode,
            mchId,
            remark,
            couponId,
            addressId: address?.id,
            date,
            slot,
            lines: items.map((i) => [i.goodsId, i.itemCount])
          }
    const clientKey = keys.keyFor(content)
    setBusy(true)
    try {
      const placed =
        mode === 'pickup'
          ? await submitMarketPickup({ clientKey, mchId, remark: remark || undefined, couponId })
          : await submitMarketDelivery({
              clientKey,
              mchId,
              addressId: address!.id,
              date,
              slot,
              remark: remark || undefined,
              couponId
            })
      keys.succeeded()
      void invalidate(ordersKeys.all)
      void invalidate(marketKeys.slots(mchId, date))
      void useCart.getState().load(mchId, { lat: store?.lat ?? 0, lng: store?.lng ?? 0 })
      replace(withQuery(ORDER_PAGES.pay, { orderId: placed.orderId }))
    } catch (e) {
      keys.failed(e)
      void Taro.showToast({
        title: isApiError(e) ? e.message : '提交失敗，請重試',
        icon: 'none',
        duration: 2500
      })
      if (isApiError(e) && e.code === 'SLOT_FULL') {
        setSlot('')
        void slots.refetch()
      }
      if (isApiError(e) && e.code !== 'NETWORK') quote.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="sm-order">
      <NavBar title="提交訂單" />
      <View className="sm-order__tabs" role="tablist" aria-label="取貨方式">
        {(
          [
            ['delivery', '外送到家'],
            ['pickup', '到店自取']
          ] as const
        ).map(([m, label]) => (
          <View
            key={m}
            role="tab"
            aria-selected={mode === m}
            className={`sm-order__tab ${mode === m ? 'sm-order__tab--on' : ''}`}
            onClick={() => setMode(m)}
          >
            {label}
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
              <AddressCard address={address} right={<Text className="sm-order__muted">›</Text>} />
            ) : (
              <View className="sm-order__row">
                <Text>{addressState === 'loading' ? '地址載入中…' : '+ 新增收貨地址'}</Text>
                <Text className="sm-order__muted">›</Text>
              </View>
            )}
          </View>
          <View className="sm-order__card">
            <View className="sm-order__title">配送時段</View>
            <View className="sm-order__chips" role="tablist" aria-label="配送日期">
              {dates.map((d, i) => (
                <View
                  key={d}
                  role="tab"
                  aria-selected={d === date}
                  className={`sm-order__chip ${d === date ? 'sm-order__chip--on' : ''}`}
                  onClick={() => {
                    setDate(d)
                    setSlot('')
                  }}
                >
                  {i === 0 ? '今天' : '明天'} {d.slice(5)}
                </View>
              ))}
            </View>
            <StateView
              state={loadStateOf(slots, (d) => d.length === 0)}
              rows={1}
              emptyText="當日沒有配送時段"
              onRetry={() => void slots.refetch()}
            >
              <View
                className="sm-order__chips"
                role="radiogroup"
                aria-label="配送時段"
                style={{ marginTop: '16px' }}
              >
                {slots.data?.map((s) => (
                  <View
                    key={s.slot}
                    role="radio"
                    aria-checked={s.slot === slot}
                    aria-disabled={!s.available}
                    aria-label={`${s.slot}${s.reason ? ` ${s.reason}` : ` 尚餘${s.left}`}`}
                    className={`sm-order__chip ${s.slot === slot ? 'sm-order__chip--on' : ''} ${s.available ? '' : 'sm-order__chip--off'}`}
                    onClick={() => {
                      if (!s.available)
                        return void Taro.showToast({ title: `該時段${s.reason ?? '不可選'}`, icon: 'none' })
                      setSlot(s.slot)
                    }}
                  >
                    <Text>{s.slot}</Text>
                    <Text className="sm-order__muted">{s.reason ?? `尚餘${s.left}`}</Text>
                  </View>
                ))}
              </View>
            </StateView>
          </View>
        </>
      ) : (
        <View className="sm-order__card">
          <View className="sm-order__title">自取門店</View>
          <StateView state={loadStateOf(home)} rows={1} onRetry={() => void home.refetch()}>
            {store && (
              <>
                <Text className="sm-order__value" style={{ textAlign: 'left' }}>
                  {store.name}
                </Text>
                <View className="sm-order__muted">{store.address}</View>
                <View className="sm-order__muted">營業時間 {store.openHours}</View>
                <View className="sm-order__muted">付款後發出取貨碼，憑碼到店取貨</View>
              </>
            )}
          </StateView>
        </View>
      )}

      <StateView
        state={quote.state}
        rows={3}
        emptyText="購物車是空的"
        errorText="價格計算失敗"
        onRetry={quote.reload}
      >
        {calc && r && (
          <>
            <View className="sm-order__card">
              <View className="sm-order__title">{store?.name ?? '超市'}</View>
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
              {memberSavingOffer(r.memberSaving) && (
                <View className="sm-order__row" role="link" onClick={() => go(PAGES.grade)}>
                  <Text className="sm-order__minus">{memberSavingOffer(r.memberSaving)}</Text>
                  <Text className="sm-order__muted">去開通</Text>
                </View>
              )}
              <View className="sm-order__title" style={{ marginTop: '16px' }}>
                優惠券
              </View>
              <View className="sm-order__chips" role="radiogroup" aria-label="優惠券">
                {calc.coupons.map((c) => (
                  <View
                    key={c.id}
                    role="radio"
                    aria-checked={calc.couponId === c.id}
                    className={`sm-order__chip ${calc.couponId === c.id ? 'sm-order__chip--on' : ''}`}
                    onClick={() => setCoupon(c.id)}
                  >
                    <Text>{c.name}</Text>
                    <Text className="sm-order__muted">減{formatMop(c.amount, { trimZeros: true })}</Text>
                  </View>
                ))}
                <View
                  role="radio"
                  aria-checked={calc.couponId === null}
                  className={`sm-order__chip ${calc.couponId === null ? 'sm-order__chip--on' : ''}`}
                  onClick={() => setCoupon(0)}
                >
                  {calc.coupons.length ? '不使用' : '暫無可用'}
                </View>
              </View>
              <View className="sm-order__total">
                <Text>小計 </Text>
                <Text className="sm-order__total-num">{formatMop(r.total)}</Text>
              </View>
              <View className="sm-order__points" data-testid="points-earned">
                訂單完成後可得 {pointsEarnedFor(r.total)} 蜂蜜
              </View>
            </View>
            <View className="sm-order__card">
              <View className="sm-order__row">
                <Text className="sm-order__label">備註</Text>
                <Input
                  className="sm-order__input"
                  style={{ textAlign: 'right' }}
                  value={remark}
                  maxlength={100}
                  placeholder="選填，如：雞蛋請分開包裝"
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
          <Text>合計 </Text>
          <Text className="sm-order__total-num">{r ? formatMop(r.total) : '--'}</Text>
        </View>
        <View
          role="button"
          aria-disabled={!ready}
          className={`sm-order__submit ${ready ? '' : 'sm-order__submit--off'}`}
          onClick={() => void submit()}
        >
          {busy
            ? '提交中…'
            : r && !r.canSubmit && r.gapToMin > 0
              ? `差${formatMop(r.gapToMin)}起送`
              : '提交訂單'}
        </View>
      </View>
    </View>
  )
}

/** The server's price of this checkout (the stored cart), asked again when the mode, address or coupon changes. */
function useQuote(
  mchId: number,
  mode: Mode,
  addressId: number | undefined,
  coupon: CouponChoice,
  enabled: boolean
): { calc: CartCalc | null; state: 'loading' | 'ready' | 'empty' | 'error'; reload: () => void } {
  const [calc, setCalc] = useState<CartCalc | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'empty' | 'error'>('loading')
  const [attempt, setAttempt] = useState(0)
  const seq = useRef(0)
  const home = useMarketHome(mchId)
  const store = home.data?.store
  useEffect(() => {
    if (!enabled || !mchId || !store) return
    const my = ++seq.current
    calcCart(
      {
        mchId,
        lat: store.lat,
        lng: store.lng,
        data: null,
        couponId: coupon,
        addressId: mode === 'delivery' ? addressId : undefined,
        fulfilment: mode,
        // delivery is in a booked slot: the store need not be open right now
        scheduled: true
      },
      { silent: true }
    )
      .then((c) => {
        if (my !== seq.current) return
        setCalc(c)
        setState(c.cartInfo.some((b) => b.items.length > 0) ? 'ready' : 'empty')
      })
      .catch(() => {
        if (my === seq.current) setState('error')
      })
  }, [mchId, mode, addressId, coupon, enabled, store, attempt])
  return { calc, state, reload: () => setAttempt((a) => a + 1) }
}
