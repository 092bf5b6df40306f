import type { Db } from './db.js'
import {
  CATEGORY_NAMES,
  DEAL_NAMES,
  GOODS_NAMES,
  MERCHANT_NAMES,
  type Names,
  PLACE_NAMES
} from './seed-data/content-names.js'
import { CONTENT_WORDS } from './seed-data/content-words.js'
import { MARKET_SHOP_NAMES } from './seed-data/market-words.js'

const TABLES: ReadonlyArray<readonly [table: string, column: string, names: Names]> = [
  ['merchants', 'name', { ...MERCHANT_NAMES, ...MARKET_SHOP_NAMES }],
  ['goods', 'name', GOODS_NAMES],
  ['goods_categories', 'name', CATEGORY_NAMES],
  ['group_deals', 'title', DEAL_NAMES],
  ['places', 'name', PLACE_NAMES]
]

/**
 * The demo catalogue's English and Portuguese names (migration 260) and content words (migration 264: categories,
 * tags, districts, cities). Runs at every start and fills only what is still empty: an existing database gets them,
 * a translation typed by staff is never overwritten.
 */
export async function seedContentNames(db: Db): Promise<void> {
  for (const [table, column, names] of TABLES) {
    const entries = Object.entries(names)
    await db.query(
      `UPDATE ${table} t SET name_en = COALESCE(t.name_en, v.en), name_pt = COALESCE(t.name_pt, v.pt)
       FROM unnest($1::text[], $2::text[], $3::text[]) AS v(zh, en, pt)
       WHERE t.${column} = v.zh AND (t.name_en IS NULL OR t.name_pt IS NULL)`,
      [entries.map(([zh]) => zh), entries.map(([, [en]]) => en), entries.map(([, [, pt]]) => pt)]
    )
  }
  // the catalogue's names are the platform's words too: a name many shops use (葡撻) is said so at every shop, and
  // a shop's staff naming their own goods cannot reword it (content-names.ts)
  const words = Object.entries({ ...GOODS_NAMES, ...CATEGORY_NAMES, ...DEAL_NAMES, ...CONTENT_WORDS })
  await db.query(
    `INSERT INTO content_words (zh, name_en, name_pt)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (zh) DO UPDATE SET name_en = COALESCE(content_words.name_en, EXCLUDED.name_en),
       name_pt = COALESCE(content_words.name_pt, EXCLUDED.name_pt)
     WHERE content_words.name_en IS NULL OR content_words.name_pt IS NULL`,
    [words.map(([zh]) => zh), words.map(([, [en]]) => en), words.map(([, [, pt]]) => pt)]
  )
}
