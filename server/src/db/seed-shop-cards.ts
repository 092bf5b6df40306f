import type { Db } from './db.js'
import { SHOP_CARD_TIERS } from './seed-data/shop-cards.js'

/** Stored-value shop card tiers of the seeded merchants (issue 12), each once (idempotent). */
export async function seedShopCards(db: Db): Promise<void> {
  const rows = SHOP_CARD_TIERS.flatMap((m) =>
    m.tiers.map(([pay, credit]) => ({ seed_key: m.key, pay: pay * 100, credit: credit * 100 }))
  )
  await db.query(
    `INSERT INTO shop_card_tiers (merchant_id, pay, credit)
     SELECT m.id, x.pay, x.credit FROM jsonb_to_recordset($1::jsonb) AS x(seed_key text, pay int, credit int)
     JOIN merchants m ON m.seed_key = x.seed_key
     ON CONFLICT (merchant_id, pay) DO NOTHING`,
    [JSON.stringify(rows)]
  )
}
