import type { Clock } from '../clock.js'
import type { Db } from '../db/db.js'

/** The only topics: one per spell, published by the server alone. */
export const spellTopic = (tid: number): string => `spell/${tid}`

const SPELL_TOPIC = /^spell\/([1-9]\d{0,9})$/

/** The spell id of a topic, or null for anything else (wildcards, $SYS, other trees). */
export function spellIdOfTopic(topic: string): number | null {
  const m = SPELL_TOPIC.exec(topic)
  if (!m?.[1]) return null
  const id = Number(m[1])
  return id <= 2_147_483_647 ? id : null
}

/**
 * Who may subscribe to what: a still-valid credential (not expired, not revoked by logout) of an active member
 * of a spell that is not dissolved. Everything else is denied.
 */
export type SubscribeAcl = (who: { userId: number; username: string }, topic: string) => Promise<boolean>

export function createSubscribeAcl(deps: { db: Db; clock: Clock }): SubscribeAcl {
  return async (who, topic) => {
    const tid = spellIdOfTopic(topic)
    if (tid === null) return false
    const row = await deps.db.one(
      `SELECT 1 AS ok FROM spell_members m
       JOIN spells s ON s.id = m.spell_id
       JOIN mqtt_credentials c ON c.username = $3 AND c.user_id = m.user_id AND c.expires_at > $4
       WHERE m.spell_id = $1 AND m.user_id = $2 AND m.status = 'active' AND s.status <> 'closed'`,
      [tid, who.userId, who.username, deps.clock.now()]
    )
    return row !== undefined
  }
}
