import { errorMessage } from '@lotus/contract/error-messages'
import type { Locale } from '@lotus/contract/locale'
import { PATTERNS, PHRASES } from './error-phrases.js'

/**
 * An error's message in the request's language. The server fails in Traditional Chinese (the default, unchanged);
 * English and Portuguese get that exact message's translation, a validator sentence with the field named, or the
 * code's own meaning: never the Chinese, never empty.
 */
export function localizeError(code: string, message: string, locale: Locale): string {
  if (locale === 'zh-Hant-MO') return message
  const i = locale === 'en' ? 0 : 1
  const phrase = PHRASES[message]
  if (phrase) return phrase[i]
  for (const [re, en, pt] of PATTERNS) {
    if (re.test(message)) return message.replace(re, i === 0 ? en : pt)
  }
  return errorMessage(code, locale)
}
