import { Image, Text, View } from '@tarojs/components'
import { GoodsStepper } from '@/components/goods-stepper'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { RichLabel } from '@/components/cart-bar'
import { NavBar } from '@/components/nav-bar'
import { type LoadState, StateView } from '@/components/state-view'
import { go, PAGES } from '@/services/nav'
import { saveReturnPage } from '@/services/return-page'
import { useSession } from '@/stores/session'
import { itemKey, propsText } from '@/utils/cart-lines'
import { formatMop } from '@lotus/contract/money'
import { mchPage } from '../../hooks/paths'
import { useMerchant } from '../../hooks/use-merchant'
import { useTakeawayCart } from '../../hooks/use-takeaway-cart'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { feeText } from '../../components/mch-header'
import { useWords } from '../../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })
const signed = (a: number) => (a < 0 ? `-${mop(-a)}` : mop(a))

/** 購物車 of one merchant: lines with options and steppers, invalid lines greyed, the server's fee lines. */
export default function Car() {
  const mchId = Number(usePageParams().mchId ?? 0)
  const token = useSession((s) => s.token)
  const w = useWords()
  const mch = useMerchant(mchId, { withMenu: false })
  const cart = useTakeawayCart(mch.detail)
  const calc = cart.cart.calc
  const result = calc?.result
  const valid = cart.items.filter((i) => !i.invalid)
  const invalid = cart.items.filter((i) => i.invalid)
  const couponCount = (calc?.coupons.length ?? 0) + (calc?.redEnvelopes.length ?? 0)

  if (!token) {
    return (
      <View className="car">
        <NavBar title={w('car.title')} />
        <View className="car__login">
          <Text className="car__login-text">{w('car.loginText')}</Text>
          <View
            className="car__login-btn"
            onClick={() => {
              saveReturnPage()
              go(PAGES.login)
            }}
          >
            {w('car.login')}
          </View>
        </View>
      </View>
    )
  }

  let cartState: LoadState = 'ready'
  if (cart.cart.error && !calc) cartState = 'error'
  else if (!cart.cart.loaded) cartState = 'loading'
  else if (cart.items.length === 0) cartState = 'empty'
  const state = mch.state === 'ready' ? cartState : mch.state
  return (
    <View className="car">
      <NavBar title={w('car.title')} />
      <StateView
        state={state}
        rows={3}
        emptyText={w('car.empty')}
        errorText={w('car.failed')}
        onRetry={() => {
          void mch.reload()
          cart.cart.reload()
        }}
      >
        {mch.detail && calc && result && (
          <>
            <View className="car__card">
              <View className="car__mch" onClick={() => go(mchPage('mchInfo', mchId))}>
                <Text className="car__mch-name">{mch.detail.name}</Text>
                <Text className="car__link lotus-chevron">{w('car.more')}</Text>
              </View>
              {calc.actInfo.label ? (
                <View className="car__act">
                  <RichLabel label={calc.actInfo.label} />
                </View>
              ) : null}
              {valid.map((i) => (
                <View key={itemKey(i)} className="car__line">
                  <Image className="car__img" src={assetUrl(i.image, 200)} mode="aspectFill" />
                  <View className="car__text">
                    <Text className="car__name">{i.name}</Text>
                    {i.props.length > 0 && <Text className="car__props">{propsText(i.props)}</Text>}
                    <Text className="car__amount">{mop(i.amount)}</Text>
                  </View>
                  <GoodsStepper
                    label={i.name}
                    count={i.itemCount}
                    onMinus={() => cart.changeLine(itemKey(i), i.itemCount - 1)}
                    onPlus={() => cart.changeLine(itemKey(i), i.itemCount + 1)}
                  />
                </View>
              ))}
            </View>
            {invalid.length > 0 && (
              <View className="car__card car__card--invalid">
                <View className="car__invalid-head">
                  <Text>{w('car.invalid', { n: invalid.length })}</Text>
                  <Text
                    className="car__link"
                    onClick={() => invalid.forEach((i) => cart.changeLine(itemKey(i), 0))}
                  >
                    {w('car.clearInvalid')}
                  </Text>
                </View>
                {invalid.map((i) => (
                  <View key={itemKey(i)} className="car__line car__line--invalid">
                    <Image className="car__img" src={assetUrl(i.image, 200)} mode="aspectFill" />
                    <View className="car__text">
                      <Text className="car__name">{i.name}</Text>
                      {i.props.length > 0 && <Text className="car__props">{propsText(i.props)}</Text>}
                      <Text className="car__reason">{i.invalid}</Text>
                    </View>
                  </View>
                ))}
              </View>
            )}
            <View className="car__card">
              {result.feeLines.map((f) => (
                <View key={f.label} className="car__fee">
                  <Text>{f.label}</Text>
                  <Text className={f.amount < 0 ? 'car__minus' : ''}>{signed(f.amount)}</Text>
                </View>
              ))}
              {result.memberSaving !== undefined && result.memberSaving > 0 && (
                <View className="car__fee" role="link" onClick={() => go(PAGES.grade)}>
                  <Text className="car__minus">
                    {w('memberSaving', { amount: mop(result.memberSaving) })}
                  </Text>
                  <Text className="car__coupons">{w('upgrade')}</Text>
                </View>
              )}
              {couponCount > 0 && (
                <View className="car__fee">
                  <Text>{w('car.coupons')}</Text>
                  <Text className="car__coupons">{w('car.couponsUsable', { n: couponCount })}</Text>
                </View>
              )}
              <View className="car__fee car__fee--total">
                <Text>{w('total')}</Text>
                <Text className="car__total">{mop(result.total)}</Text>
              </View>
            </View>
            <View className="car__bar">
              <View className="car__bar-info">
                <Text className="car__total">{mop(result.total)}</Text>
                <Text className="car__bar-sub">{feeText(w, result.deliveryFee)}</Text>
              </View>
              <View
                className={`car__submit ${result.canSubmit ? 'car__submit--on' : ''}`}
                onClick={result.canSubmit ? cart.submit : undefined}
              >
                {result.gapToMin > 0 ? w('gapToMin', { amount: mop(result.gapToMin) }) : w('car.checkout')}
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
