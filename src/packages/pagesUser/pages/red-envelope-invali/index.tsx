import { View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import type { CouponEntry } from '@/services/account-money'
import { usePageParams } from '@/hooks/use-page-params'
import { CouponEntries } from '../../components/coupon-entries'
import { TypeTabs } from '../../components/type-tabs'
import '@/styles/account.scss'

/** Red envelopes and coupons no longer usable: used or expired. */
export default function RedEnvelopeInvalid() {
  const p = usePageParams()
  const [type, setType] = useState<CouponEntry['type']>(
    p.type === 'coupon' || p.type === 'freeDelivery' ? p.type : 'redEnvelope'
  )
  const [status, setStatus] = useState<'used' | 'expired'>('used')
  return (
    <View className="acct">
      <NavBar title="已失效紅包卡券" />
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
      <TypeTabs
        label="狀態"
        value={status}
        options={[
          { value: 'used', text: '已使用' },
          { value: 'expired', text: '已過期' }
        ]}
        onChange={setStatus}
      />
      <View>
        <CouponEntries key={`${type}-${status}`} type={type} status={status} />
      </View>
    </View>
  )
}
