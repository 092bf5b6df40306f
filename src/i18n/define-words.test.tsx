import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { defineWords } from './define-words'
import { setMessages } from './index'
import { zh } from './zh-Hant-MO'

const words = defineWords({
  'zh-Hant-MO': { hello: '你好，{name}', bye: '再見' },
  en: { hello: 'Hello, {name}', bye: 'Bye' },
  pt: { hello: 'Olá, {name}', bye: 'Adeus' }
})

describe('defineWords (a subpackage’s words in its own module, issue 39)', () => {
  it('English and Portuguese must have exactly Chinese’s keys: a missing or an extra key does not compile', () => {
    defineWords({
      'zh-Hant-MO': { a: '甲', b: '乙' },
      // @ts-expect-error: b is missing
      en: { a: 'A' },
      pt: { a: 'A', b: 'B' }
    })
    defineWords({
      'zh-Hant-MO': { a: '甲' },
      en: { a: 'A' },
      // @ts-expect-error: c is no key of Chinese's
      pt: { a: 'A', c: 'C' }
    })
    // @ts-expect-error: a key Chinese does not have is refused where it is said, too
    expect(words.word('nope')).toBe('nope')
  })

  it('words in the language in force, marks filled; a word missing at run time falls back to Chinese, then the key', () => {
    expect(words.word('hello', { name: 'Ana' })).toBe('你好，Ana')
    setMessages('pt', {})
    expect(words.word('hello', { name: 'Ana' })).toBe('Olá, Ana')
    const patchy = defineWords({
      'zh-Hant-MO': { only: '只有中文' },
      en: { only: 'English' },
      pt: { only: 'Português' }
    })
    delete (patchy.catalogues.pt as Record<string, string>).only
    expect(patchy.word('only')).toBe('只有中文')
    expect((patchy.word as (k: string) => string)('gone')).toBe('gone')
    setMessages('zh-Hant-MO', zh)
  })

  it('useWords renders again when the language is switched', () => {
    function Hello() {
      const t = words.useWords()
      return <span>{t('hello', { name: 'Rui' })}</span>
    }
    render(<Hello />)
    expect(screen.getByText('你好，Rui')).toBeTruthy()
    act(() => setMessages('en', {}))
    expect(screen.getByText('Hello, Rui')).toBeTruthy()
    act(() => setMessages('zh-Hant-MO', zh))
    expect(screen.getByText('你好，Rui')).toBeTruthy()
  })
})
