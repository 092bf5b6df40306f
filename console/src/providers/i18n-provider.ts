import type { I18nProvider } from '@refinedev/core'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import { availableLocales, initialLocale, LOCALE_STORAGE_KEY } from '../i18n/locale'
import zhHantMO from '../i18n/zh-Hant-MO.json'

type Catalogue = Record<string, string>

/**
 * Chinese, the default, is in the main bundle; every other catalogue file in ../i18n is its own chunk, fetched only
 * when its language is chosen (a new language is a new json file, nothing else).
 */
const LAZY = import.meta.glob<Catalogue>(['../i18n/*.json', '!../i18n/zh-Hant-MO.json'], {
  import: 'default'
})
const loaderOf = (locale: Locale) => LAZY[`../i18n/${locale}.json`]

/** The languages the switch offers: those with a catalogue in this build. */
export const LOCALES_OFFERED: Locale[] = availableLocales(Object.keys(LAZY))

const CATALOGUES: Partial<Record<Locale, Catalogue>> = { 'zh-Hant-MO': zhHantMO }
let current: Locale = DEFAULT_LOCALE

export const currentLocale = (): Locale => current

/** Makes `locale` the language of every translate() from now on, fetching its catalogue first. */
export async function loadCatalogue(locale: Locale): Promise<Locale> {
  const load = loaderOf(locale)
  if (!CATALOGUES[locale] && load) {
    try {
      CATALOGUES[locale] = await load()
    } catch {
      // its chunk did not come (offline, a deploy in between): the console still opens, in Chinese
    }
  }
  current = CATALOGUES[locale] ? locale : DEFAULT_LOCALE
  document.documentElement.lang = current
  return current
}

/** The language this page starts in: the one chosen before on this browser, else the browser's own. */
export function startLocale(): Locale {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY)
  } catch {
    // storage refused (private mode): the browser's language decides
  }
  const locale = initialLocale(stored, navigator.languages ?? [navigator.language])
  return locale === DEFAULT_LOCALE || loaderOf(locale) ? locale : DEFAULT_LOCALE
}

/**
 * Remembers the choice and starts the console again in it: menus, antd's and dayjs's texts and every page's
 * labels are read once at start, so a reload is the one way that changes them all together.
 */
export function chooseLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // not remembered: this page still switches
  }
  window.location.reload()
}

/** `{{name}}` placeholders filled from `options`; a key missing from a catalogue falls back to Chinese. */
export function translate(key: string, options?: Record<string, unknown>, defaultMessage?: string): string {
  const text = CATALOGUES[current]?.[key] ?? (zhHantMO as Catalogue)[key] ?? defaultMessage ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options?.[name] ?? ''))
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    translate(
      key,
      typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined,
      typeof options === 'string' ? options : defaultMessage
    ),
  changeLocale: (locale) => chooseLocale(locale as Locale),
  getLocale: () => current
}
