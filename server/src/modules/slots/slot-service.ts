import { macauDay } from '@lotus/contract/macau-time'
import { slotDates, slotState, type SlotView } from '@lotus/contract/slots'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'

export const slotFull = () => new AppError(ErrorCode.SLOT_FULL, '該時段已約滿，請選擇其他時段')

/**
 * Delivery time slots with capacity, for any store (store id + date + slot + capacity). A store's plan
 * (`slot_plans`) gives each day's slots; `hold` takes one place in one statement (an upsert that only adds
 * while booked < capacity), so concurrent holds never overbook; each hold has a ref (an order) and is
 * released at most once.
 */
export function createSlotService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  /** Refuses a date out of range (VALIDATION), a slot the store has not (VALIDATION) or one too late (SLOT_CLOSED). */
  async function check(t: Db, h: { storeId: number; date: string; slot: string }): Promise<void> {
    const now = clock.now()
    if (!slotDates(now).includes(h.date)) throw validation('參數 date 超出可預約日期')
    const plan = await t.one<{ capacity: number }>(
      'SELECT capacity FROM slot_plans WHERE store_id = $1 AND slot = $2',
      [h.storeId, h.slot]
    )
    if (!plan) throw validation('參數 slot 不是該門店的配送時段')
    if (slotState({ date: h.date, slot: h.slot, capacity: 1, booked: 0 }, now).reason === '已截單') {
      throw new AppError(ErrorCode.SLOT_CLOSED, '該時段已截單，請選擇其他時段')
    }
  }

  return {
    check,
    /** The store's slots of a Macau date (today .. SLOT_DAYS-1 ahead) with room left; others → VALIDATION. */
    async list(storeId: number, date: string): Promise<SlotView[]> {
      const now = clock.now()
      if (!slotDates(now).includes(date)) throw validation('參數 date 超出可預約日期')
      const rows = await db.many<{ slot: string; capacity: number; booked: number }>(
        `SELECT p.slot, COALESCE(b.capacity, p.capacity) AS capacity, COALESCE(b.booked, 0) AS booked
         FROM slot_plans p LEFT JOIN slot_bookings b ON b.store_id = p.store_id AND b.date = $2 AND b.slot = p.slot
         WHERE p.store_id = $1 ORDER BY p.slot`,
        [storeId, date]
      )
      if (rows.length === 0) throw notFound('該門店沒有配送時段')
      return rows.map((r) => ({ date, ...r, ...slotState({ date, ...r }, now) }))
    },

    /**
     * Holds one place of the slot for `ref` inside the caller's transaction. Already held for this ref → no
     * change. Not a slot of the store or date → VALIDATION; too late → SLOT_CLOSED; no room → SLOT_FULL.
     */
    async hold(t: Db, h: { storeId: number; date: string; slot: string; ref: string }): Promise<void> {
      await check(t, h)
      const now = clock.now()
      const known = await t.one('SELECT 1 AS x FROM slot_holds WHERE ref = $1 AND NOT released', [h.ref])
      if (known) return
      const row = await t.one<{ booked: number }>(
        `INSERT INTO slot_bookings (store_id, date, slot, capacity, booked)
         SELECT $1, $2, $3, capacity, 1 FROM slot_plans WHERE store_id = $1 AND slot = $3 AND capacity > 0
         ON CONFLICT (store_id, date, slot) DO UPDATE SET booked = slot_bookings.booked + 1
           WHERE slot_bookings.booked < slot_bookings.capacity
         RETURNING booked`,
        [h.storeId, h.date, h.slot]
      )
      if (!row) throw slotFull()
      await t.query(
        `INSERT INTO slot_holds (ref, store_id, date, slot, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (ref) DO UPDATE SET store_id = $2, date = $3, slot = $4, released = false, created_at = $5`,
        [h.ref, h.storeId, h.date, h.slot, now]
      )
    },

    /** Frees the place held for `ref`, exactly once; false when none was held. */
    async release(t: Db, ref: string): Promise<boolean> {
      const h = await t.one<{ store_id: number; date: string; slot: string }>(
        'UPDATE slot_holds SET released = true WHERE ref = $1 AND NOT released RETURNING store_id, date, slot',
        [ref]
      )
      if (!h) return false
      await t.query(
        'UPDATE slot_bookings SET booked = booked - 1 WHERE store_id = $1 AND date = $2 AND slot = $3 AND booked > 0',
        [h.store_id, h.date, h.slot]
      )
      return true
    },

    /**
     * The store's plan as its console edits it: each slot's capacity and version, with the orders booked in it on
     * each bookable date.
     */
    async plan(storeId: number): Promise<{
      dates: string[]
      slots: Array<{ slot: string; capacity: number; version: number; booked: Record<string, number> }>
    }> {
      const dates = slotDates(clock.now())
      const rows = await db.many<{
        slot: string
        capacity: number
        version: number
        booked: Record<string, number>
      }>(
        `SELECT p.slot, p.capacity, p.version,
           COALESCE((SELECT jsonb_object_agg(b.date, b.booked) FROM slot_bookings b
                     WHERE b.store_id = p.store_id AND b.slot = p.slot AND b.date = ANY($2)), '{}'::jsonb) AS booked
         FROM slot_plans p WHERE p.store_id = $1 ORDER BY p.slot`,
        [storeId, dates]
      )
      return { dates, slots: rows }
    },

    /**
     * A new capacity for one slot of the plan, inside the caller's transaction, for today and later: never below the
     * orders already booked in it on any of those dates (`{ booked }`: the most booked, nothing changed).
     * Otherwise the plan row before and after; `stale` for another version; undefined for a slot the store has not.
     */
    async setCapacity(
      t: Db,
      p: { storeId: number; slot: string; capacity: number; version: number }
    ): Promise<
      | { before: { capacity: number; version: number }; after: { capacity: number; version: number } }
      | 'stale'
      | { booked: number }
      | undefined
    > {
      const row = await t.one<{ capacity: number; version: number }>(
        'SELECT capacity, version FROM slot_plans WHERE store_id = $1 AND slot = $2 FOR UPDATE',
        [p.storeId, p.slot]
      )
      if (!row) return undefined
      if (row.version !== p.version) return 'stale'
      const today = macauDay(clock.now())
      // the day's booking rows are locked too: a hold racing the edit waits, then sees the new capacity
      const most = await t.one<{ booked: number | null }>(
        `SELECT max(booked)::int AS booked FROM (SELECT booked FROM slot_bookings
           WHERE store_id = $1 AND slot = $2 AND date >= $3 FOR UPDATE) x`,
        [p.storeId, p.slot, today]
      )
      if ((most?.booked ?? 0) > p.capacity) return { booked: most!.booked! }
      const after = await t.one<{ capacity: number; version: number }>(
        'UPDATE slot_plans SET capacity = $3, version = version + 1 WHERE store_id = $1 AND slot = $2 RETURNING capacity, version',
        [p.storeId, p.slot, p.capacity]
      )
      await t.query(
        'UPDATE slot_bookings SET capacity = $3 WHERE store_id = $1 AND slot = $2 AND date >= $4',
        [p.storeId, p.slot, p.capacity, today]
      )
      return { before: row, after: after! }
    },

    /** The slot held for `ref`, if any. */
    async heldFor(t: Db, ref: string): Promise<{ date: string; slot: string } | undefined> {
      return t.one<{ date: string; slot: string }>(
        'SELECT date, slot FROM slot_holds WHERE ref = $1 AND NOT released',
        [ref]
      )
    }
  }
}

export type SlotService = ReturnType<typeof createSlotService>
