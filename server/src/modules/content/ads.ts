import type { AdKey, AdminAd } from '@lotus/contract/ads'
import { linkedShop } from '@lotus/contract/ads'
import type { Vertical } from '@lotus/contract/verticals'
import type { Db } from '../../db/db.js'
import { validation } from '../../errors.js'
import { shrinkPhoto } from '../upload/goods-photo.js'
import { auditBy, lockAd, ms, toAdminAd, type AdRow, type ContentCaller, type ContentDeps } from './shared.js'

export interface AdInput {
  key: AdKey
  name: string
  type: 1 | 2 | 3
  wxLink: string
  sort: number
  startsAt: number | null
  endsAt: number | null
  cities: string[]
  verticals: Vertical[]
}

/** Every ad of a position (or all), as the console lists them: on now or not, newest changes included. */
export async function listAds(d: ContentDeps, key?: AdKey): Promise<AdminAd[]> {
  const rows = await d.db.many<AdRow>(
    `SELECT * FROM ads WHERE ($1::text IS NULL OR position = $1) ORDER BY position, sort, id`,
    [key ?? null]
  )
  return rows.map(toAdminAd)
}

/** The link's shop must exist, and the cities be ones we serve: refused before anything is written. */
async function checkTargets(t: Db, a: AdInput): Promise<number | null> {
  const shop = a.type === 1 ? null : linkedShop(a.wxLink)
  if (shop !== null && !(await t.one('SELECT 1 AS x FROM merchants WHERE id = $1', [shop])))
    throw validation('參數 wxLink 的商家不存在')
  if (a.cities.length > 0) {
    const known = await t.many<{ code: string }>('SELECT code FROM cities WHERE code = ANY($1::text[])', [
      a.cities
    ])
    if (known.length !== a.cities.length) throw validation('參數 cities 含有未開通的城市')
  }
  return shop
}

const fieldsOf = (r: AdRow) => ({
  key: r.position,
  name: r.name,
  type: r.type,
  wxLink: r.wx_link,
  sort: r.sort,
  enabled: r.enabled,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  cities: r.cities,
  verticals: r.verticals
})

/** A new ad: on as soon as its schedule says (no schedule: at once). */
export async function createAd(d: ContentDeps, c: ContentCaller, a: AdInput): Promise<AdminAd> {
  const out = await d.db.tx(async (t) => {
    const shop = await checkTargets(t, a)
    const row = await t.one<AdRow>(
      `INSERT INTO ads (position, name, type, wx_link, merchant_id, sort, enabled, starts_at, ends_at, cities,
         verticals, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10, $11) RETURNING *`,
      [
        a.key,
        a.name,
        a.type,
        a.wxLink.trim(),
        shop,
        a.sort,
        ms(a.startsAt),
        ms(a.endsAt),
        a.cities,
        a.verticals,
        d.clock.now()
      ]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'content.ad.create',
      subjectType: 'ad',
      subjectId: row!.id,
      after: fieldsOf(row!)
    })
    return toAdminAd(row!)
  })
  d.changed()
  return out
}

/** Every field of an ad at once, from the version the editor read. */
export async function updateAd(
  d: ContentDeps,
  c: ContentCaller,
  a: AdInput & { id: number; version: number; enabled: boolean }
): Promise<AdminAd> {
  const out = await d.db.tx(async (t) => {
    const before = await lockAd(t, a.id, a.version)
    const shop = await checkTargets(t, a)
    const row = await t.one<AdRow>(
      `UPDATE ads SET position = $2, name = $3, type = $4, wx_link = $5, merchant_id = $6, sort = $7, enabled = $8,
         starts_at = $9, ends_at = $10, cities = $11, verticals = $12, updated_at = $13, version = version + 1
       WHERE id = $1 RETURNING *`,
      [
        a.id,
        a.key,
        a.name,
        a.type,
        a.wxLink.trim(),
        shop,
        a.sort,
        a.enabled,
        ms(a.startsAt),
        ms(a.endsAt),
        a.cities,
        a.verticals,
        d.clock.now()
      ]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'content.ad.update',
      subjectType: 'ad',
      subjectId: a.id,
      before: fieldsOf(before),
      after: fieldsOf(row!)
    })
    return toAdminAd(row!)
  })
  d.changed()
  return out
}

/** Switch an ad off (customers stop seeing it on their next read) or back on. */
export async function enableAd(
  d: ContentDeps,
  c: ContentCaller,
  input: { id: number; version: number; enabled: boolean }
): Promise<AdminAd> {
  const out = await d.db.tx(async (t) => {
    const before = await lockAd(t, input.id, input.version)
    const row = await t.one<AdRow>(
      'UPDATE ads SET enabled = $2, updated_at = $3, version = version + 1 WHERE id = $1 RETURNING *',
      [input.id, input.enabled, d.clock.now()]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: input.enabled ? 'content.ad.enable' : 'content.ad.disable',
      subjectType: 'ad',
      subjectId: input.id,
      before: { enabled: before.enabled, version: before.version },
      after: { enabled: row!.enabled, version: row!.version }
    })
    return toAdminAd(row!)
  })
  d.changed()
  return out
}

/** An ad's own picture, shrunk on the server first, stored and set in one transaction. */
export async function uploadAdImage(
  d: ContentDeps,
  c: ContentCaller,
  input: { id: number; version: number; bytes: Buffer }
): Promise<AdminAd> {
  const small = await shrinkPhoto(input.bytes)
  const out = await d.db.tx(async (t) => {
    const before = await lockAd(t, input.id, input.version)
    const { url } = await d.uploads.saveStaffImage(t, c.session.account.id, small)
    const row = await t.one<AdRow>(
      'UPDATE ads SET image = $2, updated_at = $3, version = version + 1 WHERE id = $1 RETURNING *',
      [input.id, url, d.clock.now()]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'content.ad.image',
      subjectType: 'ad',
      subjectId: input.id,
      before: { image: before.image, version: before.version },
      after: { image: url, version: row!.version, bytes: small.length }
    })
    return toAdminAd(row!)
  })
  d.changed()
  return out
}
