import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { requestDeletion } from '@/services/account'
import { PAGES } from '@/services/nav'
import { sendSafetyCode } from '@/services/user'
import { useSession } from '@/stores/session'
import { maskPhone } from '@lotus/contract/phone'
import { resetIdentity } from '@/stores/identity'
import { SmsStep } from '../../components/sms-step'
import '@/styles/account.scss'
import { showModal } from '@/services/dialogs'
import { pagesUserWords } from '../../words'

/** Account deletion, step 2: the SMS code confirms it; the session ends and 7 days of grace begin. */
export default function AppUserOut() {
  const w = pagesUserWords.useWords()
  const consent = (useRouter().params as Record<string, string | undefined>).consent === '1'
  const user = useSession((s) => s.user)
  const confirm = async (code: string) => {
    try {
      await requestDeletion(code, consent)
      // the server ended every session: forget this one here too
      resetIdentity()
      await showModal({
        title: w('deletion.submitted'),
        content: w('deletion.submittedText'),
        showCancel: false
      })
      void Taro.reLaunch({ url: PAGES.home })
    } catch {
      // toasted
    }
  }
  return (
    <View className="acct">
      <NavBar title={w('deletion.confirm')} />
      <SmsStep
        tip={w('deletion.codeTo', {
          phone: user ? `+${user.areaCode} ${maskPhone(user.phone)}` : w('deletion.yourPhone')
        })}
        send={(proof) => sendSafetyCode('deleteAccount', proof)}
        onNext={(c) => void confirm(c)}
        nextText={w('deletion.confirm')}
      />
    </View>
  )
}
