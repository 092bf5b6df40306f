import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { AdKey } from '@lotus/contract/ads'
import type { Ad } from '@lotus/contract/ads'
import type { Vertical } from '@lotus/contract/verticals'
export type { Ad }

/** Where the app asks from: its point picks the city (the nearest one), a vertical's page names the vertical. */
export interface AdAudience {
  lat?: number
  lng?: number
  vertical?: Vertical
}

/** The picture an ad shows: its uploaded one, or the one drawn from its name. */
export const adImage = (key: string, id: number, uploaded: string | null): string =>
  // the popup is a portrait card: its own picture with the whole name, not a cropped banner (issue 8 §11)
  uploaded ?? `/api/img/${key === 'INDEX_POPUP_AD' ? 'poster' : 'banner'}/${id}.svg`

export function createAdsService(deps: { db: Db; clock: Clock }) {
  return {
    /**
     * Ads of one position in display order, only those on now for the asker's city and vertical (issue 38: an ad
     * aimed at some verticals shows only where a page names one of them); the home popup shows at most one.
     */
    async byKey(key: AdKey, who: AdAudience = {}): Promise<Ad[]> {
      const point = who.lat !== undefined && who.lng !== undefined
      const rows = await deps.db.many<{
        id: number
        name: string
        type: number
        wx_link: string
        merchant_id: number | null
        image: string | null
      }>(
        `WITH city AS (
           SELECT code FROM cities
           ORDER BY CASE WHEN $4::boolean THEN (lat - $5::float8) ^ 2 + (lng - $6::float8) ^ 2 ELSE 0 END, sort, id
           LIMIT 1)
         SELECT id, name, type, wx_link, merchant_id, image FROM ads
         WHERE position = $1 AND enabled
           AND (starts_at IS NULL OR starts_at <= $3) AND (ends_at IS NULL OR ends_at > $3)
           AND (cardinality(cities) = 0 OR (SELECT code FROM city) = ANY(cities))
           AND (cardinality(verticals) = 0 OR $7::text = ANY(verticals))
         ORDER BY sort, id LIMIT $2`,
        [
          key,
          key === 'INDEX_POPUP_AD' ? 1 : 20,
          deps.clock.now(),
          point,
          who.lat ?? 0,
          who.lng ?? 0,
          who.vertical ?? null
        ]
      )
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        type: r.type,
        wxLink: r.wx_link,
        image: adImage(key, r.id, r.image),
        ...(r.merchant_id !== null ? { merchantId: r.merchant_id } : {})
      }))
    },

    async name(id: number): Promise<string | undefined> {
      return (await deps.db.one<{ name: string }>('SELECT name FROM ads WHERE id = $1', [id]))?.name
    }
  }
}
