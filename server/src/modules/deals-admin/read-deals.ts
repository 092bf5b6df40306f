import type { AdminDeals, AdminSlots } from '@lotus/contract/deals-admin'
import type { Db } from '../../db/db.js'
import type { Clock } from '../../clock.js'
import { macauDayStart } from '@lotus/contract/macau-time'
import { toAdminDeal, toAdminSlot, type DealRow, type SlotRow } from './shared.js'

/** Every deal of a shop as the console edits it, unpublished ones included, in the customers' order. */
export async function readDeals(db: Db, merchantId: number): Promise<AdminDeals> {
  const rows = await db.many<DealRow>('SELECT * FROM group_deals WHERE merchant_id = $1 ORDER BY sort, id', [
    merchantId
  ])
  return { merchantId, deals: rows.map(toAdminDeal) }
}

/** The shop's reservation slots from the start of today (Macau) on, by time. */
export async function readSlots(db: Db, clock: Clock, merchantId: number): Promise<AdminSlots> {
  const rows = await db.many<SlotRow>(
    'SELECT * FROM reservation_slots WHERE merchant_id = $1 AND starts_at >= $2 ORDER BY starts_at, id LIMIT 200',
    [merchantId, macauDayStart(clock.now())]
  )
  return { merchantId, slots: rows.map(toAdminSlot) }
}
