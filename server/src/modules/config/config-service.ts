import type { Db } from '../../db/db.js'
import { CONFIG_KEYS } from '@lotus/contract/config'

export function createConfigService(deps: { db: Db }) {
  return {
    /** All groups as one JSON string, as the app expects; the known groups come first in a fixed order. */
    async asJsonString(): Promise<string> {
      const rows = await deps.db.many<{ key: string; value: unknown }>('SELECT key, value FROM config')
      const byKey = new Map(rows.map((r) => [r.key, r.value]))
      const ordered: Record<string, unknown> = {}
      for (const key of CONFIG_KEYS) ordered[key] = byKey.get(key) ?? null
      for (const [key, value] of byKey) if (!(key in ordered)) ordered[key] = value
      return JSON.stringify(ordered)
    }
  }
}
