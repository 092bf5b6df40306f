import type { Locale } from '@lotus/contract/locale'
import { type Catalogue, zh } from './zh-Hant-MO'

/** h5: another language's catalogue is a chunk of its own, fetched only by those who choose it. */
export async function loadCatalogue(locale: Locale): Promise<Partial<Catalogue>> {
  if (locale === 'en') return (await import(/* webpackChunkName: "i18n-en" */ './en')).default
  if (locale === 'pt') return (await import(/* webpackChunkName: "i18n-pt" */ './pt')).default
  return zh
}
