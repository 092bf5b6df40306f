import type { Db } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import { placeOrder } from '../../order/place-order.js'
import { HOLD_LAPSE_JOB, type GroupKind } from './shared.js'

/** The order row of a group purchase, idempotent per (user, clientKey); `fresh` false for a retry. */
export async function insertOrder(
  t: Db,
  userId: number,
  p: {
    clientKey: string
    hash: string
    mchId: number
    fulfilment: GroupKind
    total: number
    items: Array<{ refId: number; name: string; count: number; unitPrice: number }>
    remark?: string
  },
  now: number
): Promise<{ id: number; fresh: boolean }> {
  const placed = await placeOrder(
    t,
    {
      userId,
      clientKey: p.clientKey,
      requestHash: p.hash,
      actor: { type: 'customer', id: userId },
      price: async (tx) => {
        const m = await tx.one<{ name: string; phone: string; address: string; lat: number; lng: number }>(
          'SELECT name, phone, address, lat, lng FROM merchants WHERE id = $1',
          [p.mchId]
        )
        if (!m) throw notFound('找不到商家')
        return {
          merchantId: p.mchId,
          vertical: 'group',
          fulfilment: p.fulfilment,
          goodsAmount: p.total,
          total: p.total,
          feeLines: [],
          address: {
            name: m.name,
            areaCode: '853',
            phone: m.phone,
            gender: 0,
            tag: '',
            address: m.address,
            detail: '',
            lat: m.lat,
            lng: m.lng
          },
          remark: p.remark ?? '',
          // Nothing taken from goods stock: holds (seats, a table) are released by the group module.
          stockReturned: true,
          lines: p.items.map((i) => ({
            goodsId: i.refId,
            name: i.name,
            image: `/api/img/merchant/${p.mchId}.svg`,
            itemCount: i.count,
            unitPrice: i.unitPrice,
            amount: i.count * i.unitPrice
          })),
          searchWords: [m.name, ...p.items.map((i) => i.name)],
          // Unpaid holds (seats, a table) lapse with the pay window.
          payWindowJob: HOLD_LAPSE_JOB
        }
      }
    },
    now
  )
  return { id: placed.orderId, fresh: placed.fresh }
}
