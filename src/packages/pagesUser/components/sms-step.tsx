import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { inputValue } from '@/components/account-flow/input-value'
import { useCaptcha } from '@/components/captcha'
import { useSmsCountdown } from '@/hooks/use-sms-countdown'
import { isSmsCode } from '@/utils/smscode'
import type { CaptchaProof } from '@lotus/contract/captcha'
import '@/styles/account.scss'
import { pagesUserWords } from '../words'

/** A code field with its send button: `send` asks for a code, `onNext` gets the 6 digits. */
export function SmsStep(props: {
  tip: string
  /** sends the code with the captcha proof (issue 15: no SMS without one) */
  send: (proof: CaptchaProof) => Promise<unknown>
  onNext: (code: string) => void
  nextText?: string
  canSend?: boolean
}) {
  const w = pagesUserWords.useWords()
  const [code, setCode] = useState('')
  const sms = useSmsCountdown()
  const captcha = useCaptcha()
  const canSend = props.canSend ?? true

  const send = async () => {
    if (sms.counting || !canSend) return
    try {
      const proof = await captcha.prove()
      if (!proof) return
      await props.send(proof)
      sms.start()
    } catch {
      // toasted
    }
  }

  return (
    <View className="acct__section">
      <Text className="acct__text">{props.tip}</Text>
      <View className="acct__field">
        <Input
          className="acct__input"
          type="number"
          maxlength={6}
          value={code}
          placeholder={w('codeHint')}
          onInput={(e) => setCode(inputValue(e))}
        />
        <View
          role="button"
          className={`acct__extra ${sms.counting || !canSend ? '' : 'sms-step__send'}`}
          onClick={() => void send()}
        >
          {sms.label}
        </View>
      </View>
      {captcha.view}
      <View
        role="button"
        className={`acct__btn ${isSmsCode(code) ? '' : 'acct__btn--off'}`}
        aria-disabled={!isSmsCode(code)}
        onClick={() => isSmsCode(code) && props.onNext(code)}
      >
        {props.nextText ?? w('next')}
      </View>
    </View>
  )
}
