import { useCallback, useEffect, useRef, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import { getGoods, type Goods } from '@/services/takeaway'

export type GoodsDetail = Goods & { merchantId: number; merchantName: string }

/** One goods with its merchant id (goods-del). */
export function useGoods(id: number) {
  const [goods, setGoods] = useState<GoodsDetail | null>(null)
  const [state, setState] = useState<LoadState>('loading')
  const gen = useRef(0)
  const reload = useCallback(async () => {
    const my = ++gen.current
    setState('loading')
    try {
      const g = await getGoods(id)
      if (my !== gen.current) return
      setGoods(g)
      setState('ready')
    } catch {
      if (my === gen.current) setState('error')
    }
  }, [id])
  useEffect(() => {
    void reload()
  }, [reload])
  return { goods, state, reload }
}
