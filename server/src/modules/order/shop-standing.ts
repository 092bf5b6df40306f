import { standingRefusal, type ShopStanding } from '@lotus/contract/ops'
import type { Db } from '../../db/db.js'
import { AppError } from '../../errors.js'

/**
 * Refuses an order at a shop an operator suspended or closed (issue 38 point 2). The shared lock makes an
 * operator's suspension wait for an order being placed, so the suspension then finds (and cancels) it.
 */
export async function refuseUnlistedShop(t: Db, merchantId: number): Promise<void> {
  const m = await t.one<{ standing: ShopStanding }>(
    'SELECT standing FROM merchants WHERE id = $1 FOR SHARE',
    [merchantId]
  )
  const no = m && standingRefusal(m.standing)
  if (no) throw new AppError(no.code, no.message)
}
