import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AgreementCheck, agreementGate } from '@/components/account-agreement'
import { leaveLogin } from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { go, PAGES, withQuery } from '@/services/nav'
import { useWords } from '../../words'
import { WeChatPhoneButton } from './wechat-phone-button'
import './index.scss'

/** Landing login page: phone + SMS on every platform, WeChat phone login on the mini-program only. */
export default function Login() {
  const t = useWords()
  const [agreed, setAgreed] = useState(false)

  const phoneLogin = () => {
    if (agreementGate(agreed)) go(withQuery(PAGES.loginPhone, { agreed: 1 }))
  }

  return (
    <View className="login">
      <NavBar showBack onBack={leaveLogin} transparent />
      <View className="login__brand">
        <View className="login__logo">L</View>
        <Text className="login__name">Lotus</Text>
        <Text className="login__slogan">{t('login.slogan')}</Text>
      </View>
      <View className="login__actions">
        <WeChatPhoneButton agreed={agreed} />
        <View className="login__btn login__btn--primary" role="button" onClick={phoneLogin}>
          {t('login.phone')}
        </View>
        <AgreementCheck checked={agreed} onChange={setAgreed} />
      </View>
    </View>
  )
}
