import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { replace, withQuery } from '@/services/nav'
import { SafetyCodeStep } from './safety-code'
import '../set-password/index.scss'

/** Forgot the payment password: verify the phone, then set a new one (forget-set-password). */
export default function ForgetPassword() {
  return (
    <View className="pw-page">
      <NavBar title="找回支付密碼" />
      <SafetyCodeStep
        tip="我們將發送驗證碼到你的手機"
        onNext={(code) => replace(withQuery(ORDER_PAGES.forgetSetPassword, { code }))}
      />
    </View>
  )
}
