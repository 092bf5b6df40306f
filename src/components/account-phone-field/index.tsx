import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { AreaCode } from '@/services/types'
import { inputValue } from '../account-flow/input-value'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'
import { accountWords } from '../account-flow/words'

/** The area codes a customer may log in with (their names: accountWords `area.<code>`). */
export const AREA_OPTIONS: readonly AreaCode[] = ['853', '852', '86']

export interface PhoneFieldProps {
  areaCode: AreaCode
  phone: string
  onAreaCode: (code: AreaCode) => void
  onPhone: (phone: string) => void
  /** the inline message to show (the page decides when: after typing or a submit attempt) */
  error?: string | null
  onBlur?: () => void
}

/** Area-code chooser (+853 / +852 / +86) and the phone input with its inline validation message. */
export function PhoneField({ areaCode, phone, onAreaCode, onPhone, error, onBlur }: PhoneFieldProps) {
  const w = accountWords.useWords()
  const [open, setOpen] = useState(false)
  return (
    <View className="account-phone">
      <View className={`account-phone__row ${error ? 'account-phone__row--error' : ''}`}>
        <View
          className="account-phone__area"
          role="button"
          aria-label={w('chooseArea')}
          onClick={() => setOpen(!open)}
        >
          <Text>+{areaCode}</Text>
          <Text className={`account-phone__caret ${open ? 'account-phone__caret--up' : ''}`} />
        </View>
        <Input
          className="account-phone__input"
          type="number"
          maxlength={areaCode === '86' ? 11 : 8}
          placeholder={w('phoneHint')}
          value={phone}
          onInput={(e) => onPhone(inputValue(e))}
          onBlur={onBlur}
        />
        {phone !== '' && (
          <View
            className="account-phone__clear"
            role="button"
            aria-label={w('clear')}
            onClick={() => onPhone('')}
          >
            <Icon d={iconClose} />
          </View>
        )}
      </View>
      {open && (
        <View className="account-phone__menu" role="listbox">
          {AREA_OPTIONS.map((code) => (
            <View
              key={code}
              role="option"
              aria-selected={code === areaCode}
              className={`account-phone__option ${code === areaCode ? 'account-phone__option--on' : ''}`}
              onClick={() => {
                onAreaCode(code)
                setOpen(false)
              }}
            >
              <Text>
                +{code} {w(`area.${code}`)}
              </Text>
            </View>
          ))}
        </View>
      )}
      <View className="account-phone__error" role="alert">
        {error ?? ''}
      </View>
    </View>
  )
}
