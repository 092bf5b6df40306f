// a .tsx file: the rendering project runs it in jsdom, where `document.cookie` is
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeOfPage } from '@lotus/contract/locale'
import { setMessages } from '@/i18n'
import { zh } from '@/i18n/zh-Hant-MO'
import { startLocale, useLocale } from '@/stores/locale'
import { rememberLanguage } from './language-cookie'

const clearCookie = () => (document.cookie = 'lotus_lang=; path=/; max-age=0')

afterEach(() => {
  vi.restoreAllMocks()
  clearCookie()
  useLocale.setState({ choice: null, locale: 'zh-Hant-MO' })
  setMessages('zh-Hant-MO', zh)
})

// Issue 39: the server draws a page's first screen in the reader's language; it reads this cookie (static.ts)
describe('h5: the language in force rides to the server in a cookie', () => {
  it('is written for the whole site, a year, SameSite=Lax', () => {
    const set = vi.spyOn(document, 'cookie', 'set')
    rememberLanguage('en')
    expect(set).toHaveBeenCalledWith('lotus_lang=en; path=/; max-age=31536000; SameSite=Lax')
    expect(document.cookie).toContain('lotus_lang=en')
  })

  it('follows a reader’s choice, and is what the server reads', async () => {
    await useLocale.getState().choose('en')
    expect(localeOfPage(document.cookie, 'zh-MO')).toBe('en')
    await useLocale.getState().choose('pt')
    expect(localeOfPage(document.cookie, 'zh-MO')).toBe('pt')
    await useLocale.getState().choose('zh-Hant-MO')
    expect(localeOfPage(document.cookie, 'en')).toBe('zh-Hant-MO')
  })

  it('is written at start with the language put in force', async () => {
    useLocale.setState({ choice: 'en' })
    await startLocale()
    expect(document.cookie).toContain('lotus_lang=en')
  })
})
