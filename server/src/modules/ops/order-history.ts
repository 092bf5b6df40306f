import { maskName } from '@lotus/contract/identity'
import type { OpsOrderDetail, OpsOrderEvent } from '@lotus/contract/ops'
import type { OrderAddress } from '@lotus/contract/order'
import { maskPhone } from '@lotus/contract/phone'
import { maskAddress } from '@lotus/contract/staff'
import { toSeconds } from '../../clock.js'
import { notFound } from '../../errors.js'
import { ORDER_SELECT, toOrderRow, type OpsDeps, type OrderRow } from './shared.js'

/** An order's whole history: every step with who took it and why (order_events), its refunds; contact masked. */
export async function orderHistory(d: OpsDeps, orderId: number): Promise<OpsOrderDetail> {
  const o = await d.db.one<OrderRow & { address: Partial<OrderAddress> | null }>(
    `${ORDER_SELECT.replace('o.created_at FROM', 'o.created_at, o.address FROM')} WHERE o.id = $1`,
    [orderId]
  )
  if (!o) throw notFound('找不到訂單')
  const [events, refunds] = await Promise.all([
    d.db.many<{
      at: number
      status: string
      title: string
      note: string | null
      actor_type: OpsOrderEvent['actorType']
      actor_name: string | null
      reason: string | null
    }>(
      'SELECT at, status, title, note, actor_type, actor_name, reason FROM order_events WHERE order_id = $1 ORDER BY at, id',
      [orderId]
    ),
    d.db.many<{ id: number; status: string; amount: number; reason: string; created_at: number }>(
      'SELECT id, status, amount, reason, created_at FROM refunds WHERE order_id = $1 ORDER BY id',
      [orderId]
    )
  ])
  const a = o.address ?? {}
  return {
    order: {
      ...toOrderRow(o),
      contact: {
        name: maskName(a.name ?? ''),
        phone: a.phone ? maskPhone(a.phone) : '',
        address: maskAddress(`${a.address ?? ''} ${a.detail ?? ''}`.trim())
      }
    },
    events: events.map((e) => ({
      at: toSeconds(Number(e.at)),
      status: e.status,
      title: e.title,
      actorType: e.actor_type,
      actorName: e.actor_name,
      reason: e.reason,
      note: e.note
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      status: r.status,
      amount: Number(r.amount),
      reason: r.reason,
      createdAt: toSeconds(Number(r.created_at))
    }))
  }
}
