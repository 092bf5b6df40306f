import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { birthDateProblem } from '@lotus/contract/age'
import { declareBirthAndStore } from '@/queries/general'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import type { AgeView } from '@/services/general'
import { go } from '@/services/nav'
import { generalWords } from '../../words'
import './index.scss'

/** contract/age's birthDateProblem, in the reader's language: its two problems, told apart as it tells them. */
function problemOf(birth: string, now: number): 'birth.invalid' | 'birth.format' | null {
  if (birthDateProblem(birth, now) === null) return null
  // written as YYYY-MM-DD, it is a date that cannot be one; else it is not written so
  return /^\d{4}-\d{2}-\d{2}$/.test(birth) ? 'birth.invalid' : 'birth.format'
}

/**
 * The birth date for the 18+ rule, declared once: a date that cannot be one is said in plain words before
 * anything is sent, and the customer is told that a declared date is corrected through identity verification.
 */
export function BirthDeclare({ onDeclared }: { onDeclared?: (v: AgeView) => void }) {
  const w = generalWords.useWords()
  const [birth, setBirth] = useState('')
  const [problem, setProblem] = useState<ReturnType<typeof problemOf>>(null)
  const declare = async () => {
    const b = birth.trim()
    const p = problemOf(b, Date.now())
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
        <Text className="ge-field__label">{w('birth.label')}</Text>
        <Input
          className="ge-field__input"
          placeholder={w('birth.placeholder')}
          value={birth}
          onInput={(e) => {
            setBirth(e.detail.value)
            setProblem(null)
          }}
        />
      </View>
      {problem && (
        <Text className="ge-birth__error" {...{ role: 'alert' }}>
          {w(problem)}
        </Text>
      )}
      <Text className="ge-note">{w('birth.note')}</Text>
      <View className="ge-btn ge-declare" onClick={() => void declare()}>
        {w('birth.declare')}
      </View>
    </View>
  )
}

/** A declared date that makes the customer a minor is not the end: identity verification corrects it. */
export function AgeFix() {
  const w = generalWords.useWords()
  return (
    <View className="ge-birth__fix">
      <Text className="ge-note">{w('birth.fixHint')}</Text>
      <View className="ge-btn ge-verify" role="link" onClick={() => go(ACCOUNT_PAGES.authentication)}>
        {w('birth.verify')}
      </View>
    </View>
  )
}
