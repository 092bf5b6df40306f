import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { MONEY_PAGES } from '@/services/money-pages'
import { go, withQuery } from '@/services/nav'
import { CouponEntries, CouponTypeTabs, useCouponType } from '../../components/coupon-entries'
import { RedeemCode } from '../../components/redeem-code'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { pagesUserWords } from '../../words'

/**
 * Usable red envelopes, coupons and free-delivery vouchers (?type=coupon|freeDelivery opens that tab); each opens
 * where it can be used; a 兌換碼 of an operators' campaign adds one.
 */
export default function RedEnvelope() {
  const w = pagesUserWords.useWords()
  const [type, setType] = useCouponType()
  return (
    <View className="acct">
      <NavBar title={w('coupons.title')} />
      <RedeemCode />
      <CouponTypeTabs value={type} onChange={setType} />
      <CouponEntries key={type} type={type} status="usable" />
      <View className="acct__section">
        <View className="acct__row" role="link" onClick={() => go(MONEY_PAGES.honeyExchange)}>
          <Text>{w('coupons.more')}</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
        <View
          className="acct__row"
          role="link"
          onClick={() => go(withQuery(MONEY_PAGES.redEnvelopeInvalid, { type }))}
        >
          <Text>{w('coupons.usedExpired')}</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
      </View>
    </View>
  )
}
