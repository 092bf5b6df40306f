import Taro, { useDidShow } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { AddressCard } from '@/components/address-card'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { BottomSheet } from '@/components/bottom-sheet'
import { StateView } from '@/components/state-view'
import type { Coupon } from '@/services/cart'
import { isApiError } from '@/services/errors'
import { go, PAGES, replace, withQuery } from '@/services/nav'
import { refreshAddresses, useAddressList } from '@/queries/addresses'
import { useAddress } from '@/stores/address'
import { pickCheckoutAddress } from '@/stores/address-reducer'
import { useCheckout } from '@/stores/order'
import { type Choice, TABLEWARE_OPTIONS, tablewareLabel } from '@/stores/order-reducer'
import { freeDeliveryVoucherText } from '@lotus/contract/member'
import { currentLocale } from '@/i18n'
import { formatMop } from '@lotus/contract/money'
import { bookedTimeText, deliverySlots } from '@lotus/contract/delivery-slots'
import { couponVerticalText } from '@lotus/contract/coupon-scope'
import { formatDate, nowSeconds } from '@/utils/time'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useCheckoutQuote, useSubmitCheckout } from '@/queries/checkout'
import { useMerchant } from '@/queries/merchant'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { useWords } from '../../words'

type SheetKind = 'coupon' | 'redEnvelope' | 'freeDelivery' | 'tableware' | 'time' | null

const SHEET_TITLES = {
  coupon: 'sub.sheetCoupon',
  redEnvelope: 'sub.sheetRedEnvelope',
  freeDelivery: 'sub.sheetFreeDelivery'
} as const

