import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { MONEY_PAGES } from '@/services/money-pages'
import { go, withQuery } from '@/services/nav'
import { CouponEntries, CouponTypeTabs, useCouponType } from '../../components/coupon-entries'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

/**
 * Usable red envelopes, coupons and free-delivery vouchers (?type=coupon|freeDelivery opens that tab); each opens
 * where it can be used.
 */
export default function RedEnvelope() {
  const [type, setType] = useCouponType()
  return (
    <View className="acct">
      <NavBar title="紅包卡券" />
      <CouponTypeTabs value={type} onChange={setType} />
      <CouponEntries key={type} type={type} status="usable" />
      <View className="acct__section">
        <View className="acct__row" role="link" onClick={() => go(MONEY_PAGES.honeyExchange)}>
          <Text>用蜂蜜兌換更多</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
        <View
          className="acct__row"
          role="link"
          onClick={() => go(withQuery(MONEY_PAGES.redEnvelopeInvalid, { type }))}
        >
          <Text>查看已使用 / 已過期</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
      </View>
    </View>
  )
}
