import type { Locale } from '@lotus/contract/locale'

/** weapp: no page is drawn by the server; the language lives in storage only. */
export function rememberLanguage(_locale: Locale): void {}
