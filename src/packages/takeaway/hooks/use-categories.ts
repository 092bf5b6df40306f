import { useCallback, useEffect, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import { getCategories, type TakeawayCategory } from '@/services/takeaway'

/** GET /v1/takeaway/categories, with its load state. */
export function useCategories() {
  const [categories, setCategories] = useState<TakeawayCategory[]>([])
  const [state, setState] = useState<LoadState>('loading')
  const reload = useCallback(async () => {
    setState('loading')
    try {
      const list = await getCategories()
      setCategories(list)
      setState(list.length ? 'ready' : 'empty')
    } catch {
      setState('error')
    }
  }, [])
  useEffect(() => {
    void reload()
  }, [reload])
  return { categories, state, reload }
}
