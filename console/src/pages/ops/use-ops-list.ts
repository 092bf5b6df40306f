import type { Page } from '@lotus/contract/staff'
import { useCallback, useEffect, useState } from 'react'
import { StaffApiError, staffApi } from '../../api'

/** One page of a support list over /api/staff/ops/*: the answer, its error (already in words) and a reload. */
export function useOpsList<T>(path: string, query: Record<string, string | number | undefined>) {
  const [data, setData] = useState<Page<T> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const key = JSON.stringify(query)
  const load = useCallback(async () => {
    try {
      setData(await staffApi<Page<T>>('GET', path, { query: JSON.parse(key) as typeof query }))
      setError(null)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
    }
  }, [path, key])
  useEffect(() => {
    void load()
  }, [load])
  return { data, error, reload: load }
}

export const errorText = (e: unknown) => (e instanceof StaffApiError ? e.message : String(e))

/** A queue's pager: shown only when there is more than one page of `pageSize` (20, as every ops list asks). */
export const pagerOf = (total: number, page: number, onChange: (page: number) => void, pageSize = 20) =>
  total > pageSize && { current: page, total, pageSize, onChange, showSizeChanger: false }
