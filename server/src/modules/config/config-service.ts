import type { Db } from '../../db/db.js'
import { CONFIG_KEYS } from '@lotus/contract/config'

/** A god-member plan at today's price, as the member module reads it (passed in: config sits below the verticals). */
export interface ConfigPlanPrice {
  plan: string
  title: string
  days: number
  price: number
  originalPrice: number
}

export function createConfigService(deps: { db: Db; planPrices: (db: Db) => Promise<ConfigPlanPrice[]> }) {
  return {
    /**
     * All groups as one JSON string, as the app expects; the known groups come first in a fixed order. MEMBER_CFG's
     * plans are today's prices (operators set them in marketing): what the god-member pages show is what a new
     * order charges, never a copy that drifted.
     */
    async asJsonString(): Promise<string> {
      const rows = await deps.db.many<{ key: string; value: unknown }>('SELECT key, value FROM config')
      const byKey = new Map(rows.map((r) => [r.key, r.value]))
      const ordered: Record<string, unknown> = {}
      for (const key of CONFIG_KEYS) ordered[key] = byKey.get(key) ?? null
      for (const [key, value] of byKey) if (!(key in ordered)) ordered[key] = value
      const member = ordered.MEMBER_CFG
      if (typeof member === 'object' && member !== null) {
        const tiers = (await deps.planPrices(deps.db)).map((p) => ({
          id: p.plan,
          name: p.title,
          days: p.days,
          price: p.price,
          originalPrice: p.originalPrice
        }))
        ordered.MEMBER_CFG = { ...member, tiers }
      }
      return JSON.stringify(ordered)
    }
  }
}
