import type { Db } from '../../db/db.js'
import { bandAtMinute, type FeeBandRule } from '@lotus/contract/delivery-fee'
import { macauMinuteOfDay } from '@lotus/contract/macau-time'
import type { TimeFee } from '@lotus/contract/merchant'

/** A delivery-fee band of the day as stored (the contract's rule plus its label). */
export interface FeeBand extends FeeBandRule {
  label: string
}

/** Default bands seeded per merchant: base fee offsets from the merchant's listed delivery fee. */
export const DEFAULT_BANDS: ReadonlyArray<Omit<FeeBand, 'baseFee'> & { baseDelta: number }> = [
  { startMin: 0, endMin: 600, baseDelta: 500, perKmFee: 300, freeKm: 2, label: '早間' },
  { startMin: 600, endMin: 840, baseDelta: 200, perKmFee: 200, freeKm: 3, label: '午市' },
  { startMin: 840, endMin: 1020, baseDelta: 0, perKmFee: 200, freeKm: 3, label: '下午' },
  { startMin: 1020, endMin: 1260, baseDelta: 200, perKmFee: 200, freeKm: 3, label: '晚市' },
  { startMin: 1260, endMin: 1440, baseDelta: 800, perKmFee: 300, freeKm: 2, label: '夜宵' }
]

const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`

/** The wire shape of a band. */
export type TimeFeeDto = TimeFee

export const toTimeFeeDto = (b: FeeBand): TimeFeeDto => ({
  start: hhmm(b.startMin),
  end: hhmm(b.endMin),
  baseFee: b.baseFee,
  perKmFee: b.perKmFee,
  freeKm: b.freeKm,
  label: b.label
})

export async function loadBands(db: Db, mchId: number): Promise<FeeBand[]> {
  return db.many<FeeBand>(
    `SELECT start_min AS "startMin", end_min AS "endMin", base_fee AS "baseFee", per_km_fee AS "perKmFee",
            free_km AS "freeKm", label
     FROM time_fee_bands WHERE merchant_id = $1 ORDER BY start_min`,
    [mchId]
  )
}

/** The band covering a time (seconds), by Asia/Macau minute of day. */
export function bandAt(bands: readonly FeeBand[], nowSeconds: number): FeeBand | undefined {
  return bandAtMinute(bands, macauMinuteOfDay(nowSeconds * 1000))
}

/** Seeds the default bands for every merchant that delivers and has none (idempotent). */
export async function seedTimeFeeBands(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO time_fee_bands (merchant_id, start_min, end_min, base_fee, per_km_fee, free_km, label)
     SELECT m.id, b.start_min, b.end_min, m.delivery_fee + b.base_delta, b.per_km_fee, b.free_km, b.label
     FROM merchants m CROSS JOIN jsonb_to_recordset($1::jsonb)
       AS b(start_min int, end_min int, base_delta int, per_km_fee int, free_km int, label text)
     WHERE m.delivery_fee > 0 AND NOT EXISTS (SELECT 1 FROM time_fee_bands t WHERE t.merchant_id = m.id)`,
    [
      JSON.stringify(
        DEFAULT_BANDS.map((b) => ({
          start_min: b.startMin,
          end_min: b.endMin,
          base_delta: b.baseDelta,
          per_km_fee: b.perKmFee,
          free_km: b.freeKm,
          label: b.label
        }))
      )
    ]
  )
}
