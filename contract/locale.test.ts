import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, localeFromTag } from './locale'

describe('localeFromTag', () => {
  it('reads any Chinese as Traditional Chinese, any Portuguese as Portuguese, the rest as English', () => {
    expect(localeFromTag('zh-CN')).toBe('zh-Hant-MO')
    expect(localeFromTag('zh_TW')).toBe('zh-Hant-MO')
    expect(localeFromTag('zh-Hant-MO')).toBe('zh-Hant-MO')
    expect(localeFromTag('pt-BR')).toBe('pt')
    expect(localeFromTag('pt-PT')).toBe('pt')
    expect(localeFromTag('en-GB')).toBe('en')
    expect(localeFromTag('fr')).toBe('en')
    expect(localeFromTag('')).toBe('zh-Hant-MO')
  })
})

describe('localeFromAcceptLanguage', () => {
  it('takes the entry of highest weight, and Chinese without a header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('zh-Hant-MO')
    expect(localeFromAcceptLanguage('en')).toBe('en')
    expect(localeFromAcceptLanguage('pt-PT,pt;q=0.9,en;q=0.8')).toBe('pt')
    expect(localeFromAcceptLanguage('fr;q=0.2, zh-MO;q=0.9')).toBe('zh-Hant-MO')
    expect(localeFromAcceptLanguage('en;q=0, pt')).toBe('pt')
  })
})
