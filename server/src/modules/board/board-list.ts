import {
  BOARD_DONE_STATES,
  BOARD_FULFILMENTS,
  BOARD_LIVE_STATES,
  boardColumnOf,
  type BoardAnswer,
  type BoardOrder
} from '@lotus/contract/board'
import { macauDayStart } from '@lotus/contract/macau-time'
import { FULFILMENT_TEXT, isFulfilment } from '@lotus/contract/order-kinds'
import { machineFor } from '@lotus/contract/order-machines'
import type { Db } from '../../db/db.js'
import { readSettings } from './settings.js'

interface Row {
  id: number
  order_no: string
  vertical: string
  fulfilment: string
  status: string
  total: number
  item_count: number
  remark: string
  paid_at: number
  prep_minutes: number | null
  accepted_at: number | null
  delivery_time: number | null
  items: Array<{ name: string; item_count: number; props: unknown }> | null
}

const propsText = (props: unknown): string =>
  Array.isArray(props)
    ? props
        .map((p) => (typeof p === 'string' ? p : ((p as { value?: string; name?: string }).value ?? '')))
        .filter(Boolean)
        .join('／')
    : ''

/** A shop's board: its live orders (oldest first) and today's finished ones. The caller asked the policy. */
export async function boardOf(db: Db, merchantId: number, now: number): Promise<BoardAnswer> {
  const settings = await readSettings(db, merchantId)
  const rows = await db.many<Row>(
    `SELECT o.id, o.order_no, o.vertical, o.fulfilment, o.status, o.total, o.item_count, o.remark, o.paid_at,
       o.prep_minutes, o.accepted_at, o.delivery_time,
       (SELECT json_agg(json_build_object('name', i.name, 'item_count', i.item_count, 'props', i.props) ORDER BY i.id)
          FROM order_items i WHERE i.order_id = o.id) AS items
     FROM orders o
     WHERE o.merchant_id = $1 AND o.paid_at IS NOT NULL AND o.fulfilment = ANY($2) AND o.vertical <> 'group'
       AND (o.status = ANY($3) OR (o.status = ANY($4) AND o.updated_at >= $5))
     ORDER BY o.paid_at, o.id LIMIT 300`,
    [merchantId, BOARD_FULFILMENTS, BOARD_LIVE_STATES, BOARD_DONE_STATES, macauDayStart(now)]
  )
  const limitMs = settings.acceptLimitMinutes * 60_000
  return {
    merchantId,
    settings,
    now,
    orders: rows.flatMap((r): BoardOrder[] => {
      const column = boardColumnOf(r.status)
      if (!column) return []
      const kind = isFulfilment(r.fulfilment) ? r.fulfilment : 'delivery'
      const text = machineFor(kind)?.text as Record<string, string> | undefined
      const paidAt = Number(r.paid_at)
      return [
        {
          id: r.id,
          orderNo: r.order_no,
          vertical: r.vertical,
          fulfilment: r.fulfilment,
          fulfilmentText: FULFILMENT_TEXT[kind],
          status: r.status,
          statusText: text?.[r.status] ?? r.status,
          column,
          total: Number(r.total),
          itemCount: r.item_count,
          items: (r.items ?? []).map((i) => ({
            name: i.name,
            itemCount: i.item_count,
            props: propsText(i.props)
          })),
          remark: r.remark,
          paidAt,
          acceptBy: r.status === 'paid' && !settings.autoAccept ? paidAt + limitMs : null,
          prepMinutes: r.prep_minutes,
          acceptedAt: r.accepted_at === null ? null : Number(r.accepted_at),
          deliveryTime: r.delivery_time === null ? null : Number(r.delivery_time)
        }
      ]
    })
  }
}
