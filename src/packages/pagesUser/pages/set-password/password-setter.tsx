import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PayPassword } from '@/components/pay-password'
import { back } from '@/services/nav'
import { savePayPassword } from '@/queries/wallet'
import { checkNewPassword } from '@/stores/wallet-reducer'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'

/**
 * Enter a new 6-digit payment password twice and save it (with the SMS safety code when changing or
 * resetting). On a wrong second entry both entries start over.
 */
export function PasswordSetter({ code, onCodeRejected }: { code?: string; onCodeRejected?: () => void }) {
  const w = pagesUserWords.useWords()
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const [step, setStep] = useState<1 | 2>(1)
  const [error, setError] = useState('')
  const saver = useMutation((p: { password: string; code?: string }) => savePayPassword(p.password, p.code))
  const saving = saver.busy

  const save = async (again: string) => {
    const msg = checkNewPassword(first, again)
    if (msg) {
      setError(msg)
      setFirst('')
      setSecond('')
      setStep(1)
      return
    }
    try {
      if ((await saver.run({ password: first, code })) === SKIPPED) return
      void Taro.showToast({ title: w('pw.set'), icon: 'success' })
      back()
    } catch {
      // the request layer toasted the reason (wrong or expired code...)
      setFirst('')
      setSecond('')
      setStep(1)
      onCodeRejected?.()
    }
  }

  return (
    <View className="set-pw">
      <Text className="set-pw__title">{w(step === 1 ? 'pw.enter' : 'pw.again')}</Text>
      <Text className="set-pw__sub">{w('pw.sub')}</Text>
      {error && (
        <View className="set-pw__error" role="alert">
          {error}
        </View>
      )}
      <PayPassword
        key={step}
        value={step === 1 ? first : second}
        disabled={saving}
        onChange={(v) => {
          if (v) setError('')
          if (step === 1) setFirst(v)
          else setSecond(v)
        }}
        onComplete={(v) => {
          if (step === 1) {
            const msg = checkNewPassword(v, v)
            if (msg) {
              setError(msg)
              setFirst('')
              return
            }
            setStep(2)
          } else void save(v)
        }}
      />
    </View>
  )
}