/** Submit order (?mchId): address, time, items, every fee line, coupons, tableware, remark, total. */
export default function SubOrder() {
  const mchId = Number(usePageParams().mchId ?? 0)
  const remark = useCheckout((s) => s.remark)
  const tableware = useCheckout((s) => s.tableware)
  const coupon = useCheckout((s) => s.coupon)
  const redEnvelope = useCheckout((s) => s.redEnvelope)
  const freeDelivery = useCheckout((s) => s.freeDelivery)
  const addressId = useCheckout((s) => s.addressId)
  const { submit: submitCheckout, submitting } = useSubmitCheckout(mchId)
  const deliveryTime = useCheckout((s) => s.deliveryTime)
  const checkout = useCheckout.getState()
  const { list: addresses, state: addressState } = useAddressList()
  const merchant = useMerchant(mchId).data
  const [sheet, setSheet] = useState<SheetKind>(null)
  const w = useWords()

  useEffect(() => {
    useCheckout.getState().start(mchId)
    void refreshAddresses()
  }, [mchId])

  // back from the address list in select mode (or the form): take the picked / new address
  useDidShow(() => {
    const picked = useAddress.getState().picked
    if (picked) {
      useCheckout.getState().setAddressId(picked)
      useAddress.getState().pick(null)
    }
    void refreshAddresses()
  })

  const address = pickCheckoutAddress(addresses, addressId)
  useEffect(() => {
    if (address && address.id !== addressId) useCheckout.getState().setAddressId(address.id)
  }, [address, addressId])

  const addressesKnown = addressState !== 'loading'
  const { calc, state, reload } = useCheckoutQuote(
    mchId,
    address,
    coupon,
    redEnvelope,
    addressesKnown,
    freeDelivery
  )
  const items = calc?.cartInfo.flatMap((b) => b.items) ?? []
  const r = calc?.result

  const submit = async () => {
    if (!address) return void Taro.showToast({ title: w('sub.chooseAddress'), icon: 'none' })
    if (!r?.canSubmit) return
    try {
      const res = await submitCheckout({
        couponId: calc?.couponId ?? null,
        redEnvelopeId: calc?.redEnvelopeId ?? null,
        freeDeliveryId: calc?.freeDeliveryId ?? null
      })
      if (res) replace(withQuery(ORDER_PAGES.pay, { orderId: res.orderId }))
    } catch (e) {
      void Taro.showToast({
        title: isApiError(e) ? e.message : w('sub.failed'),
        icon: 'none',
        duration: 2500
      })
      // prices, stock or coupons may have moved: show the current state
      if (isApiError(e) && e.code !== 'NETWORK') reload()
    }
  }

  const eta = merchant ? formatDate(nowSeconds() + merchant.deliveryMinutes * 60, 8) : ''
  // 預約送達: half-hourly times inside the shop's hours, from the earliest it can deliver (asked when opened)
  const slots =
    sheet === 'time' && merchant
      ? deliverySlots(merchant, nowSeconds() * 1000, merchant.deliveryMinutes, currentLocale())
      : []
  const timeText =
    deliveryTime === null
      ? eta
        ? w('sub.asapEta', { time: eta })
        : w('sub.asap')
      : bookedTimeText(deliveryTime, nowSeconds() * 1000, currentLocale())
  const chooseAddress = () =>
    address
      ? go(withQuery(ORDER_PAGES.shippingAddress, { select: 1, selected: address.id }))
      : go(ORDER_PAGES.addressEdit)

  return (
    <View className="sub-order">
      <NavBar title={w('sub.title')} />
      <View className="sub-order__card sub-order__address">
        <View onClick={chooseAddress}>
          {address ? (
            <AddressCard
              address={address}
              right={<Icon className="sub-order__arrow" d={iconChevronRight} />}
            />
          ) : (
            <View className="sub-order__add-address">
              <Text>{addressesKnown ? w('addAddress') : w('sub.addressLoading')}</Text>
              <Icon className="sub-order__arrow" d={iconChevronRight} />
            </View>
          )}
        </View>
        <View className="sub-order__row sub-order__time" role="button" onClick={() => setSheet('time')}>
          <Text>{w('deliveryTime')}</Text>
          <Text className="sub-order__em lotus-chevron">{timeText}</Text>
        </View>
      </View>

      <StateView
        state={state}
        rows={3}
        emptyText={w('sub.empty')}
        errorText={w('sub.quoteFailed')}
        onRetry={reload}
      >
        {calc && r && (
          <>
            <View className="sub-order__card">
              <View className="sub-order__mch">{merchant?.name ?? w('sub.mch')}</View>
              {items.map((it) => (
                <View
                  key={it.cartId}
                  className={`sub-order__item ${it.invalid ? 'sub-order__item--invalid' : ''}`}
                >
                  <Image className="sub-order__img" src={assetUrl(it.image, 100)} mode="aspectFill" />
                  <View className="sub-order__info">
                    <Text className="sub-order__name">{it.name}</Text>
                    {it.props.length > 0 && (
                      <Text className="sub-order__props">
                        {it.props.map((p) => p.values.map((v) => v.value).join('/')).join(w('listSep'))}
                      </Text>
                    )}
                    {it.invalid && <Text className="sub-order__invalid">{it.invalid}</Text>}
                  </View>
                  <Text className="sub-order__qty">x{it.itemCount}</Text>
                  <Text className="sub-order__amount">{formatMop(it.amount)}</Text>
                </View>
              ))}
              <View className="sub-order__fees">
                {r.feeLines.map((f) => (
                  <View key={f.label} className="sub-order__fee" data-testid="fee-line">
                    <Text>{f.label}</Text>
                    <Text className={f.amount < 0 ? 'sub-order__minus' : ''}>{formatMop(f.amount)}</Text>
                  </View>
                ))}
                {r.memberSaving !== undefined && r.memberSaving > 0 && (
                  <View className="sub-order__fee" role="link" onClick={() => go(PAGES.grade)}>
                    <Text className="sub-order__minus">
                      {w('memberSaving', { amount: formatMop(r.memberSaving, { trimZeros: true }) })}
                    </Text>
                    <Text>{w('upgrade')}</Text>
                  </View>
                )}
              </View>
              <CouponRow
                label={w('sub.useCoupon')}
                list={calc.coupons}
                applied={calc.couponId ?? null}
                amount={r.couponAmount}
                onOpen={() => setSheet('coupon')}
              />
              {/* a god member's vouchers: only the delivery fee (the 配送費 line above shows it) */}
              {((calc.freeDeliveryVouchers?.length ?? 0) > 0 || calc.freeDeliveryId) && (
                <CouponRow
                  label={w('sub.useFreeDelivery')}
                  list={calc.freeDeliveryVouchers ?? []}
                  applied={calc.freeDeliveryId ?? null}
                  amount={0}
                  appliedText={r.deliveryFee === 0 ? w('sub.freeApplied') : w('sub.applied')}
                  onOpen={() => setSheet('freeDelivery')}
                />
              )}
              <CouponRow
                label={w('sub.useRedEnvelope')}
                list={calc.redEnvelopes}
                applied={calc.redEnvelopeId ?? null}
                amount={r.redEnvelopeAmount}
                onOpen={() => setSheet('redEnvelope')}
              />
              <View className="sub-order__total">
                <Text>{w('sub.subtotal')} </Text>
                <Text className="sub-order__total-num">{formatMop(r.total)}</Text>
              </View>
            </View>

            <View className="sub-order__card">
              <View className="sub-order__row" onClick={() => setSheet('tableware')}>
                <Text>{w('sub.tableware')}</Text>
                <Text className="sub-order__value lotus-chevron">{tablewareLabel(tableware)}</Text>
              </View>
              <View className="sub-order__row" onClick={() => go(ORDER_PAGES.remarkText)}>
                <Text>{w('remark')}</Text>
                <Text className="sub-order__value sub-order__remark lotus-chevron">
                  {remark || w('sub.remarkHint')}
                </Text>
              </View>
            </View>
            {calc.warnMsg && <View className="sub-order__warn">{calc.warnMsg}</View>}
          </>
        )}
      </StateView>

      <View className="sub-order__bar">
        <View className="sub-order__bar-sum">
          <Text>{w('total')} </Text>
          <Text className="sub-order__bar-total">{r ? formatMop(r.total) : '--'}</Text>
          {r && r.total < r.goodsAmount + r.packFee + r.deliveryFee && (
            <Text className="sub-order__saved">
              {w('sub.saved', { amount: formatMop(r.goodsAmount + r.packFee + r.deliveryFee - r.total) })}
            </Text>
          )}
        </View>
        <View
          className={`sub-order__submit ${r?.canSubmit && !submitting ? '' : 'sub-order__submit--off'}`}
          aria-disabled={!(r?.canSubmit && !submitting)}
          onClick={() => void submit()}
        >
          {r && !r.canSubmit
            ? r.gapToMin > 0
              ? w('gapToMin', { amount: formatMop(r.gapToMin) })
              : w('sub.cannotOrder')
            : submitting
              ? w('submitting')
              : w('sub.submit')}
        </View>
      </View>

      <ChoiceSheet
        open={sheet === 'coupon' || sheet === 'redEnvelope' || sheet === 'freeDelivery'}
        title={w(
          sheet === 'redEnvelope' || sheet === 'freeDelivery' ? SHEET_TITLES[sheet] : SHEET_TITLES.coupon
        )}
        list={
          (sheet === 'redEnvelope'
            ? calc?.redEnvelopes
            : sheet === 'freeDelivery'
              ? calc?.freeDeliveryVouchers
              : calc?.coupons) ?? []
        }
        applied={
          (sheet === 'redEnvelope'
            ? calc?.redEnvelopeId
            : sheet === 'freeDelivery'
              ? calc?.freeDeliveryId
              : calc?.couponId) ?? null
        }
        onClose={() => setSheet(null)}
        onChoose={(c) => {
          if (sheet === 'redEnvelope') checkout.setRedEnvelope(c)
          else if (sheet === 'freeDelivery') checkout.setFreeDelivery(c)
          else checkout.setCoupon(c)
          setSheet(null)
        }}
      />
      <BottomSheet open={sheet === 'time'} title={w('sub.chooseTime')} onClose={() => setSheet(null)}>
        <View
          className={`lotus-option ${deliveryTime === null ? 'lotus-option--on' : ''}`}
          onClick={() => {
            checkout.setDeliveryTime(null)
            setSheet(null)
          }}
        >
          <Text>{eta ? w('sub.asapOption', { time: eta }) : w('sub.asap')}</Text>
          <View className="lotus-option__check" />
        </View>
        {slots.map((t) => (
          <View
            key={t.at}
            className={`lotus-option ${t.at === deliveryTime ? 'lotus-option--on' : ''}`}
            onClick={() => {
              checkout.setDeliveryTime(t.at)
              setSheet(null)
            }}
          >
            <Text>{w('sub.booked', { time: t.label })}</Text>
            <View className="lotus-option__check" />
          </View>
        ))}
        {merchant && slots.length === 0 && <View className="sub-order__hint">{w('sub.noSlots')}</View>}
      </BottomSheet>
      <BottomSheet open={sheet === 'tableware'} title={w('sub.tableware')} onClose={() => setSheet(null)}>
        <View className="sub-order__hint">{w('sub.tablewareHint')}</View>
        {TABLEWARE_OPTIONS.map((o) => (
          <View
            key={o.value}
            className={`lotus-option ${o.value === tableware ? 'lotus-option--on' : ''}`}
            onClick={() => {
              checkout.setTableware(o.value)
              setSheet(null)
            }}
          >
            <Text>{o.label}</Text>
            <View className="lotus-option__check" />
          </View>
        ))}
      </BottomSheet>
    </View>
  )
}

