import { Input, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { deviceOpenId, inputValue, leaveLogin, storedOpenId } from '@/components/account-flow'
import { useCaptcha } from '@/components/captcha'
import { PhoneField } from '@/components/account-phone-field'
import { NavBar } from '@/components/nav-bar'
import { useSmsCountdown } from '@/hooks/use-sms-countdown'
import { returnAfterLogin } from '@/services/return-page'
import type { AreaCode } from '@/services/types'
import { bindPhone, sendCode } from '@/services/user'
import { useSession } from '@/stores/session'
import { validatePhone } from '@lotus/contract/phone'
import { currentLocale } from '@/i18n'
import { isSmsCode } from '@/utils/smscode'
import { useWords } from '../../words'
import '../login-phone/index.scss'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { SKIPPED, useMutation } from '@/queries/mutation'

/** WeChat login for a WeChat account that has no Lotus phone yet: bind one with an SMS code. */
export default function BindPhone() {
  const t = useWords()
  const params = usePageParams() as Record<string, string | undefined>
  const [openid, setOpenid] = useState(params.openid || storedOpenId())
  const [areaCode, setAreaCode] = useState<AreaCode>('853')
  const [phone, setPhone] = useState('')
  const [touched, setTouched] = useState(false)
  const [code, setCode] = useState('')
  const bind = useMutation(bindPhone)
  const busy = bind.busy
  const countdown = useSmsCountdown()
  const captcha = useCaptcha()
  const loginWith = useSession((s) => s.loginWith)

  useEffect(() => {
    // the mini-program asks WeChat for it; h5 has it only from the link
    if (!openid)
      void deviceOpenId().then(
        (id) => id && setOpenid(id),
        () => undefined
      )
  }, [openid])

  const phoneError = validatePhone(areaCode, phone, currentLocale())

  const send = async () => {
    setTouched(true)
    if (phoneError || countdown.counting) return
    try {
      const proof = await captcha.prove()
      if (!proof) return
      await sendCode(areaCode, phone.trim(), 'bindPhone', proof)
      countdown.start()
    } catch {
      // request.ts showed the message
    }
  }

  const submit = async () => {
    setTouched(true)
    if (phoneError || !isSmsCode(code) || !openid || busy) return
    try {
      const r = await bind.run({ openid, areaCode, phone: phone.trim(), code })
      if (r === SKIPPED) return
      loginWith(r)
      returnAfterLogin()
    } catch {
      setCode('')
    }
  }

  const ready = !phoneError && isSmsCode(code) && openid !== ''
  return (
    <View className="login-phone bind-phone">
      <NavBar showBack onBack={leaveLogin} />
      <View className="login-phone__body">
        <View className="login-phone__title">{t('bind.title')}</View>
        <View className="login-phone__sub">{t('bind.sub')}</View>
        <PhoneField
          areaCode={areaCode}
          phone={phone}
          onAreaCode={setAreaCode}
          onPhone={setPhone}
          onBlur={() => phone !== '' && setTouched(true)}
          error={touched ? phoneError : null}
        />
        <View className="bind-phone__code-row">
          <Input
            className="bind-phone__code"
            aria-label={t('bind.code')}
            type="number"
            maxlength={6}
            placeholder={t('bind.codeHint')}
            value={code}
            onInput={(e) => setCode(inputValue(e).replace(/\D/g, '').slice(0, 6))}
          />
          <View
            className={`bind-phone__send ${countdown.counting ? 'bind-phone__send--off' : ''}`}
            role="button"
            aria-disabled={countdown.counting}
            onClick={() => void send()}
          >
            {countdown.label}
          </View>
        </View>
        {captcha.view}
        <View
          className={`login-phone__submit ${ready && !busy ? '' : 'login-phone__submit--off'}`}
          aria-disabled={!(ready && !busy)}
          role="button"
          onClick={() => void submit()}
        >
          {t('bind.submit')}
        </View>
      </View>
    </View>
  )
}
