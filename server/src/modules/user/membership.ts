import type { Db } from '../../db/db.js'

/**
 * Whether the user is a god member at `now` (ms). Read by pricing (member prices, member free delivery) and by the
 * member module that sells memberships: it sits here, below both, so pricing does not import a vertical.
 */
export async function isGodMember(db: Db, userId: number, now: number): Promise<boolean> {
  // The latest end is kept until the user's memberships change; compared with the clock here.
  const r = await db.cached(`member-ends:${userId}`, ['memberships'], (d) =>
    d.one<{ ends: number | null }>('SELECT max(ends_at) AS ends FROM memberships WHERE user_id = $1', [
      userId
    ])
  )
  return r?.ends != null && r.ends > now
}
