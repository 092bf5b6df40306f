import { type CommentPage, getComments } from '@/services/takeaway'
import { useInfiniteQuery } from './infinite'

export const commentsKeys = {
  merchant: (mchId: number) => ['comments', mchId] as const,
  list: (mchId: number, withImage: boolean) => ['comments', mchId, withImage] as const
}

/** A merchant's comments, paged; the first page also carries the rating summary. */
export const useComments = (mchId: number, withImage: boolean) =>
  useInfiniteQuery<CommentPage>(commentsKeys.list(mchId, withImage), (page) =>
    getComments(mchId, { page, withImage: withImage ? 1 : undefined })
  )
