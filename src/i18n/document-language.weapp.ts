import type { Locale } from '@lotus/contract/locale'

/** weapp: WeChat voices the mini-program in the reader's system language; there is no document to tag. */
export function setDocumentLanguage(_locale: Locale): void {}
