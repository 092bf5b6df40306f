import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AgreementCheck, agreementGate } from '@/components/account-agreement'
import { useCaptcha } from '@/components/captcha'
import {
  inputValue,
  leaveLogin,
  normalizePromotionCode,
  validatePromotionCode
} from '@/components/account-flow'
import { PhoneField } from '@/components/account-phone-field'
import { NavBar } from '@/components/nav-bar'
import { go, PAGES, withQuery } from '@/services/nav'
import type { AreaCode } from '@/services/types'
import { sendCode } from '@/services/user'
import { validatePhone } from '@lotus/contract/phone'
import { currentLocale } from '@/i18n'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

export default function LoginPhone() {
  const t = useWords()
  const [areaCode, setAreaCode] = useState<AreaCode>('853')
  const [phone, setPhone] = useState('')
  // the message shows once the user typed or tried to continue, not on an untouched form
  const [touched, setTouched] = useState(false)
  // ticked on the landing page already: don't make the user tick it twice
  const params = usePageParams()
  const [agreed, setAgreed] = useState(params.agreed === '1')
  // an invitation (advertising-qrcode, share) opens this page with the inviter's promotion code
  const invited = normalizePromotionCode(params.promotionCode ?? '')
  const [promoOpen, setPromoOpen] = useState(invited !== '')
  const [promo, setPromo] = useState(invited)
  const [sending, setSending] = useState(false)
  const captcha = useCaptcha()

  const phoneError = validatePhone(areaCode, phone, currentLocale())
  const promoError = validatePromotionCode(promo)

  const submit = async () => {
    setTouched(true)
    if (phoneError || promoError || sending) return
    if (!agreementGate(agreed)) return
    setSending(true)
    try {
      const proof = await captcha.prove()
      if (!proof) return
      await sendCode(areaCode, phone.trim(), 'login', proof)
      go(
        withQuery(PAGES.code, { areaCode, phone: phone.trim(), promotionCode: normalizePromotionCode(promo) })
      )
    } catch {
      // request.ts already showed the server's message (too frequent, daily limit...)
    } finally {
      setSending(false)
    }
  }

  return (
    <View className="login-phone">
      <NavBar showBack onBack={leaveLogin} />
      <View className="login-phone__body">
        <View className="login-phone__title">{t('login.phone')}</View>
        <View className="login-phone__sub">{t('loginPhone.sub')}</View>
        <PhoneField
          areaCode={areaCode}
          phone={phone}
          onAreaCode={setAreaCode}
          onPhone={(p) => {
            setPhone(p)
            if (p.length >= 8) setTouched(true)
          }}
          onBlur={() => phone !== '' && setTouched(true)}
          error={touched ? phoneError : null}
        />
        {promoOpen ? (
          <View className="login-phone__promo">
            <Input
              className="login-phone__promo-input"
              aria-label={t('loginPhone.promo')}
              placeholder={t('loginPhone.promoOptional')}
              maxlength={6}
              value={promo}
              onInput={(e) => setPromo(inputValue(e))}
            />
            <View className="login-phone__error" role="alert">
              {promo !== '' ? (promoError ?? '') : ''}
            </View>
          </View>
        ) : (
          <Text className="login-phone__promo-toggle" onClick={() => setPromoOpen(true)}>
            {t('loginPhone.hasPromo')}
          </Text>
        )}
        <View
          className={`login-phone__submit ${phoneError || sending ? 'login-phone__submit--off' : ''}`}
          aria-disabled={Boolean(phoneError) || sending}
          role="button"
          onClick={() => void submit()}
        >
          {t(sending ? 'loginPhone.sending' : 'loginPhone.getCode')}
        </View>
        {captcha.view}
        <AgreementCheck checked={agreed} onChange={setAgreed} />
      </View>
    </View>
  )
}
