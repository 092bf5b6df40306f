import { AREA_CODES, validatePhone } from '@lotus/contract/phone'

import { REPORT_MAX_CONTENT, REPORT_MAX_IMAGES, type ReportType } from '@lotus/contract/merchant'
import { word } from '../words'

export { REPORT_MAX_CONTENT, REPORT_MAX_IMAGES, REPORT_TYPES } from '@lotus/contract/merchant'
/** The app asks for a real description; the server only needs one character. */
export const REPORT_MIN_CONTENT = 5

export interface ReportForm {
  /** '' until one is chosen */
  type: ReportType | ''
  content: string
  images: string[]
  phone: string
}

/** The first problem of the form, in the words the page shows (the language in force), or null. */
export function reportError(f: ReportForm): string | null {
  if (!f.type) return word('report.chooseType')
  const text = f.content.trim()
  if (!text) return word('report.fillContent')
  if (text.length < REPORT_MIN_CONTENT) return word('report.tooShort', { n: REPORT_MIN_CONTENT })
  if (text.length > REPORT_MAX_CONTENT) return word('report.tooLong', { n: REPORT_MAX_CONTENT })
  if (f.images.length > REPORT_MAX_IMAGES) return word('report.tooManyImages', { n: REPORT_MAX_IMAGES })
  const phone = f.phone.trim()
  // optional; any of our area codes' formats will do (澳門 8 位、香港 8 位、內地 11 位)
  if (phone && AREA_CODES.every((c) => validatePhone(c, phone) !== null)) return word('report.badPhone')
  return null
}
