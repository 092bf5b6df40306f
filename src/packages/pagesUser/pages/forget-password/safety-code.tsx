import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useCaptcha } from '@/components/captcha'
import { useSmsCountdown } from '@/hooks/use-sms-countdown'
import { sendSafetyCode } from '@/services/user'
import { useSession } from '@/stores/session'
import { maskPhone } from '@lotus/contract/phone'
import { isSmsCode } from '@/utils/smscode'
import '../set-password/index.scss'
import { pagesUserWords } from '../../words'

/** Verify the account's phone with an SMS safety code (type payPassword) before changing the password. */
export function SafetyCodeStep({ onNext, tip }: { onNext: (code: string) => void; tip?: string }) {
  const w = pagesUserWords.useWords()
  const user = useSession((s) => s.user)
  const [code, setCode] = useState('')
  const sms = useSmsCountdown()
  const captcha = useCaptcha()

  const send = async () => {
    if (sms.counting) return
    try {
      const proof = await captcha.prove()
      if (!proof) return
      await sendSafetyCode('payPassword', proof)
      sms.start()
    } catch {
      // toasted
    }
  }

  return (
    <View className="safety-code">
      <Text className="safety-code__tip">
        {tip ?? w('phone.verify')}
        {user ? ` +${user.areaCode} ${maskPhone(user.phone)}` : ''}
      </Text>
      <View className="safety-code__row">
        <Input
          className="safety-code__input"
          type="number"
          maxlength={6}
          value={code}
          placeholder={w('codeHint')}
          onInput={(e) => setCode(String(e.detail?.value ?? ''))}
        />
        <Text
          className={`safety-code__send ${sms.counting ? 'safety-code__send--off' : ''}`}
          aria-disabled={sms.counting}
          onClick={() => void send()}
        >
          {sms.label}
        </Text>
      </View>
      {captcha.view}
      <View
        className={`safety-code__next ${isSmsCode(code) ? '' : 'safety-code__next--off'}`}
        aria-disabled={!isSmsCode(code)}
        onClick={() => isSmsCode(code) && onNext(code)}
      >
        {w('next')}
      </View>
    </View>
  )
}
