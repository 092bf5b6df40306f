import type { Db } from '../../db/db.js'
import { distanceSql } from './distance.js'
import { toTraditional } from '../../i18n/search-text.js'
import type { Place } from '@lotus/contract/geo'
export type { Place }

export const SEARCH_RANGE_M = 5000
export const SEARCH_LIMIT = 20

export function createPlaceService(deps: { db: Db }) {
  return {
    /** With a keyword: name/address matches anywhere, nearest first. Without: the nearest places within range. */
    async search(lat: number, lng: number, keyword?: string): Promise<Place[]> {
      const d = distanceSql('$1', '$2')
      // English and Portuguese names, and Simplified input, find the place too (issue 39)
      const kw = keyword?.trim() ? await toTraditional(keyword.trim()) : undefined
      const rows = kw
        ? await deps.db.many<Place>(
            `SELECT id, name, address, district, lat, lng, round(${d})::int AS distance FROM places
             WHERE strpos(lower(name), lower($3)) > 0 OR strpos(lower(address), lower($3)) > 0
                OR strpos(lower(coalesce(name_en, '') || ' ' || coalesce(name_pt, '')), lower($3)) > 0
             ORDER BY distance, id LIMIT ${SEARCH_LIMIT}`,
            [lat, lng, kw]
          )
        : await deps.db.many<Place>(
            `SELECT * FROM (SELECT id, name, address, district, lat, lng, round(${d})::int AS distance FROM places) p
             WHERE distance <= ${SEARCH_RANGE_M} ORDER BY distance, id LIMIT ${SEARCH_LIMIT}`,
            [lat, lng]
          )
      return rows
    }
  }
}
