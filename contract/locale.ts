/**
 * The three languages Lotus speaks (issue 39): Traditional Chinese as written in Macau (the default), English, and
 * Portuguese as used in Macau (European spelling). Both sides read a language tag the same way: the app its device's
 * language, the server a request's `Accept-Language` (api-conventions.md names no header of its own).
 */
export const LOCALES = ['zh-Hant-MO', 'en', 'pt'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-Hant-MO'

export const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v)

/** A BCP 47 tag to one of ours: zh-* (any script or region) → Chinese, pt-* → Portuguese, anything else English. */
export function localeFromTag(tag: string | null | undefined): Locale {
  const t = (tag ?? '').trim().toLowerCase().replace('_', '-')
  if (t === '' || t === '*') return DEFAULT_LOCALE
  if (isLocale(tag)) return tag
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-Hant-MO'
  if (t === 'pt' || t.startsWith('pt-')) return 'pt'
  return 'en'
}

/**
 * The language of a request: the `Accept-Language` entry of highest weight (ties: the first). No header at all is
 * the default, Chinese: the answer every client before issue 39 got.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  let best: { tag: string; q: number } | null = null
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!rawTag || !Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { tag: rawTag.trim(), q }
  }
  return localeFromTag(best?.tag)
}

/**
 * h5: the cookie the app writes with the language in force (src/i18n/language-cookie.h5.ts), so the server draws a
 * page's first screen in the reader's language (it cannot read the app's localStorage choice).
 */
export const LANGUAGE_COOKIE = 'lotus_lang'

/** The app's storage key for the reader's choice (src/stores/locale.ts). */
export const LOCALE_KEY = 'lotus.lang'

/** A page request's language: the app's cookie when it holds one of ours, else its `Accept-Language`. */
export function localeOfPage(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined
): Locale {
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== LANGUAGE_COOKIE) continue
    const value = part.slice(at + 1).trim()
    if (isLocale(value)) return value
  }
  return localeFromAcceptLanguage(acceptLanguage)
}

/**
 * A contract text's English and Portuguese beside its Chinese (issue 39): the Chinese stays the one written where
 * the rule is (the server's output), and a tuple typed [en, pt] makes a missing language fail to compile.
 */
export type Phrase = readonly [en: string, pt: string]

/** The Chinese, or its English or Portuguese, for `locale`. */
export const inLocale = (locale: Locale, zh: string, [en, pt]: Phrase): string =>
  locale === 'en' ? en : locale === 'pt' ? pt : zh

/** A phrase's `{name}` marks filled (the contract's own, so it needs nothing of the app's i18n). */
export const fillMarks = (text: string, vars: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))
