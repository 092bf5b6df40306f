import type { LoadState } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useTakeawayCategories } from '@/queries/menu'
import type { TakeawayCategory } from '@/services/takeaway'

/** GET /v1/takeaway/categories through the shared cache, with its load state. */
export function useCategories(): {
  categories: TakeawayCategory[]
  state: LoadState
  reload: () => Promise<void>
} {
  const q = useTakeawayCategories()
  return {
    categories: q.data ?? [],
    state: loadStateOf(q, (list) => list.length === 0),
    reload: async () => {
      await q.refetch()
    }
  }
}
