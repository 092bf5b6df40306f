import { AppError, ErrorCode, notFound } from '../../../errors.js'
import { stepNote } from '@lotus/contract/server-words'
import { lockOrder } from '../../order/order-ops.js'
import { issueCodes } from '../codes.js'
import type { SlotRow } from '../group-catalogue.js'
import { type Placed, type GroupContext, hashOf, placed, reload } from './shared.js'
import { insertOrder } from './place.js'

/** A table at a slot (never beyond its capacity); no deposit → confirmed at once. */
export const reserve =
  (ctx: GroupContext) =>
  async (
    userId: number,
    input: { clientKey: string; slotId: number; party: number; name: string; phone: string }
  ): Promise<Placed> => {
    const { db, clock, move } = ctx
    return db.tx(async (t) => {
      const s = await t.one<SlotRow>('SELECT * FROM reservation_slots WHERE id = $1', [input.slotId])
      if (!s) throw notFound('找不到時段')
      const now = clock.now()
      if (s.starts_at <= now) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, '該時段已過')
      const o = await insertOrder(
        t,
        userId,
        {
          clientKey: input.clientKey,
          hash: hashOf({ k: 'reservation', ...input, clientKey: undefined }),
          mchId: s.merchant_id,
          fulfilment: 'reservation',
          total: s.deposit,
          items: [
            { refId: s.id, name: `訂座 ${s.day} ${s.time} ${input.party}人`, count: 1, unitPrice: s.deposit }
          ],
          remark: `${input.name} ${input.phone}`
        },
        now
      )
      if (o.fresh) {
        const took = await t.query(
          'UPDATE reservation_slots SET booked = booked + 1 WHERE id = $1 AND booked < capacity',
          [s.id]
        )
        if (took.rowCount !== 1) throw new AppError(ErrorCode.OUT_OF_STOCK, '該時段已訂滿，請選擇其他時段')
        await t.query(
          'INSERT INTO reservations (order_id, slot_id, party, name, phone) VALUES ($1, $2, $3, $4, $5)',
          [o.id, s.id, input.party, input.name, input.phone]
        )
        await issueCodes(t, { id: o.id, mchId: s.merchant_id }, [
          { label: `訂座憑證 ${s.day} ${s.time}`, price: s.deposit }
        ])
        if (s.deposit === 0) {
          await move(
            t,
            await lockOrder(t, userId, o.id),
            'pay',
            { type: 'customer', id: userId },
            { at: now, ...stepNote('noDeposit') }
          )
        }
      }
      return placed(await reload(t, o.id))
    })
  }
