import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AGE_FIX_HINT, birthDateProblem } from '@lotus/contract/age'
import { declareBirthAndStore } from '@/queries/general'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import type { AgeView } from '@/services/general'
import { go } from '@/services/nav'
import './index.scss'

/**
 * The birth date for the 18+ rule, declared once: a date that cannot be one is said in plain words before
 * anything is sent, and the customer is told that a declared date is corrected through identity verification.
 */
export function BirthDeclare({ onDeclared }: { onDeclared?: (v: AgeView) => void }) {
  const [birth, setBirth] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const declare = async () => {
    const b = birth.trim()
    const p = birthDateProblem(b, Date.now())
    setProblem(p)
    if (p) return
    try {
      // declared first: an optional call skips its argument, the request with it, when nobody listens
      const v = await declareBirthAndStore(b)
      onDeclared?.(v)
    } catch {
      // the request layer shows the server's message
    }
  }
  return (
    <View className="ge-birth">
      <View className="ge-field">
        <Text className="ge-field__label">出生日期</Text>
        <Input
          className="ge-field__input"
          placeholder="例：1990-05-01"
          value={birth}
          onInput={(e) => {
            setBirth(e.detail.value)
            setProblem(null)
          }}
        />
      </View>
      {problem && (
        <Text className="ge-birth__error" {...{ role: 'alert' }}>
          {problem}
        </Text>
      )}
      <Text className="ge-note">申報後不可自行更改；如有錯誤，完成實名認證後以證件上的日期為準。</Text>
      <View className="ge-btn ge-declare" onClick={() => void declare()}>
        確認申報
      </View>
    </View>
  )
}

/** A declared date that makes the customer a minor is not the end: identity verification corrects it. */
export function AgeFix() {
  return (
    <View className="ge-birth__fix">
      <Text className="ge-note">{AGE_FIX_HINT}</Text>
      <View className="ge-btn ge-verify" role="link" onClick={() => go(ACCOUNT_PAGES.authentication)}>
        去實名認證
      </View>
    </View>
  )
}
