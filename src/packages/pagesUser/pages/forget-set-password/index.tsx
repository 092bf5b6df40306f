import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { replace } from '@/services/nav'
import { PasswordSetter } from '../set-password/password-setter'
import '../set-password/index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { pagesUserWords } from '../../words'

/** New payment password after the phone was verified (?code = the SMS safety code). */
export default function ForgetSetPassword() {
  const w = pagesUserWords.useWords()
  const code = usePageParams().code ?? ''
  return (
    <View className="pw-page">
      <NavBar title={w('pw.setNew')} />
      <PasswordSetter code={code} onCodeRejected={() => replace(ORDER_PAGES.forgetPassword)} />
    </View>
  )
}
