import { createSpell, listSpells, spellMerchants } from '@/services/spell'
import { invalidate, useQuery } from './cache'
import { useInfiniteQuery } from './infinite'

/**
 * Spell (拼單) lists (keys under 'spell'). The room itself is not here: it is the live MQTT snapshot
 * of stores/group-cart.ts.
 */
export const spellKeys = {
  all: ['spell'] as const,
  mine: ['spell', 'mine'] as const,
  merchants: (lat: number, lng: number) => ['spell', 'merchants', lat, lng] as const
}

const PAGE_SIZE = 20

/** My spells, open first (the server's order). Per user: only while logged in. */
export const useMySpells = (enabled: boolean) => useQuery(spellKeys.mine, listSpells, { enabled })

/** Merchants that take group orders, nearest to the point first, paged. */
export const useSpellMerchants = (point: { lat: number; lng: number }, enabled: boolean) =>
  useInfiniteQuery(
    spellKeys.merchants(point.lat, point.lng),
    (page) => spellMerchants({ lat: point.lat, lng: point.lng, page, pageSize: PAGE_SIZE }),
    { enabled }
  )

/** 發起拼單: the new spell joins my list. */
export async function startSpell(input: { mchId: number; lat: number; lng: number }) {
  const r = await createSpell(input)
  void invalidate(spellKeys.mine)
  return r
}
