import type { Db } from '../../../db/db.js'

/** The merchant's averages from its comments that are not deleted. */
export async function refreshRatings(t: Db, merchantId: number): Promise<void> {
  await t.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId])
  await t.query(
    `UPDATE merchants m SET star = round(a.star::numeric, 1), taste_star = round(a.taste::numeric, 1),
     env_star = round(a.env::numeric, 1), service_star = round(a.svc::numeric, 1)
   FROM (SELECT AVG(star) AS star, AVG(taste_star) AS taste, AVG(COALESCE(env_star, pack_star)) AS env,
           AVG(COALESCE(service_star, pack_star)) AS svc, COUNT(*) AS n
         FROM comments WHERE merchant_id = $1 AND deleted_at IS NULL) a
   WHERE m.id = $1 AND a.n > 0`,
    [merchantId]
  )
}
