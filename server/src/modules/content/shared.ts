import type { AdKey, AdminAd } from '@lotus/contract/ads'
import type { AdminNews } from '@lotus/contract/content'
import { ErrorCode } from '@lotus/contract/error-codes'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, notFound } from '../../errors.js'
import { adImage } from '../ads/ads-service.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { auditActorOf } from '../staff/staff-actor.js'
import type { UploadService } from '../upload/upload-service.js'

/** What every content operation works with; `changed` tells the page cache that what home shows moved. */
export interface ContentDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  uploads: UploadService
  changed: () => void
  /** the platform's words changed: answers in English and Portuguese read them again (i18n/content-names.ts) */
  namesChanged: () => void
}

/** The operator calling, as the audit log records them, and from where. */
export interface ContentCaller {
  session: StaffSession
  ip: string
}

export const auditBy = (c: ContentCaller) => ({ actor: auditActorOf(c.session), ip: c.ip })

export const stale = () =>
  new AppError(ErrorCode.STALE_VERSION, '內容已被其他人修改，請重新載入後再試，這次沒有儲存', 409)

export interface AdRow {
  id: number
  position: AdKey
  name: string
  type: 1 | 2 | 3
  wx_link: string
  merchant_id: number | null
  sort: number
  enabled: boolean
  starts_at: number | null
  ends_at: number | null
  cities: string[]
  verticals: string[]
  image: string | null
  version: number
  updated_at: number | null
}

const sec = (ms: number | null) => (ms === null ? null : toSeconds(Number(ms)))

export const toAdminAd = (r: AdRow): AdminAd => ({
  id: r.id,
  key: r.position,
  name: r.name,
  type: r.type,
  wxLink: r.wx_link,
  image: adImage(r.position, r.id, r.image),
  uploaded: r.image !== null,
  merchantId: r.merchant_id,
  sort: r.sort,
  enabled: r.enabled,
  startsAt: sec(r.starts_at),
  endsAt: sec(r.ends_at),
  cities: r.cities,
  verticals: r.verticals,
  version: r.version,
  updatedAt: sec(r.updated_at)
})

/** An ad, locked for a change in `t`, at the version the editor read. */
export async function lockAd(t: Db, id: number, version?: number): Promise<AdRow> {
  const r = await t.one<AdRow>('SELECT * FROM ads WHERE id = $1 FOR UPDATE', [id])
  if (!r) throw notFound('找不到這則廣告')
  if (version !== undefined && r.version !== version) throw stale()
  return r
}

export interface NewsRow {
  id: number
  title: string
  body: string
  published: boolean
  created_at: number
  version: number
}

export const NEWS_SELECT = `SELECT id, title, body, published, created_at, version FROM messages
  WHERE user_id IS NULL AND kind = 'notice'`

export const toAdminNews = (r: NewsRow): AdminNews => ({
  id: r.id,
  title: r.title,
  body: r.body,
  published: r.published,
  publishedAt: r.published ? toSeconds(Number(r.created_at)) : null,
  version: r.version
})

/** A news article (a platform notice), locked, at the version the editor read; an order message is not one. */
export async function lockNews(t: Db, id: number, version: number): Promise<NewsRow> {
  const r = await t.one<NewsRow>(`${NEWS_SELECT} AND id = $1 FOR UPDATE`, [id])
  if (!r) throw notFound('找不到這篇資訊')
  if (r.version !== version) throw stale()
  return r
}

/** Seconds on the wire, milliseconds in the tables. */
export const ms = (s: number | null) => (s === null ? null : s * 1000)
