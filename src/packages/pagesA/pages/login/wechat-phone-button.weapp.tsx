import { Button, View } from '@tarojs/components'
import type { ReactElement } from 'react'
import { agreementGate } from '@/components/account-agreement'
import { weChatPhoneLogin } from '@/components/account-flow'
import { useSession } from '@/stores/session'
import { useWords } from '../../words'

interface PhoneNumberEvent {
  detail: { code?: string; errMsg?: string }
}

/** Log in with the WeChat phone (mini-program only): WeChat's phone dialog, once the agreement is ticked. */
export function WeChatPhoneButton({ agreed }: { agreed: boolean }): ReactElement | null {
  const t = useWords()
  const loginWith = useSession((s) => s.loginWith)

  const onWeChatPhone = (e: PhoneNumberEvent) => {
    // no code: the user declined to share the number
    if (e.detail.code) void weChatPhoneLogin(e.detail.code, loginWith).catch(() => undefined)
  }

  if (!agreed) {
    // before the agreement is ticked the button must not open WeChat's phone dialog
    return (
      <View className="login__btn login__btn--wechat" onClick={() => agreementGate(false)}>
        {t('login.wechat')}
      </View>
    )
  }
  return (
    <Button
      className="login__btn login__btn--wechat"
      openType="getPhoneNumber"
      onGetPhoneNumber={(e) => onWeChatPhone(e as unknown as PhoneNumberEvent)}
    >
      {t('login.wechat')}
    </Button>
  )
}
