import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { inputValue } from '@/components/account-flow'
import { redeemCode } from '@/queries/account-money'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { PROMO_CODE_RE, normalizePromoCode } from '@lotus/contract/campaign'
import { pagesUserWords } from '../words'

/**
 * 兌換碼: a code of an operators' campaign gives its coupon or red envelope (once per customer). A malformed code
 * is said inline; the server's refusals (used, ended, already redeemed) come as its toast.
 */
export function RedeemCode() {
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState('')
  const w = pagesUserWords.useWords()
  const redeem = useMutation(redeemCode)
  const error = PROMO_CODE_RE.test(normalizePromoCode(code)) ? null : w('redeemCode.invalid')

  const submit = async () => {
    setTouched(true)
    if (error || redeem.busy) return
    try {
      const c = await redeem.run(normalizePromoCode(code))
      if (c === SKIPPED) return
      setCode('')
      setTouched(false)
      setDone(w('redeemCode.done', { name: c.name, kind: w(`couponNoun.${c.type}`) }))
      void Taro.showToast({ title: w('redeemOk'), icon: 'success' })
    } catch {
      // request.ts showed the server's message
    }
  }

  return (
    <View className="acct__section">
      <View className="acct__field">
        <Text className="acct__label">{w('redeemCode.label')}</Text>
        <Input
          className="acct__input"
          aria-label={w('redeemCode.label')}
          placeholder={w('redeemCode.placeholder')}
          maxlength={16}
          value={code}
          onInput={(e) => {
            setCode(inputValue(e))
            setDone('')
          }}
        />
        <View
          className={`acct__chip${error || redeem.busy ? '' : ' acct__chip--on'}`}
          role="button"
          aria-disabled={Boolean(error) || redeem.busy}
          style={{ minHeight: '44px', display: 'flex', alignItems: 'center', boxSizing: 'border-box' }}
          onClick={() => void submit()}
        >
          {w('redeem')}
        </View>
      </View>
      {touched && error && (
        <View className="acct__error" role="alert">
          {error}
        </View>
      )}
      {done && (
        <View className="acct__text" role="status">
          {done}
        </View>
      )}
    </View>
  )
}
