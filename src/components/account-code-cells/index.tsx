import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { SMS_CODE_LENGTH } from '@/utils/smscode'
import { inputValue } from '../account-flow/input-value'
import './index.scss'
import { accountWords } from '../account-flow/words'

export interface CodeCellsProps {
  value: string
  onChange: (digits: string) => void
  disabled?: boolean
}

/** Six boxes over one hidden input: the keyboard, paste and SMS autofill all go to the input. */
export function CodeCells({ value, onChange, disabled }: CodeCellsProps) {
  const [focus, setFocus] = useState(true)
  const cells = Array.from({ length: SMS_CODE_LENGTH }, (_, i) => value[i] ?? '')
  return (
    <View className="account-code" onClick={() => setFocus(true)}>
      <View className="account-code__cells" aria-hidden="true">
        {cells.map((d, i) => (
          <View
            key={i}
            className={`account-code__cell ${d ? 'account-code__cell--filled' : ''} ${
              focus && i === value.length ? 'account-code__cell--active' : ''
            }`}
          >
            {d}
          </View>
        ))}
      </View>
      <Input
        className="account-code__input"
        aria-label={accountWords.word('code')}
        type="number"
        maxlength={SMS_CODE_LENGTH}
        value={value}
        focus={focus}
        disabled={disabled}
        onFocus={() => setFocus(true)}
        onBlur={() => setFocus(false)}
        onInput={(e) => onChange(inputValue(e).replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
      />
    </View>
  )
}
