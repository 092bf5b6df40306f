import { Button, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AgreementCheck, agreementGate } from '@/components/account-agreement'
import { leaveLogin, weChatPhoneLogin } from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { go, PAGES, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import './index.scss'

interface PhoneNumberEvent {
  detail: { code?: string; errMsg?: string }
}

/** Landing login page: phone + SMS on every platform, WeChat phone login on the mini-program only. */
export default function Login() {
  const [agreed, setAgreed] = useState(false)
  const loginWith = useSession((s) => s.loginWith)

  const phoneLogin = () => {
    if (agreementGate(agreed)) go(withQuery(PAGES.loginPhone, { agreed: 1 }))
  }

  const onWeChatPhone = (e: PhoneNumberEvent) => {
    // no code: the user declined to share the number
    if (e.detail.code) void weChatPhoneLogin(e.detail.code, loginWith).catch(() => undefined)
  }

  return (
    <View className="login">
      <NavBar showBack onBack={leaveLogin} transparent />
      <View className="login__brand">
        <View className="login__logo">L</View>
        <Text className="login__name">Lotus</Text>
        <Text className="login__slogan">澳門本地生活</Text>
      </View>
      <View className="login__actions">
        {process.env.TARO_ENV === 'weapp' &&
          (agreed ? (
            <Button
              className="login__btn login__btn--wechat"
              openType="getPhoneNumber"
              onGetPhoneNumber={(e) => onWeChatPhone(e as unknown as PhoneNumberEvent)}
            >
              微信手機號一鍵登錄
            </Button>
          ) : (
            // before the agreement is ticked the button must not open WeChat's phone dialog
            <View className="login__btn login__btn--wechat" onClick={() => agreementGate(false)}>
              微信手機號一鍵登錄
            </View>
          ))}
        <View className="login__btn login__btn--primary" role="button" onClick={phoneLogin}>
          手機號碼登錄
        </View>
        <AgreementCheck checked={agreed} onChange={setAgreed} />
      </View>
    </View>
  )
}
