import type { Locale } from '@lotus/contract/locale'
import en from './en'
import pt from './pt'
import { type Catalogue, zh } from './zh-Hant-MO'

/**
 * weapp: the catalogues ride in the main package (a few KB each against its 1.0 MB budget; a mini-program has no
 * chunk to fetch, only subpackages, and every page needs the words).
 */
export async function loadCatalogue(locale: Locale): Promise<Partial<Catalogue>> {
  return locale === 'en' ? en : locale === 'pt' ? pt : zh
}
