/** One page of a list answer (`page`, `pageSize` in, `hasMore` out). */
export interface Page<T> {
  list: T[]
  page: number
  pageSize: number
  total: number
  hasMore: boolean
}
