import type { Clock } from '../clock.js'
import type { Db } from '../db/db.js'
import type { Locale } from '@lotus/contract/locale'
import { sizeIn } from '@lotus/contract/sizes'

/** How long the names read from the database serve before they are read again (staff may add some). */
export const NAMES_TTL_MS = 60_000

/** The fields of an answer that carry a content name (merchants, goods, categories, deals, places). */
const NAME_FIELDS = new Set([
  'name',
  'title',
  'merchantName',
  'mchName',
  'shopName',
  'storeName',
  'goodsName'
])

/** The fields that carry a content word (migration 264): a shop's category, a district (a city's is its `name`). */
const WORD_FIELDS = new Set(['category', 'district'])
/**
 * The fields whose strings are each a content word: a shop's, a goods' or a product's tags (a spell store's
 * among its activity labels, which server-words.ts words).
 */
const WORD_LISTS = new Set(['tags', 'actTagList'])
/** The fields that carry a goods' size (a supermarket SKU's spec): counted ones are worded (sizes.ts). */
const SIZE_FIELDS = new Set(['spec'])

type Translations = ReadonlyMap<string, readonly [en: string | null, pt: string | null]>

/**
 * Content names in the request's language (issue 39 point 4). Each row of merchants, goods, categories, deals and
 * places may carry `name_en` / `name_pt` (migration 260), and `content_words` those of the words that are not rows
 * of their own: categories, tags, districts, cities (migration 264). An answer to an English or Portuguese request
 * gets, in each name field, `category` and `district` field and each string of a `tags` list, the
 * translation of that original, or the original when it has none (never an empty label). A key sent back as a
 * filter (`key` of the takeaway categories) is not one of those fields: it stays as written.
 * Done once on the way out rather than in each of the ~60 queries that read a name: a Chinese request, the
 * default, is not touched at all.
 */
export function createContentNames(deps: { db: Db; clock: Clock }) {
  let cached: { at: number; map: Translations } | null = null
  let loading: Promise<Translations> | null = null
  let generation = 0

  async function load(): Promise<Translations> {
    // the platform's words (content_words: the seed's and operators'), and shops' and places' own names
    const trusted = await deps.db.many<{ zh: string; en: string | null; pt: string | null }>(
      `SELECT zh, name_en AS en, name_pt AS pt FROM content_words WHERE name_en IS NOT NULL OR name_pt IS NOT NULL
       UNION ALL SELECT name, name_en, name_pt FROM merchants WHERE name_en IS NOT NULL OR name_pt IS NOT NULL
       UNION ALL SELECT name, name_en, name_pt FROM places WHERE name_en IS NOT NULL OR name_pt IS NOT NULL`
    )
    // a shop's own goods, categories and deals as its staff name them: a name is said so only when that shop alone
    // uses it (no other shop's goods, nor a shop, is called so); the platform's words win. A shop cannot reword
    // another's 葡撻, nor give its dish another shop's name
    const owned = await deps.db.many<{ zh: string; en: string | null; pt: string | null }>(
      `SELECT zh, max(en) AS en, max(pt) AS pt FROM (
         SELECT name AS zh, name_en AS en, name_pt AS pt, merchant_id AS owner FROM goods
         UNION ALL SELECT name, name_en, name_pt, merchant_id FROM goods_categories
         UNION ALL SELECT title, name_en, name_pt, merchant_id FROM group_deals
         UNION ALL SELECT name, NULL, NULL, id FROM merchants) r
       GROUP BY zh
       HAVING count(DISTINCT owner) = 1 AND count(DISTINCT en) <= 1 AND count(DISTINCT pt) <= 1
          AND (max(en) IS NOT NULL OR max(pt) IS NOT NULL)`
    )
    const map = new Map(owned.map((r) => [r.zh, [r.en, r.pt] as const]))
    for (const r of trusted) map.set(r.zh, [r.en, r.pt])
    return map
  }

  async function translations(): Promise<Translations> {
    const now = deps.clock.now()
    if (cached && now - cached.at < NAMES_TTL_MS) return cached.map
    // a load begun before staff changed a name (forget) is not kept: it may have read the old one
    const g = generation
    loading ??= load().finally(() => (loading = null))
    const map = await loading
    if (g === generation) cached = { at: now, map }
    return map
  }

  return {
    translations,
    /** Staff changed a name or its translations: the next answer reads them again. */
    forget(): void {
      generation++
      cached = null
      loading = null
    },
    /** A copy of `data` with its names in `locale` (the original objects may be cached: never changed). */
    async localize(data: unknown, locale: Locale): Promise<unknown> {
      if (locale === 'zh-Hant-MO' || data === null || typeof data !== 'object') return data
      return translate(data, await translations(), locale === 'en' ? 0 : 1)
    }
  }
}

export type ContentNames = ReturnType<typeof createContentNames>

function translate(value: unknown, map: Translations, i: 0 | 1, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 12) return value
  if (Array.isArray(value)) return value.map((v) => translate(v, map, i, depth + 1))
  // plain records only (what JSON carries); anything else goes out as it came
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' && NAME_FIELDS.has(k)) out[k] = map.get(v)?.[i] || sized(v, map, i) || v
    else if (typeof v === 'string' && WORD_FIELDS.has(k)) out[k] = map.get(v)?.[i] || v
    else if (typeof v === 'string' && SIZE_FIELDS.has(k)) out[k] = sizeIn(v, i === 0 ? 'en' : 'pt')
    else if (Array.isArray(v) && WORD_LISTS.has(k))
      out[k] = v.map((w: unknown) =>
        typeof w === 'string' ? map.get(w)?.[i] || w : translate(w, map, i, depth + 1)
      )
    else out[k] = translate(v, map, i, depth + 1)
  }
  return out
}

const OF_SIZE = /^(.+)（([^（）]+)）$/u

/**
 * A goods of one size, named by its goods and size (新鮮雞蛋（10隻）, 珍珠奶茶（大份）: the supermarket's SKUs, a
 * takeaway SKU's order line) when the whole has no name of its own: the goods' translation with the size's.
 * null when the goods has none (the original shows).
 */
function sized(v: string, map: Translations, i: 0 | 1): string | null {
  const m = OF_SIZE.exec(v)
  const base = m && map.get(m[1]!)?.[i]
  if (!m || !base) return null
  return `${base} (${map.get(m[2]!)?.[i] || sizeIn(m[2]!, i === 0 ? 'en' : 'pt')})`
}
