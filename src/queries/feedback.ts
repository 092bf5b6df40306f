import { getFeedback, listFeedback, submitFeedback, type FeedbackInput } from '@/services/feedback'
import { invalidate, setData, useQuery } from './cache'

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: ['feedback', 'list'] as const,
  info: (id: number) => ['feedback', 'info', id] as const
}

export const useFeedbackList = () => useQuery(feedbackKeys.list, listFeedback)

export const useFeedback = (id: number) =>
  useQuery(feedbackKeys.info(id), () => getFeedback(id), { enabled: id > 0 })

/** Sends a feedback; the list is asked again and the new one is known without a second request. */
export async function sendFeedback(body: FeedbackInput) {
  const r = await submitFeedback(body)
  setData(feedbackKeys.info(r.id), { ...r, replies: [] })
  void invalidate(feedbackKeys.list)
  return r
}
