import { machineFor } from '@lotus/contract/order-machines'
import type { OrderAddress } from '@lotus/contract/order'
import { riderFee, type RiderTask } from '@lotus/contract/rider'
import { contactFor } from '@lotus/contract/staff'
import { notFound } from '../../errors.js'
import { IN_HAND, type RiderCaller, type RiderDeps } from './rider-deps.js'

interface Row {
  id: number
  order_no: string
  merchant_id: number
  status: string
  delivery_fee: number
  age_check: boolean
  rider_id: number | null
  address: OrderAddress
  remark: string
  item_count: number
  shop_name: string
  shop_address: string
  shop_phone: string
  lat: number
  lng: number
}

const SELECT = `SELECT o.id, o.order_no, o.merchant_id, o.status, o.delivery_fee, o.age_check, o.rider_id, o.address,
    o.remark, o.item_count, m.name AS shop_name, m.address AS shop_address, m.phone AS shop_phone, m.lat, m.lng
  FROM orders o JOIN merchants m ON m.id = o.merchant_id`

/** What the rider may do next with an order in this state. */
function nextOf(r: Pick<Row, 'status' | 'age_check'>): RiderTask['next'] {
  if (r.status === 'accepted' || r.status === 'ready') return ['dispatch']
  if (r.status === 'delivering') return r.age_check ? ['arriveForAgeCheck'] : ['deliver']
  if (r.status === 'age_check') return ['verifyAge']
  return []
}

function toTask(c: RiderCaller, r: Row): RiderTask {
  const text = machineFor('delivery')?.text as Record<string, string> | undefined
  // Law 8/2005: the phone and the door only while carrying it (contract/staff.ts `contactFor`)
  const contact = contactFor(
    c.actor,
    { merchantId: r.merchant_id, status: r.status, riderId: r.rider_id },
    {
      name: r.address.name,
      phone: r.address.phone,
      address: `${r.address.address} ${r.address.detail}`.trim()
    }
  )
  return {
    orderId: r.id,
    orderNo: r.order_no,
    status: r.status,
    statusText: text?.[r.status] ?? r.status,
    shop: { name: r.shop_name, address: r.shop_address, phone: r.shop_phone, lat: r.lat, lng: r.lng },
    customer: contact,
    destination: contact.masked ? { lat: r.lat, lng: r.lng } : { lat: r.address.lat, lng: r.address.lng },
    remark: r.remark,
    itemCount: r.item_count,
    earning: riderFee(Number(r.delivery_fee)),
    ageCheck: r.age_check,
    next: nextOf(r)
  }
}

/** The deliveries the rider holds (taken, not yet handed over), oldest first. */
export async function myTasks(d: RiderDeps, c: RiderCaller): Promise<RiderTask[]> {
  const rows = await d.db.many<Row>(
    `${SELECT} WHERE o.rider_id = $1 AND o.status = ANY($2::text[]) ORDER BY o.updated_at, o.id`,
    [c.actor.id, IN_HAND]
  )
  return rows.map((r) => toTask(c, r))
}

/** One order the rider took, in any state (masked once handed over); another's answers like a missing one. */
export async function task(d: RiderDeps, c: RiderCaller, orderId: number): Promise<RiderTask> {
  const r = await d.db.one<Row>(`${SELECT} WHERE o.id = $1 AND o.rider_id = $2`, [orderId, c.actor.id])
  if (!r) throw notFound('找不到訂單')
  return toTask(c, r)
}
