import { AREA_CODES, validatePhone } from '@lotus/contract/phone'

import { REPORT_MAX_CONTENT, REPORT_MAX_IMAGES, type ReportType } from '@lotus/contract/merchant'

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

/** The first problem of the form, in the words the page shows, or null. */
export function reportError(f: ReportForm): string | null {
  if (!f.type) return '請選擇舉報類型'
  const text = f.content.trim()
  if (!text) return '請填寫舉報內容'
  if (text.length < REPORT_MIN_CONTENT) return `請詳細描述問題（至少${REPORT_MIN_CONTENT}個字）`
  if (text.length > REPORT_MAX_CONTENT) return `舉報內容最多${REPORT_MAX_CONTENT}字`
  if (f.images.length > REPORT_MAX_IMAGES) return `最多上傳${REPORT_MAX_IMAGES}張圖片`
  const phone = f.phone.trim()
  // optional; any of our area codes' formats will do (澳門 8 位、香港 8 位、內地 11 位)
  if (phone && AREA_CODES.every((c) => validatePhone(c, phone) !== null)) return '聯繫電話格式不正確'
  return null
}
