import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import type { CouponEntry } from '@/services/account-money'
import { MONEY_PAGES } from '@/services/money-pages'
import { go, withQuery } from '@/services/nav'
import { usePageParams } from '@/hooks/use-page-params'
import { CouponEntries } from '../../components/coupon-entries'
import { TypeTabs } from '../../components/type-tabs'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

/**
 * Usable red envelopes, coupons and free-delivery vouchers (?type=coupon|freeDelivery opens that tab); each opens
 * where it can be used.
 */
export default function RedEnvelope() {
  const p = usePageParams()
  const [type, setType] = useState<CouponEntry['type']>(
    p.type === 'coupon' || p.type === 'freeDelivery' ? p.type : 'redEnvelope'
  )
  return (
    <View className="acct">
      <NavBar title="紅包卡券" />
      <TypeTabs
        label="券種"
        value={type}
        options={[
          { value: 'redEnvelope', text: '紅包' },
          { value: 'coupon', text: '優惠券' },
          { value: 'freeDelivery', text: '免配送費券' }
        ]}
        onChange={setType}
      />
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
