import { LANGUAGE_COOKIE, type Locale } from '@lotus/contract/locale'

const YEAR_S = 365 * 24 * 60 * 60

/**
 * h5: the language in force rides to the server with every page request, which cannot read the app's localStorage
 * choice: it draws a page's first screen in that language (server/src/http/static.ts).
 */
export function rememberLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; SameSite=Lax`
}
