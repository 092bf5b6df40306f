import { View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { CouponEntries, CouponTypeTabs, useCouponType } from '../../components/coupon-entries'
import { TypeTabs } from '../../components/type-tabs'
import '@/styles/account.scss'

/** Red envelopes and coupons no longer usable: used or expired. */
export default function RedEnvelopeInvalid() {
  const [type, setType] = useCouponType()
  const [status, setStatus] = useState<'used' | 'expired'>('used')
  return (
    <View className="acct">
      <NavBar title="已失效紅包卡券" />
      <CouponTypeTabs value={type} onChange={setType} />
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
