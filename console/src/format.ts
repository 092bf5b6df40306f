import { INTL_TAG } from './i18n/locale'
import { currentLocale } from './providers/i18n-provider'

/** Times as staff in Macau read them, in the console's language (seconds since the epoch on the wire). */
const formats = new Map<string, Intl.DateTimeFormat>()

function timeFormat(): Intl.DateTimeFormat {
  const tag = INTL_TAG[currentLocale()]
  let f = formats.get(tag)
  if (!f) {
    f = new Intl.DateTimeFormat(tag, {
      timeZone: 'Asia/Macau',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false
    })
    formats.set(tag, f)
  }
  return f
}

export const formatTime = (seconds: number): string => timeFormat().format(new Date(seconds * 1000))
