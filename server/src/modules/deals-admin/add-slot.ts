import type { AdminSlot } from '@lotus/contract/deals-admin'
import { macauDayStart, macauDayStartOf } from '@lotus/contract/macau-time'
import { AppError, ErrorCode } from '../../errors.js'
import { auditActor, toAdminSlot, type DealsAdminDeps, type Editor, type SlotRow } from './shared.js'

/** A new reservation slot on a Macau day and time, from today on; one per day and time. */
export async function addSlot(
  deps: DealsAdminDeps,
  who: Editor,
  input: { merchantId: number; day: string; time: string; capacity: number; deposit: number }
): Promise<AdminSlot> {
  const [h, m] = input.time.split(':').map(Number)
  const startsAt = macauDayStartOf(input.day) + (h! * 60 + m!) * 60_000
  if (startsAt < macauDayStart(deps.clock.now()))
    throw new AppError(ErrorCode.VALIDATION, '不可新增過去的時段')
  const out = await deps.db.tx(async (t) => {
    const row = await t.one<SlotRow>(
      `INSERT INTO reservation_slots (merchant_id, day, time, starts_at, capacity, deposit)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (merchant_id, day, time) DO NOTHING RETURNING *`,
      [input.merchantId, input.day, input.time, startsAt, input.capacity, input.deposit]
    )
    if (!row) throw new AppError(ErrorCode.VALIDATION, `${input.day} ${input.time} 已有時段`)
    const after = toAdminSlot(row)
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'deals.slot.create',
      subjectType: 'reservation_slot',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