function CouponRow(p: {
  label: string
  list: Coupon[]
  applied: number | null
  amount: number
  /** what an applied voucher shows instead of its amount */
  appliedText?: string
  onOpen: () => void
}) {
  const w = useWords()
  return (
    <View className="sub-order__row" onClick={p.onOpen}>
      <Text>{p.label}</Text>
      <Text className={`sub-order__value ${p.applied ? 'sub-order__minus' : ''} lotus-chevron`}>
        {p.applied
          ? (p.appliedText ?? `-${formatMop(p.amount)}`)
          : p.list.length
            ? w('sub.usable', { n: p.list.length })
            : w('sub.noneUsable')}
      </Text>
    </View>
  )
}

function ChoiceSheet(p: {
  open: boolean
  title: string
  list: Coupon[]
  applied: number | null
  onClose: () => void
  onChoose: (c: Choice) => void
}) {
  const w = useWords()
  return (
    <BottomSheet open={p.open} title={p.title} onClose={p.onClose}>
      {p.list.map((c) => (
        <View
          key={c.id}
          className={`sub-order__coupon ${c.id === p.applied ? 'lotus-option--on' : ''}`}
          onClick={() => p.onChoose({ kind: 'id', id: c.id })}
        >
          <View className="sub-order__coupon-amount">{formatMop(c.amount, { trimZeros: true })}</View>
          <View className="sub-order__coupon-info">
            <Text className="sub-order__coupon-name">{c.name}</Text>
            <Text className="sub-order__coupon-sub">
              {c.vertical ? `${couponVerticalText(c.vertical, currentLocale())} · ` : ''}
              {c.type === 'freeDelivery'
                ? freeDeliveryVoucherText(c.amount, currentLocale())
                : c.threshold
                  ? w('sub.threshold', { amount: formatMop(c.threshold, { trimZeros: true }) })
                  : w('sub.noThreshold')}{' '}
              · {w('sub.expires', { date: formatDate(c.expireAt, 3) })}
            </Text>
          </View>
          <View className="lotus-option__check" />
        </View>
      ))}
      <View
        className={`lotus-option ${p.applied === null ? 'lotus-option--on' : ''}`}
        onClick={() => p.onChoose({ kind: 'none' })}
      >
        <Text>{w('sub.notUse')}</Text>
        <View className="lotus-option__check" />
      </View>
    </BottomSheet>
  )
}
