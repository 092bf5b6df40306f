import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { BottomSheet } from '@/components/bottom-sheet'
import { PRIVACY, TERMS, type AgreementDoc } from './terms'
import './index.scss'

export const AGREEMENT_REQUIRED = '請先閱讀並同意用戶協議'

/** True when the user ticked the agreement; otherwise says why nothing happened. */
export function agreementGate(agreed: boolean): boolean {
  if (!agreed) void Taro.showToast({ title: AGREEMENT_REQUIRED, icon: 'none' })
  return agreed
}

export interface AgreementCheckProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** 我已閱讀並同意《用戶協議》《隱私政策》: must be ticked before any login. */
export function AgreementCheck({ checked, onChange }: AgreementCheckProps) {
  const [reading, setReading] = useState<AgreementDoc | null>(null)
  return (
    <View className="account-agreement">
      {/* the box and its sentence are one 44 px high checkbox (issue 8 §9: the box alone was 14×14) */}
      <View
        className="account-agreement__check"
        role="checkbox"
        aria-checked={checked}
        aria-label="同意用戶協議"
        onClick={() => onChange(!checked)}
      >
        <View className={`account-agreement__box ${checked ? 'account-agreement__box--on' : ''}`} />
        <Text className="account-agreement__text">我已閱讀並同意</Text>
      </View>
      <View className="account-agreement__link" role="link" onClick={() => setReading(TERMS)}>
        《用戶協議》
      </View>
      <Text className="account-agreement__text">和</Text>
      <View className="account-agreement__link" role="link" onClick={() => setReading(PRIVACY)}>
        《隱私政策》
      </View>
      <BottomSheet open={reading !== null} title={reading?.title} onClose={() => setReading(null)}>
        <View className="account-agreement__doc">
          {reading?.sections.map((s) => (
            <View key={s.heading} className="account-agreement__section">
              <Text className="account-agreement__heading">{s.heading}</Text>
              <Text className="account-agreement__body">{s.body}</Text>
            </View>
          ))}
        </View>
      </BottomSheet>
    </View>
  )
}
