/** The browser's language tag (zh-TW, pt-PT, en-US …), read when the app first starts. */
export function deviceLanguage(): string {
  return typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language ?? '')
}
