import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useWallet } from '@/stores/wallet'
import { SafetyCodeStep } from '../forget-password/safety-code'
import { PasswordSetter } from './password-setter'
import './index.scss'

/** Set (first time: enter twice) or change (SMS safety code first) the payment password. */
export default function SetPassword() {
  const info = useWallet((s) => s.info)
  const failed = useWallet((s) => s.failed)
  const [code, setCode] = useState('')
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    void useWallet
      .getState()
      .load()
      .finally(() => setLoaded(true))
  }, [])

  const changing = info?.hasPayPassword === true
  return (
    <View className="pw-page">
      <NavBar title={changing ? '修改支付密碼' : '設置支付密碼'} />
      <StateView
        state={!loaded ? 'loading' : failed || !info ? 'error' : 'ready'}
        rows={1}
        onRetry={() => void useWallet.getState().load()}
      >
        {changing && !code ? (
          <SafetyCodeStep onNext={setCode} />
        ) : (
          <PasswordSetter code={changing ? code : undefined} onCodeRejected={() => setCode('')} />
        )}
      </StateView>
    </View>
  )
}
