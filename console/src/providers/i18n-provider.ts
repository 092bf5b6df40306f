import type { I18nProvider } from '@refinedev/core'
import zhHantMO from '../i18n/zh-Hant-MO.json'

/** Catalogues by locale; English and Portuguese come with the languages issue. */
export const CATALOGUES: Record<string, Record<string, string>> = { 'zh-Hant-MO': zhHantMO }
export const LOCALE = 'zh-Hant-MO'

/** `{{name}}` placeholders filled from `options`. */
export function translate(key: string, options?: Record<string, unknown>, defaultMessage?: string): string {
  const text = CATALOGUES[LOCALE]?.[key] ?? defaultMessage ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options?.[name] ?? ''))
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    translate(
      key,
      typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined,
      typeof options === 'string' ? options : defaultMessage
    ),
  changeLocale: () => undefined,
  getLocale: () => LOCALE
}
