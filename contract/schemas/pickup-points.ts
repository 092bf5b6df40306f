import { z } from 'zod/v4'
import { idString, jsonId } from './fields'

/** Request schemas of /api/staff/deals/pickup-points (issue 37 point 3): text without control characters. */
const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )
const text = (max: number, empty: string) =>
  z.string().trim().min(1, empty).max(max, `不可多於 ${max} 字`).refine(printable, '不可包含控制字元')

export const PickupPointsQuery = z.strictObject({ merchantId: idString })

/** A new point (no id) or one saved whole with its version; `active: false` disables it. */
export const PickupPointSaveBody = z.strictObject({
  merchantId: jsonId,
  id: jsonId.optional(),
  version: z.number().int().min(1).max(2_147_483_647).optional(),
  name: text(30, '請輸入名稱'),
  address: text(100, '請輸入地址'),
  hours: text(60, '請輸入自取時間'),
  active: z.boolean().default(true)
})
