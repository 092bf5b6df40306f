import type { LoadState } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGoods as useGoodsQuery } from '@/queries/menu'
import type { Goods } from '@/services/takeaway'

export type GoodsDetail = Goods & { merchantId: number; merchantName: string }

/** One goods with its merchant id (goods-del), from the shared cache. */
export function useGoods(id: number): {
  goods: GoodsDetail | null
  state: LoadState
  reload: () => Promise<void>
} {
  const q = useGoodsQuery(id)
  return {
    goods: q.data ?? null,
    state: id > 0 ? loadStateOf(q) : 'error',
    reload: async () => {
      await q.refetch()
    }
  }
}
