import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { replace, withQuery } from '@/services/nav'
import { SafetyCodeStep } from './safety-code'
import '../set-password/index.scss'
import { pagesUserWords } from '../../words'

/** Forgot the payment password: verify the phone, then set a new one (forget-set-password). */
export default function ForgetPassword() {
  const w = pagesUserWords.useWords()
  return (
    <View className="pw-page">
      <NavBar title={w('pw.forgot')} />
      <SafetyCodeStep
        tip={w('pw.codeToPhone')}
        onNext={(code) => replace(withQuery(ORDER_PAGES.forgetSetPassword, { code }))}
      />
    </View>
  )
}
