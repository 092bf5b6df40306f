import { View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { CodeCells } from '@/components/account-code-cells'
import { useCaptcha } from '@/components/captcha'
import { NavBar } from '@/components/nav-bar'
import { useSmsCountdown } from '@/hooks/use-sms-countdown'
import { isApiError, requestFailed } from '@/services/errors'
import { returnAfterLogin } from '@/services/return-page'
import { registered, sendCode } from '@/services/user'
import { useSession } from '@/stores/session'
import { maskPhone, normalizeAreaCode } from '@lotus/contract/phone'
import { isSmsCode } from '@/utils/smscode'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** Step 2 of the phone login: the code was just sent by login-phone, so the countdown starts at once. */
export default function CodePage() {
  const t = useWords()
  const params = usePageParams() as Record<string, string | undefined>
  const areaCode = normalizeAreaCode(params.areaCode ?? '') ?? '853'
  const phone = params.phone ?? ''
  const promotionCode = params.promotionCode || undefined
  const loginWith = useSession((s) => s.loginWith)
  const countdown = useSmsCountdown(60, true)
  const captcha = useCaptcha()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const busy = useRef(false)

  const submit = async (digits: string) => {
    if (busy.current) return
    busy.current = true
    try {
      const result = await registered({ areaCode, phone, code: digits, promotionCode })
      loginWith(result)
      returnAfterLogin()
    } catch (e) {
      // a wrong or expired code: say so and let the user type again
      setError(isApiError(e) ? e.message : requestFailed())
      setCode('')
    } finally {
      busy.current = false
    }
  }

  const onChange = (digits: string) => {
    setCode(digits)
    if (digits !== '') setError('')
    if (isSmsCode(digits)) void submit(digits)
  }

  const resend = async () => {
    if (countdown.counting) return
    try {
      const proof = await captcha.prove()
      if (!proof) return
      await sendCode(areaCode, phone, 'login', proof)
      setError('')
      countdown.start()
    } catch {
      // toast shown by request.ts
    }
  }

  return (
    <View className="code-page">
      <NavBar />
      <View className="code-page__body">
        <View className="code-page__title">{t('code.title')}</View>
        <View className="code-page__sub">
          {t('code.sentTo', { area: areaCode, phone: maskPhone(phone) })}
        </View>
        <CodeCells value={code} onChange={onChange} />
        <View className="code-page__error" role="alert">
          {error}
        </View>
        <View
          className={`code-page__resend ${countdown.counting ? 'code-page__resend--off' : ''}`}
          role="button"
          aria-disabled={countdown.counting}
          onClick={() => void resend()}
        >
          {countdown.counting ? t('code.resendIn', { n: countdown.remaining }) : t('code.resend')}
        </View>
        {captcha.view}
      </View>
    </View>
  )
}
