import { View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { CouponEntries, CouponTypeTabs, useCouponType } from '../../components/coupon-entries'
import { TypeTabs } from '../../components/type-tabs'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** Red envelopes and coupons no longer usable: used or expired. */
export default function RedEnvelopeInvalid() {
  const w = pagesUserWords.useWords()
  const [type, setType] = useCouponType()
  const [status, setStatus] = useState<'used' | 'expired'>('used')
  return (
    <View className="acct">
      <NavBar title={w('coupons.invalidTitle')} />
      <CouponTypeTabs value={type} onChange={setType} />
      <TypeTabs
        label={w('coupons.state')}
        value={status}
        options={[
          { value: 'used', text: w('used') },
          { value: 'expired', text: w('expired') }
        ]}
        onChange={setStatus}
      />
      <View>
        <CouponEntries key={`${type}-${status}`} type={type} status={status} />
      </View>
    </View>
  )
}
