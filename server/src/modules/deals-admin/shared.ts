import { STALE_DEAL_MSG, STALE_SLOT_MSG, type AdminDeal, type AdminSlot } from '@lotus/contract/deals-admin'
import { refundFlags, type GroupDeal, type UsageRules } from '@lotus/contract/group'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { AuditLog } from '../staff/audit.js'

/** What every deals operation needs; `changed` drops the customer-side caches and first screens of a shop. */
export interface DealsAdminDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  changed(merchantId: number): void
}

/** Who is editing, as the audit log records them. */
export interface Editor {
  staffId: number
  name: string
  ip: string
}

export const auditActor = (e: Editor) => ({ type: 'staff' as const, id: e.staffId, name: e.name })

export const staleDeal = () => new AppError(ErrorCode.STALE_VERSION, STALE_DEAL_MSG, 409)
export const staleSlot = () => new AppError(ErrorCode.STALE_VERSION, STALE_SLOT_MSG, 409)
/** Another shop's deal or slot answers exactly like a missing one. */
export const noDeal = () => notFound('找不到團購')
export const noSlot = () => notFound('找不到時段')

export interface DealRow {
  id: number
  merchant_id: number
  kind: GroupDeal['kind']
  title: string
  name_en: string | null
  name_pt: string | null
  description: string
  price: number
  original_price: number
  persons: number
  contents: GroupDeal['contents']
  rules: UsageRules
  published: boolean
  sold: number
  version: number
}

export function toAdminDeal(r: DealRow): AdminDeal {
  // flags of rows older than them read as the promise those deals made
  const f = refundFlags(r.rules)
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    titleEn: r.name_en ?? '',
    titlePt: r.name_pt ?? '',
    description: r.description,
    price: r.price,
    originalPrice: r.original_price,
    persons: r.persons,
    contents: r.contents,
    rules: { ...r.rules, anytimeRefund: f.anytime, expiryRefund: f.expiry },
    published: r.published,
    sold: r.sold,
    version: r.version
  }
}

/** One deal of the shop, locked for the edit; NOT_FOUND when it is missing or another shop's. */
export async function lockDeal(t: Db, merchantId: number, id: number): Promise<DealRow> {
  const row = await t.one<DealRow>(
    'SELECT * FROM group_deals WHERE id = $1 AND merchant_id = $2 FOR UPDATE',
    [id, merchantId]
  )
  if (!row) throw noDeal()
  return row
}

export interface SlotRow {
  id: number
  merchant_id: number
  day: string
  time: string
  starts_at: number
  capacity: number
  booked: number
  deposit: number
  version: number
}

export const toAdminSlot = (r: SlotRow): AdminSlot => ({
  id: r.id,
  day: r.day,
  time: r.time,
  startsAt: Math.floor(Number(r.starts_at) / 1000),
  capacity: r.capacity,
  booked: r.booked,
  deposit: r.deposit,
  version: r.version
})

/** Refuses a save that read an older version than the row has now. */
export function checkVersion(row: { version: number }, version: number, stale: () => AppError): void {
  if (row.version !== version) throw stale()
}
