import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { BottomSheet } from '@/components/bottom-sheet'
import { agreementDoc, type AgreementKind } from './terms'
import { agreementWords } from './words'
import './index.scss'

/** True when the user ticked the agreement; otherwise says why nothing happened. */
export function agreementGate(agreed: boolean): boolean {
  if (!agreed) void Taro.showToast({ title: agreementWords.word('required'), icon: 'none' })
  return agreed
}

export interface AgreementCheckProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** 我已閱讀並同意《用戶協議》《隱私政策》: must be ticked before any login. */
export function AgreementCheck({ checked, onChange }: AgreementCheckProps) {
  const w = agreementWords.useWords()
  const [reading, setReading] = useState<AgreementKind | null>(null)
  // built at each render, so the document follows a change of language while it is open
  const doc = reading && agreementDoc(reading)
  return (
    <View className="account-agreement">
      {/* the box and its sentence are one 44 px high checkbox (issue 8 §9: the box alone was 14×14) */}
      <View
        className="account-agreement__check"
        role="checkbox"
        aria-checked={checked}
        aria-label={w('label')}
        onClick={() => onChange(!checked)}
      >
        <View className={`account-agreement__box ${checked ? 'account-agreement__box--on' : ''}`} />
        <Text className="account-agreement__text">{w('read')}</Text>
      </View>
      <View className="account-agreement__link" role="link" onClick={() => setReading('terms')}>
        {w('terms')}
      </View>
      <Text className="account-agreement__text">{w('and')}</Text>
      <View className="account-agreement__link" role="link" onClick={() => setReading('privacy')}>
        {w('privacy')}
      </View>
      <BottomSheet open={reading !== null} title={doc?.title} onClose={() => setReading(null)}>
        <View className="account-agreement__doc">
          {doc?.sections.map((s) => (
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
