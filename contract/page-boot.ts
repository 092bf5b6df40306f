import type { AdKey } from './ads'
import { isLocale, type Locale } from './locale'

/**
 * Issue 13 (LCP): a page URL's index.html carries the public answers its first screen would otherwise ask for
 * after the app has loaded (the merchant's menu, home's ads), and preloads the picture that screen is judged
 * by. The app seeds them into its keyed cache before the first render, so the page draws with the data and
 * the chain HTML → JS → API → render → image loses its API round trip and its image wait.
 */
export const PAGE_BOOT_ID = 'lotus-boot'

/**
 * The server's drawing of a first screen in the HTML (home's popup), shown before the app has loaded; the app
 * removes it once its own drawing of the same thing is on the screen.
 */
export const PAGE_SHELL_ID = 'lotus-shell'

/** Where an h5 build keeps the renderer of first screens the server draws (config/ssr-bundle.ts, src/ssr). */
export const SSR_BUNDLE = 'ssr/first-screens.cjs'

/** An answer is used for this long after the server wrote it; an older page (a restored tab) asks again. */
export const PAGE_BOOT_FRESH_MS = 60_000

export interface PageBootEntry {
  /** the app's cache key for this answer (built with bootKeys, which the app's queries use too) */
  key: readonly unknown[]
  /** the `data` of the API's envelope, exactly as the endpoint answers an anonymous caller */
  data: unknown
  /** the answer carries per-user fields (a favourite flag): a logged-in app shows it and asks again at once */
  perUser?: boolean
}

export interface PageBoot {
  /** server clock (ms) when the answers were read */
  at: number
  entries: PageBootEntry[]
  /** the language the answers are worded in (the page's: its cookie, else the browser's); absent: Chinese */
  locale?: Locale
}

/** Cache keys shared by the server's page boot and the app's queries, so the two cannot drift. */
export const bootKeys = {
  menu: (mchId: number) => ['menu', mchId] as const,
  merchant: (id: number, lat: number | null, lng: number | null) => ['merchant', id, lat, lng] as const,
  ads: (key: AdKey) => ['ads', key] as const,
  /** remote config (`GET /v1/commons/config`'s JSON string): the same for every caller */
  config: () => ['config'] as const,
  /** a group-buying merchant as `GET /tuan/merchant/detail?id` answers without a position */
  groupMerchant: (id: number) => ['group', 'merchant', id] as const,
  /** the first page of a group merchant's evaluations (`GET /tuan/comment/list?mchId&page=1`) */
  groupComments: (mchId: number) => ['group', 'comments', mchId] as const,
  /** a general store with its menu (`GET /v1/general/store?id`) */
  generalStore: (id: number) => ['general', 'store', id] as const,
  /** a supermarket's store front (`GET /v1/market/home?mchId`) */
  marketHome: (mchId: number) => ['market', 'home', mchId] as const
}

/**
 * JSON inside `<script type="application/json">`: `<` is escaped, so no text of a merchant's (`</script>`,
 * `<!--`) can end the element; U+2028/2029 are escaped for older parsers. JSON.parse reads it back unchanged.
 */
export function bootJson(boot: PageBoot): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Reads a boot element's text; anything malformed is no boot at all (the page asks as before). */
export function parseBoot(text: string | null | undefined): PageBoot | null {
  if (!text) return null
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof v !== 'object' || v === null) return null
  const { at, entries, locale } = v as { at?: unknown; entries?: unknown; locale?: unknown }
  if (typeof at !== 'number' || !Number.isFinite(at) || !Array.isArray(entries)) return null
  const ok = entries.filter(
    (e): e is PageBootEntry =>
      typeof e === 'object' && e !== null && Array.isArray((e as PageBootEntry).key) && 'data' in e
  )
  return { at, entries: ok, ...(isLocale(locale) ? { locale } : {}) }
}
