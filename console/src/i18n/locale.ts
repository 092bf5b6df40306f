import { DEFAULT_LOCALE, isLocale, type Locale, localeFromTag } from '@lotus/contract/locale'

/** Where the console remembers the language a person picked (this browser only; the default follows the browser). */
export const LOCALE_STORAGE_KEY = 'lotus.console.locale'

/** The language to start in: the one picked before, else the browser's first (zh-* → Chinese, pt-* → pt, else en). */
export function initialLocale(
  stored: string | null | undefined,
  browser: readonly string[] | undefined
): Locale {
  if (isLocale(stored)) return stored
  const first = browser?.find((tag) => tag.trim() !== '')
  return first ? localeFromTag(first) : DEFAULT_LOCALE
}

/** The languages a catalogue file exists for: Chinese always, the others when their json is in console/src/i18n. */
export function availableLocales(files: readonly string[]): Locale[] {
  const present = new Set(files.map((f) => f.replace(/^.*\//, '').replace(/\.json$/, '')))
  return (['zh-Hant-MO', 'en', 'pt'] as const).filter((l) => l === DEFAULT_LOCALE || present.has(l))
}

/** The tag Intl formats with: Macau's own for each language (dates in Asia/Macau either way). */
export const INTL_TAG: Record<Locale, string> = { 'zh-Hant-MO': 'zh-Hant-MO', en: 'en-GB', pt: 'pt-PT' }

/** Each language named in itself, as a switch shows them whatever the language in view. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-Hant-MO': '繁體中文',
  en: 'English',
  pt: 'Português'
}
