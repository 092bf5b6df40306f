import { Text, View } from '@tarojs/components'
import { useDigitKeys } from './digit-keys'
import './index.scss'
import { Icon } from '@/components/icon'
import { backspace as iconBackspace } from '@/components/icon/paths/backspace'
import { payWords } from './words'

export const PASSWORD_LENGTH = 6
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'] as const

export interface PayPasswordProps {
  value: string
  onChange: (v: string) => void
  /** called once the 6th digit is entered */
  onComplete?: (v: string) => void
  disabled?: boolean
  /** show the keypad under the cells (default true) */
  keypad?: boolean
}

/**
 * Six password cells and a digit keypad of our own: a system keyboard on h5 would show the digits
 * in an input and cannot be styled; this never holds the password anywhere but the parent's state.
 */
export function PayPassword({ value, onChange, onComplete, disabled, keypad = true }: PayPasswordProps) {
  const w = payWords.useWords()
  const press = (k: string) => {
    if (disabled || k === '') return
    if (k === 'del') return onChange(value.slice(0, -1))
    if (value.length >= PASSWORD_LENGTH) return
    const next = value + k
    onChange(next)
    if (next.length === PASSWORD_LENGTH) onComplete?.(next)
  }
  useDigitKeys(keypad && !disabled, press)
  return (
    <View className={`pay-password ${disabled ? 'pay-password--disabled' : ''}`}>
      <View className="pay-password__cells" role="img" aria-label={w('typed', { n: value.length })}>
        {Array.from({ length: PASSWORD_LENGTH }, (_, i) => (
          <View
            key={i}
            className={`pay-password__cell ${i === value.length ? 'pay-password__cell--on' : ''}`}
            data-testid="pay-cell"
            aria-hidden="true"
          >
            {i < value.length && <Text className="pay-password__dot" />}
          </View>
        ))}
      </View>
      {keypad && (
        <View className="pay-password__keypad" role="group" aria-label={w('keypad')}>
          {KEYS.map((k, i) => (
            <View
              key={i}
              className={`pay-password__key ${k === '' || k === 'del' ? 'pay-password__key--fn' : ''}`}
              {...(k === ''
                ? { 'aria-hidden': 'true' }
                : { role: 'button', tabIndex: 0, 'aria-label': k === 'del' ? w('delete') : k })}
              onClick={() => press(k)}
            >
              {k === 'del' ? <Icon d={iconBackspace} /> : k}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
