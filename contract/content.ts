import type { ConfigKey } from './config'

/**
 * Content operators' console (issue 38 point 3): news articles and the remote config's versions. Ads are in
 * ads.ts, the config groups' schemas in schemas/config.ts.
 */

/** A platform notice as the console edits it; customers see it in their message centre once published. */
export interface AdminNews {
  id: number
  title: string
  body: string
  published: boolean
  /** when it was (last) published, seconds; customers' lists are ordered by it */
  publishedAt: number | null
  version: number
}

/** The supermarket's own news (超市資訊) as the console edits it: a summary under the title in the app's list. */
export interface AdminMarketNews extends AdminNews {
  summary: string
}

/** One saved version of a config group: who saved it and when; a rollback names the version it restored. */
export interface ConfigVersion {
  key: ConfigKey
  version: number
  value: unknown
  /** null: the seed */
  staffName: string | null
  createdAt: number
  rollbackOf: number | null
}

/** A group as the console opens it: its value and the version a save must name. */
export interface ConfigGroupState {
  key: ConfigKey
  value: unknown
  version: number
  updatedAt: number
}

/**
 * One of the platform's words (issue 39 point 4): a Chinese name or word and how English and Portuguese readers see
 * it, wherever it shows (a shop's category, a tag, a district, a goods many shops sell, a shop's name). '' none:
 * the Chinese shows.
 */
export interface ContentWord {
  zh: string
  en: string
  pt: string
  version: number
}
