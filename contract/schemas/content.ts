import { z } from 'zod/v4'
import { AD_KEYS, adLinkProblem } from '../ads'
import { CONFIG_KEYS } from '../config'
import { VERTICALS } from '../verticals'
import { CONFIG_SCHEMAS } from './config'
import { idString, jsonId, paging, plainText } from './fields'

/** Request schemas of /api/staff/content/* (issue 38 point 3): banners, the home popup, news, remote config. */

const version = z.number().int().min(0).max(2_147_483_647)
/** Seconds since 1970, up to 2100. */
const seconds = z.number().int().min(0).max(4_102_444_800)

export const ContentAdsQuery = z.strictObject({ key: z.enum(AD_KEYS).optional() })

const adFields = {
  key: z.enum(AD_KEYS),
  name: plainText(2, 40, '請填寫名稱（至少 2 字）'),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  wxLink: z.string().trim().max(300, '連結不可多於 300 字'),
  sort: z.number().int().min(0).max(9999).default(0),
  startsAt: seconds.nullable().default(null),
  endsAt: seconds.nullable().default(null),
  cities: z
    .array(z.string().regex(/^[A-Z]{2,3}$/, '城市代碼不正確'))
    .max(20)
    .default([])
    .transform((l) => [...new Set(l)]),
  verticals: z
    .array(z.enum(VERTICALS))
    .max(VERTICALS.length)
    .default([])
    .transform((l) => [...new Set(l)])
}

const adRules = <T extends { type: number; wxLink: string; startsAt: number | null; endsAt: number | null }>(
  a: T,
  ctx: z.RefinementCtx
) => {
  const problem = adLinkProblem(a.type, a.wxLink)
  if (problem) ctx.addIssue({ code: 'custom', path: ['wxLink'], message: problem })
  if (a.startsAt !== null && a.endsAt !== null && a.endsAt <= a.startsAt)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '結束時間須晚於開始時間' })
}

export const ContentAdCreateBody = z.strictObject(adFields).superRefine(adRules)

export const ContentAdUpdateBody = z
  .strictObject({ id: jsonId, version, enabled: z.boolean(), ...adFields })
  .superRefine(adRules)

export const ContentAdEnableBody = z.strictObject({ id: jsonId, version, enabled: z.boolean() })

/** The picture of an ad (multipart `file`); `version` as read. */
export const ContentAdImageQuery = z.strictObject({
  id: idString,
  version: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(version)
})

export const ContentNewsQuery = z.strictObject({ ...paging })

const newsFields = {
  title: plainText(2, 60, '請填寫標題（至少 2 字）'),
  body: plainText(2, 5000, '請填寫內容（至少 2 字）')
}
export const ContentNewsCreateBody = z.strictObject(newsFields)
export const ContentNewsUpdateBody = z.strictObject({ id: jsonId, version, ...newsFields })
export const ContentNewsPublishBody = z.strictObject({ id: jsonId, version, published: z.boolean() })

/** The supermarket's news: the same article, with the summary its list shows. */
const marketNewsFields = { ...newsFields, summary: plainText(0, 200, '').default('') }
export const MarketNewsQuery = z.strictObject({ ...paging })
export const MarketNewsCreateBody = z.strictObject(marketNewsFields)
export const MarketNewsUpdateBody = z.strictObject({ id: jsonId, version, ...marketNewsFields })
export const MarketNewsPublishBody = ContentNewsPublishBody

export const ContentConfigKeyQuery = z.strictObject({ key: z.enum(CONFIG_KEYS) })
export const ContentConfigHistoryQuery = z.strictObject({ key: z.enum(CONFIG_KEYS), ...paging })

/** A group's new value, checked with that group's schema; `version`: the one the editor read. */
export const ContentConfigSaveBody = z
  .strictObject({ key: z.enum(CONFIG_KEYS), version, value: z.unknown() })
  .transform((b, ctx) => {
    const parsed = CONFIG_SCHEMAS[b.key].safeParse(b.value)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['value', ...issue.path], message: issue.message })
      return z.NEVER
    }
    return { key: b.key, version: b.version, value: parsed.data as unknown }
  })

export const ContentConfigRollbackBody = z.strictObject({ key: z.enum(CONFIG_KEYS), version, to: version })

/** The platform's words (issue 39 point 4): a keyword finds a word by its Chinese, English or Portuguese. */
export const ContentWordsQuery = z.strictObject({ keyword: plainText(0, 40, '').optional(), ...paging })

/** A new word (no version) or new translations of one (the version read); '' for a language: none. */
export const ContentWordSaveBody = z
  .strictObject({
    zh: plainText(1, 80, '請填寫中文'),
    en: plainText(0, 120, ''),
    pt: plainText(0, 120, ''),
    version: version.optional()
  })
  .refine((w) => w.en !== '' || w.pt !== '', { message: '請填寫英文或葡文', path: ['en'] })
