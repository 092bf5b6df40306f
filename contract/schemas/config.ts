import { z } from 'zod/v4'
import type { ConfigKey } from '../config'
import { isHttpUrl } from '../ads'
import { plainText } from './fields'

/**
 * One schema per remote config group (issue 38 point 3): the console's forms are checked with them before a save,
 * the server refuses what they refuse, and the app reads the groups as their output types (`ConfigGroups`).
 * Strict: a field the app does not read is a typo, not data.
 */

const text = (max: number) => plainText(1, max, '不可留空')
const optionalText = (max: number) => plainText(0, max, '')
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '時間格式須為 HH:MM')
/** Money in avos (MOP × 100), as everywhere on the wire. */
const avos = z.number().int().min(0).max(10_000_000)
const appPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_-]+$/, '須為 App 頁面路徑（以 / 開頭）')

export const GlobalCfg = z.strictObject({
  customerServicePhone: text(30),
  customerServiceHours: text(30),
  defaultCity: z.strictObject({ code: z.string().regex(/^[A-Z]{2,3}$/), name: text(20) }),
  defaultLocation: z.strictObject({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    name: optionalText(40).optional()
  }),
  currency: z.literal('MOP'),
  hotSearchWords: z.array(text(20)).max(20),
  searchPlaceholder: text(30),
  shareTitle: text(60),
  webViewUrl: z.string().trim().max(200).refine(isHttpUrl, '網址須以 http:// 或 https:// 開頭')
})

export const StoreTimeLimitedCfg = z.strictObject({
  enabled: z.boolean(),
  title: text(20),
  sessions: z
    .array(z.strictObject({ start: hhmm, end: hhmm, label: text(10) }))
    .max(8)
    .refine((list) => list.every((s) => s.start < s.end), '每個時段的開始須早於結束'),
  maxPerUser: z.number().int().min(1).max(99)
})

export const StoreTopCfg = z.strictObject({
  enabled: z.boolean(),
  title: text(20),
  size: z.number().int().min(1).max(50),
  refreshHours: z.number().int().min(1).max(168)
})

export const ReceiveCouponCfg = z.strictObject({
  enabled: z.boolean(),
  title: text(20),
  coupons: z
    .array(
      z.strictObject({
        name: text(20),
        reduce: avos.min(1),
        threshold: avos,
        validDays: z.number().int().min(1).max(365)
      })
    )
    .max(10)
})

export const MemberCfg = z.strictObject({
  name: text(20),
  /**
   * Not stored: the server serves the plans at the prices operators set (member_plan_prices), the prices a new
   * order charges. A version saved before that may still carry them: accepted, and dropped.
   */
  tiers: z
    .unknown()
    .optional()
    .transform(() => undefined),
  benefits: z
    .array(
      z.strictObject({ icon: z.string().regex(/^[a-z-]{1,20}$/), title: text(20), desc: optionalText(200) })
    )
    .max(20),
  rules: optionalText(2000)
})

export const StoreCartCfg = z.strictObject({
  maxItemsPerLine: z.number().int().min(1).max(300),
  maxLines: z.number().int().min(1).max(200),
  cartExpireHours: z.number().int().min(1).max(720),
  showWarnDelayMs: z.number().int().min(0).max(5000)
})

export const UserCenterCfg = z.strictObject({
  menus: z
    .array(z.strictObject({ key: z.string().regex(/^[A-Za-z]{1,30}$/), title: text(10), path: appPath }))
    .max(30)
})

export const CONFIG_SCHEMAS = {
  GLOBAL_CFG: GlobalCfg,
  STORE_TIME_LIMITED: StoreTimeLimitedCfg,
  STORE_TOP_CFG: StoreTopCfg,
  RECEIVE_COUPON: ReceiveCouponCfg,
  MEMBER_CFG: MemberCfg,
  STORE_CART_CFG: StoreCartCfg,
  USER_CENTER_CFG: UserCenterCfg
} as const satisfies Record<ConfigKey, z.ZodType>

/** Every group as the app reads it. */
export type ConfigGroups = { [K in ConfigKey]: z.output<(typeof CONFIG_SCHEMAS)[K]> }
