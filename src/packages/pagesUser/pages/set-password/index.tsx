import { View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useWalletInfo } from '@/queries/wallet'
import { SafetyCodeStep } from '../forget-password/safety-code'
import { PasswordSetter } from './password-setter'
import './index.scss'
import { pagesUserWords } from '../../words'

/** Set (first time: enter twice) or change (SMS safety code first) the payment password. */
export default function SetPassword() {
  const w = pagesUserWords.useWords()
  const wallet = useWalletInfo()
  const info = wallet.data
  const [code, setCode] = useState('')

  const changing = info?.hasPayPassword === true
  return (
    <View className="pw-page">
      <NavBar title={w(changing ? 'changePayPassword' : 'setPayPassword')} />
      <StateView state={loadStateOf(wallet)} rows={1} onRetry={() => void wallet.refetch()}>
        {changing && !code ? (
          <SafetyCodeStep onNext={setCode} />
        ) : (
          <PasswordSetter code={changing ? code : undefined} onCodeRejected={() => setCode('')} />
        )}
      </StateView>
    </View>
  )
}
