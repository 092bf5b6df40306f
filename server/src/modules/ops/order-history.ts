import { maskName } from '@lotus/contract/identity'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import type { NoteValues, PhraseValues } from '@lotus/contract/server-words'
import { timelineNote, timelineTitle } from '../../i18n/server-words.js'
import type { OpsOrderDetail, OpsOrderEvent } from '@lotus/contract/ops'
import type { OrderAddress } from '@lotus/contract/order'
import { maskPhone } from '@lotus/contract/phone'
import { maskAddress } from '@lotus/contract/staff'
import { toSeconds } from '../../clock.js'
import { notFound } from '../../errors.js'
import { ORDER_SELECT, toOrderRow, type OpsDeps, type OrderRow } from './shared.js'

/** An order's whole history: every step with who took it and why (order_events), its refunds; contact masked. */
export async function orderHistory(
  d: OpsDeps,
  orderId: number,
  locale: Locale = DEFAULT_LOCALE
): Promise<OpsOrderDetail> {
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
      title_key: string | null
      title_values: PhraseValues | null
      note: string | null
      note_key: string | null
      note_values: NoteValues | null
      actor_type: OpsOrderEvent['actorType']
      actor_name: string | null
      reason: string | null
    }>(
      `SELECT at, status, title, title_key, title_values, note, note_key, note_values, actor_type, actor_name, reason
       FROM order_events WHERE order_id = $1 ORDER BY at, id`,
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
      title: timelineTitle(e.title, e.title_key, e.title_values, locale),
      actorType: e.actor_type,
      actorName: e.actor_name,
      reason: e.reason,
      note: timelineNote(e.note, e.note_key, e.note_values, locale)
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
