import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES } from '@lotus/contract/locale'
import { describe, expect, it } from 'vitest'
import zhHantMO from './zh-Hant-MO.json'
import { availableLocales, initialLocale } from './locale'

/** Every catalogue in this folder: one json per language, named by its tag (a new language is picked up here too). */
const FILES = readdirSync(__dirname).filter((f) => /\.json$/.test(f) && f !== 'zh-Hant-MO.json')
/** Texts that quote a name as written: the city both ways, the entry the authenticator app shows (server's issuer). */
const NAMES_AS_WRITTEN = new Set(['content.ads.city.MO', 'login.totpHint'])
const vars = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('the console catalogues', () => {
  it('include English, and every file is one of our languages', () => {
    expect(FILES).toContain('en.json')
    for (const f of FILES) expect(LOCALES as readonly string[], f).toContain(f.replace(/\.json$/, ''))
  })

  describe.each(FILES)('%s', (file) => {
    const catalogue = JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as Record<string, string>

    it('has exactly the Chinese keys', () => {
      expect(Object.keys(catalogue).filter((k) => !(k in zhHantMO))).toEqual([])
      expect(Object.keys(zhHantMO).filter((k) => !(k in catalogue))).toEqual([])
    })

    it('keeps every {{placeholder}} of the Chinese text, and leaves no text empty', () => {
      for (const [key, zh] of Object.entries(zhHantMO)) {
        const text = catalogue[key] ?? ''
        expect(text.trim(), key).not.toBe('')
        expect(vars(text), key).toEqual(vars(zh))
      }
    })

    it('has no Chinese left in it (beyond names shown as they are written elsewhere)', () => {
      const han = Object.entries(catalogue).filter(
        ([key, text]) => /\p{Script=Han}/u.test(text) && !NAMES_AS_WRITTEN.has(key)
      )
      expect(han).toEqual([])
    })
  })
})

describe('the console language at start', () => {
  it('is the one chosen before on this browser', () => {
    expect(initialLocale('en', ['zh-TW'])).toBe('en')
    expect(initialLocale('pt', ['en-US'])).toBe('pt')
  })

  it('else follows the browser: zh-* Chinese, pt-* Portuguese, anything else English', () => {
    expect(initialLocale(null, ['zh-TW', 'en'])).toBe('zh-Hant-MO')
    expect(initialLocale(null, ['zh-CN'])).toBe('zh-Hant-MO')
    expect(initialLocale(null, ['pt-PT'])).toBe('pt')
    expect(initialLocale(null, ['pt-BR'])).toBe('pt')
    expect(initialLocale(null, ['en-GB'])).toBe('en')
    expect(initialLocale(null, ['fr-FR', 'zh-HK'])).toBe('en')
    expect(initialLocale('klingon', ['de'])).toBe('en')
  })

  it('is Chinese when the browser says nothing', () => {
    expect(initialLocale(null, [])).toBe('zh-Hant-MO')
    expect(initialLocale(undefined, undefined)).toBe('zh-Hant-MO')
  })

  it('offers Chinese always and another language only when its catalogue is in the build', () => {
    expect(availableLocales([])).toEqual(['zh-Hant-MO'])
    expect(availableLocales(['../i18n/en.json'])).toEqual(['zh-Hant-MO', 'en'])
    expect(availableLocales(['../i18n/pt.json', '../i18n/en.json'])).toEqual(['zh-Hant-MO', 'en', 'pt'])
  })
})
