import { isShopOpenAt, shopClosedText } from '@lotus/contract/open-hours'
import type { ShopActivity, ShopSettings } from '@lotus/contract/shop-admin'
import type { Db } from '../../db/db.js'
import { shopRow, type ShopRow } from './shared.js'

/** A stored activity the console edits (made by it, or seeded with the same numbers); null for a label only. */
export function editable(a: ShopRow['activities'][number]): ShopActivity | null {
  const n = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null)
  switch (a.type) {
    case 'full_reduction': {
      const threshold = n(a.threshold)
      const reduce = n(a.reduce)
      return threshold && reduce ? { type: a.type, threshold, reduce } : null
    }
    case 'discount': {
      const rate = n(a.rate)
      return rate ? { type: a.type, rate } : null
    }
    case 'new_user': {
      const reduce = n(a.reduce)
      return reduce ? { type: a.type, reduce } : null
    }
    case 'delivery_free':
      return { type: a.type, threshold: n(a.threshold) ?? 0 }
    default:
      return null
  }
}

export function toSettings(r: ShopRow, tiers: ShopSettings['cardTiers'], nowMs: number): ShopSettings {
  const schedule = { openHours: r.open_hours, holidays: r.holidays, pausedUntil: r.paused_until }
  const openNow = r.is_open && isShopOpenAt(schedule, nowMs)
  return {
    merchantId: r.id,
    name: r.name,
    version: r.settings_version,
    openHours: r.open_hours,
    holidays: r.holidays,
    // a pause that has ended is no pause
    pausedUntil: r.paused_until !== null && r.paused_until > nowMs ? r.paused_until : null,
    takingOrders: r.is_open,
    openNow,
    closedText: openNow ? null : r.is_open ? shopClosedText(schedule, nowMs) : '休息中，暫停接單',
    deliveryFee: r.delivery_fee,
    minOrder: r.min_order,
    packFee: r.pack_fee,
    deliveryRangeM: r.delivery_range_m,
    deliveryMinutes: r.delivery_minutes,
    notice: r.notice,
    activities: r.activities.flatMap((a) => {
      const e = editable(a)
      return e ? [e] : []
    }),
    otherActivities: r.activities
      .filter((a) => editable(a) === null)
      .map((a) => ({ type: a.type, label: a.label })),
    cardTiers: tiers
  }
}

export async function cardTiers(db: Db, merchantId: number): Promise<ShopSettings['cardTiers']> {
  return db.many(
    `SELECT id, pay, credit, on_sale AS "onSale" FROM shop_card_tiers WHERE merchant_id = $1 ORDER BY pay, id`,
    [merchantId]
  )
}

/** `GET /api/staff/shop`: the shop's settings with the version a save names. */
export async function readSettings(db: Db, merchantId: number, nowMs: number): Promise<ShopSettings> {
  const r = await shopRow(db, merchantId)
  return toSettings(r, await cardTiers(db, merchantId), nowMs)
}
