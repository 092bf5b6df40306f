import type { Db } from '../../db/db.js'
import type { AdKey } from '@lotus/contract/ads'
import type { Ad } from '@lotus/contract/ads'
export type { Ad }

export function createAdsService(deps: { db: Db }) {
  return {
    /** Ads of one position in display order; the home popup shows at most one. */
    async byKey(key: AdKey): Promise<Ad[]> {
      const rows = await deps.db.many<{
        id: number
        name: string
        type: number
        wx_link: string
        merchant_id: number | null
      }>(
        `SELECT id, name, type, wx_link, merchant_id FROM ads WHERE position = $1 AND enabled
         ORDER BY sort, id LIMIT $2`,
        [key, key === 'INDEX_POPUP_AD' ? 1 : 20]
      )
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        type: r.type,
        wxLink: r.wx_link,
        // the popup is a portrait card: its own picture with the whole name, not a cropped banner (issue 8 §11)
        image: `/api/img/${key === 'INDEX_POPUP_AD' ? 'poster' : 'banner'}/${r.id}.svg`,
        ...(r.merchant_id !== null ? { merchantId: r.merchant_id } : {})
      }))
    },

    async name(id: number): Promise<string | undefined> {
      return (await deps.db.one<{ name: string }>('SELECT name FROM ads WHERE id = $1', [id]))?.name
    }
  }
}
