import type { Feedback, FeedbackDetail } from '@lotus/contract/feedback'
import type { FeedbackSubmitBody } from '@lotus/contract/schemas/account'
import type { z } from 'zod/v4'
import { request } from './request'
import { t } from '@/i18n'

export type { Feedback, FeedbackDetail }
export type FeedbackInput = z.input<typeof FeedbackSubmitBody>

/** Feedback (意見反饋): send one, list mine, one with its progress and replies. */
export const submitFeedback = (body: FeedbackInput) =>
  request<Feedback>('/v1/feedback/submit', {
    method: 'POST',
    json: true,
    data: body,
    loading: t('loading.submit')
  })

export const listFeedback = () => request<Feedback[]>('/v1/feedback/list', { silent: true })

export const getFeedback = (id: number) =>
  request<FeedbackDetail>('/v1/feedback/info', { data: { id }, silent: true })
