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

/** Account deletion, step 2: the SMS code confirms it; the session ends and 7 days of grace begin. */
export default function AppUserOut() {
  const consent = (useRouter().params as Record<string, string | undefined>).consent === '1'
  const user = useSession((s) => s.user)
  const confirm = async (code: string) => {
    try {
      await requestDeletion(code, consent)
      // the server ended every session: forget this one here too
      resetIdentity()
      await showModal({
        title: '已提交註銷申請',
        content: '7 天後你的個人資料將被刪除。如改變主意，7 天內重新登入即可撤銷。',
        showCancel: false
      })
      void Taro.reLaunch({ url: PAGES.home })
    } catch {
      // toasted
    }
  }
  return (
    <View className="acct">
      <NavBar title="確認註銷" />
      <SmsStep
        tip={`驗證碼將發送至 ${user ? `+${user.areaCode} ${maskPhone(user.phone)}` : '你的手機'}，輸入後即提交註銷申請`}
        send={(proof) => sendSafetyCode('deleteAccount', proof)}
        onNext={(c) => void confirm(c)}
        nextText="確認註銷"
      />
    </View>
  )
}
