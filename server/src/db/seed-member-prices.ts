import type { Db } from './db.js'

/**
 * Member prices (issue 12) on the signature dishes of takeaway restaurants and on some supermarket goods: about
 * 10% off, rounded to whole MOP (at least MOP 1). Only once: a database that has any member price is left as is.
 */
export async function seedMemberPrices(db: Db): Promise<void> {
  await db.query(
    `UPDATE goods g SET member_price = g.price - GREATEST(100, ROUND(g.price * 0.1 / 100) * 100)::int
     FROM merchants m
     WHERE m.id = g.merchant_id AND g.price >= 1000 AND g.seed_key IS NOT NULL
       AND (('takeaway' = ANY(m.verticals) AND g.sort < 2) OR ('supermarket' = ANY(m.verticals) AND g.id % 6 = 0))
       AND NOT EXISTS (SELECT 1 FROM goods x WHERE x.member_price IS NOT NULL)`
  )
}
