import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
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
      <Text className="account-agreement__link">《用戶協議》</Text>
      <Text className="account-agreement__text">和</Text>
      <Text className="account-agreement__link">《隱私政策》</Text>
    </View>
  )
}
