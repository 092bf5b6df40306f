import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { replace } from '@/services/nav'
import { PasswordSetter } from '../set-password/password-setter'
import '../set-password/index.scss'

/** New payment password after the phone was verified (?code = the SMS safety code). */
export default function ForgetSetPassword() {
  const code = useRouter().params.code ?? ''
  return (
    <View className="pw-page">
      <NavBar title="設置新支付密碼" />
      <PasswordSetter code={code} onCodeRejected={() => replace(ORDER_PAGES.forgetPassword)} />
    </View>
  )
}
