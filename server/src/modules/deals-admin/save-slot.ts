import { slotBelowBookedMsg, type AdminSlot } from '@lotus/contract/deals-admin'
import { AppError, ErrorCode } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  noSlot,
  staleSlot,
  toAdminSlot,
  type DealsAdminDeps,
  type Editor,
  type SlotRow
} from './shared.js'

/**
 * A reservation slot's places and deposit. The slot is locked, so a booking racing the edit waits for it: the
 * capacity can never drop below the places booked (refused, nothing changed). A new deposit applies to bookings
 * made after it; those made before keep what they paid.
 */
export async function saveSlot(
  deps: DealsAdminDeps,
  who: Editor,
  input: { merchantId: number; id: number; version: number; capacity: number; deposit: number }
): Promise<AdminSlot> {
  const out = await deps.db.tx(async (t) => {
    const row = await t.one<SlotRow>(
      'SELECT * FROM reservation_slots WHERE id = $1 AND merchant_id = $2 FOR UPDATE',
      [input.id, input.merchantId]
    )
    if (!row) throw noSlot()
    checkVersion(row, input.version, staleSlot)
    if (input.capacity < row.booked) throw new AppError(ErrorCode.VALIDATION, slotBelowBookedMsg(row.booked))
    const after = toAdminSlot(
      (await t.one<SlotRow>(
        `UPDATE reservation_slots SET capacity = $2, deposit = $3, version = version + 1 WHERE id = $1 RETURNING *`,
        [row.id, input.capacity, input.deposit]
      ))!
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'deals.slot.update',
      subjectType: 'reservation_slot',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: toAdminSlot(row),
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
