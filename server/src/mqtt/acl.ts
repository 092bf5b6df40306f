import { userIdOfOrdersTopic } from '@lotus/contract/order-news'
import { can, type StaffRole, type StaffStage } from '@lotus/contract/staff'
import type { Clock } from '../clock.js'
import type { Db } from '../db/db.js'

/**
 * The topics: one per spell, one per shop's order board (`shop/<id>/orders`) and one per customer's orders
 * (`user/<id>/orders`, contract/order-news.ts), published by the server alone.
 */
export const spellTopic = (tid: number): string => `spell/${tid}`

const SPELL_TOPIC = /^spell\/([1-9]\d{0,9})$/

/** The spell id of a topic, or null for anything else (wildcards, $SYS, other trees). */
export function spellIdOfTopic(topic: string): number | null {
  const m = SPELL_TOPIC.exec(topic)
  if (!m?.[1]) return null
  const id = Number(m[1])
  return id <= 2_147_483_647 ? id : null
}

const SHOP_TOPIC = /^shop\/([1-9]\d{0,9})\/orders$/

/** The merchant id of a board topic, or null. */
export function shopIdOfTopic(topic: string): number | null {
  const m = SHOP_TOPIC.exec(topic)
  if (!m?.[1]) return null
  const id = Number(m[1])
  return id <= 2_147_483_647 ? id : null
}

/**
 * Who may subscribe to what: a shop's board topic, a staff credential whose console session is still live and whose
 * account may read that shop's orders (the contract's rule, as every staff call); a customer's orders, that customer's
 * own still-valid credential; a spell's, a still-valid credential (not expired, not revoked by logout) of an active member
 * of a spell that is not dissolved. Everything else is denied.
 */
export type SubscribeAcl = (
  who: { userId: number; username: string; staffId?: number },
  topic: string
) => Promise<boolean>

export function createSubscribeAcl(deps: { db: Db; clock: Clock }): SubscribeAcl {
  return async (who, topic) => {
    const shop = shopIdOfTopic(topic)
    if (shop !== null) {
      if (who.staffId === undefined) return false
      const a = await deps.db.one<{ id: number; role: StaffRole; stage: StaffStage; shops: number[] }>(
        `SELECT a.id, a.role, s.stage,
           ARRAY(SELECT ss.merchant_id FROM staff_shops ss JOIN merchants m ON m.id = ss.merchant_id
                 WHERE ss.staff_id = a.id AND m.standing <> 'closed') AS shops
         FROM mqtt_credentials c
         JOIN staff_sessions s ON s.token_hash = c.staff_session AND s.revoked_at IS NULL AND s.expires_at > $3
         JOIN staff_accounts a ON a.id = c.staff_id AND NOT a.disabled
         WHERE c.username = $1 AND c.staff_id = $2 AND c.expires_at > $3`,
        [who.username, who.staffId, deps.clock.now()]
      )
      if (!a) return false
      return can({ id: a.id, role: a.role, stage: a.stage, merchantIds: a.shops }, 'shop.orders.read', {
        merchantId: shop
      })
    }
    if (who.staffId !== undefined) return false
    // a customer's own order news (`user/<id>/orders`): only that user, while the credential is still valid
    const owner = userIdOfOrdersTopic(topic)
    if (owner !== null) {
      if (who.userId === 0 || owner !== who.userId) return false
      const c = await deps.db.one(
        'SELECT 1 AS ok FROM mqtt_credentials WHERE username = $1 AND user_id = $2 AND expires_at > $3',
        [who.username, who.userId, deps.clock.now()]
      )
      return c !== undefined
    }
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
