import type { PointsMallItem } from '@lotus/contract/order-points'
import { notFound } from '../../../errors.js'
import { type ItemRow, type MallContext, toItem } from './shared.js'

export const item =
  (ctx: MallContext) =>
  async (id: number): Promise<PointsMallItem> => {
    const { db } = ctx
    const r = await db.one<ItemRow>('SELECT * FROM pmall_items WHERE id = $1 AND on_sale', [id])
    if (!r) throw notFound('找不到禮品')
    return toItem(r)
  }
