import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { verifyOldPhone } from '@/services/account'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { replace, withQuery } from '@/services/nav'
import { sendSafetyCode } from '@/services/user'
import { useSession } from '@/stores/session'
import { maskPhone } from '@lotus/contract/phone'
import { SmsStep } from '../../components/sms-step'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** Change phone, step 1: a code to the current phone proves it is the owner. */
export default function ChangePhone() {
  const w = pagesUserWords.useWords()
  const user = useSession((s) => s.user)
  const next = async (code: string) => {
    try {
      const { ticket } = await verifyOldPhone(code)
      replace(withQuery(ACCOUNT_PAGES.newChangePhone, { ticket }))
    } catch {
      // toasted
    }
  }
  return (
    <View className="acct">
      <NavBar title={w('phone.change')} />
      <SmsStep
        tip={w('phone.verifyCurrent', { phone: user ? ` +${user.areaCode} ${maskPhone(user.phone)}` : '' })}
        send={(proof) => sendSafetyCode('changePhone', proof)}
        onNext={(c) => void next(c)}
      />
    </View>
  )
}
