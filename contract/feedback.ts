import { DEFAULT_LOCALE, inLocale, type Locale, type Phrase } from './locale'

/** Feedback (意見反饋): what the user sent and how far it has come. Times in seconds. */
export const FEEDBACK_CATEGORIES = ['功能異常', '訂單問題', '支付問題', '產品建議', '其他'] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]
/** Text length (after trimming) and photo count the server accepts. */
export const FEEDBACK_TEXT_MIN = 5
export const FEEDBACK_TEXT_MAX = 500
export const FEEDBACK_PHOTOS_MAX = 4

export const FEEDBACK_STATUSES = ['received', 'processing', 'replied', 'closed'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_STATUS_TEXT: Readonly<Record<FeedbackStatus, string>> = {
  received: '已收到',
  processing: '處理中',
  replied: '已回覆',
  closed: '已結束'
}

const FEEDBACK_STATUS_WORDS: Readonly<Record<FeedbackStatus, Phrase>> = {
  received: ['Received', 'Recebido'],
  processing: ['In progress', 'Em tratamento'],
  replied: ['Replied', 'Respondido'],
  closed: ['Closed', 'Encerrado']
}

/** FEEDBACK_STATUS_TEXT in the reader's language. */
export const feedbackStatusText = (s: FeedbackStatus, locale: Locale = DEFAULT_LOCALE): string =>
  inLocale(locale, FEEDBACK_STATUS_TEXT[s], FEEDBACK_STATUS_WORDS[s])

/** The steps of the progress bar: every status up to and including `status` is done. */
export const feedbackSteps = (status: FeedbackStatus) =>
  FEEDBACK_STATUSES.map((s, i) => ({
    status: s,
    text: FEEDBACK_STATUS_TEXT[s],
    done: i <= FEEDBACK_STATUSES.indexOf(status)
  }))

export interface Feedback {
  id: number
  category: string
  content: string
  /** /api/files/<id> of the user's own uploads, at most 4 */
  images: string[]
  status: FeedbackStatus
  createdAt: number
  updatedAt: number
}

export interface FeedbackReply {
  author: 'staff' | string
  content: string
  createdAt: number
}

export interface FeedbackDetail extends Feedback {
  replies: FeedbackReply[]
}
