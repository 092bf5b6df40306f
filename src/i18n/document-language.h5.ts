import type { Locale } from '@lotus/contract/locale'

/** The BCP 47 tag a screen reader voices each language with (Macau's English and Portuguese). */
const TAGS: Readonly<Record<Locale, string>> = { 'zh-Hant-MO': 'zh-Hant-MO', en: 'en-MO', pt: 'pt-MO' }

/** h5: `<html lang>` follows the words on screen, so a screen reader reads English as English. */
export function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = TAGS[locale]
}
