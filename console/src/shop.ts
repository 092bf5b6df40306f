import type { StaffMe } from '@lotus/contract/staff'
import { useSyncExternalStore } from 'react'

/** The shop in view: a chain owner switches between their stores; kept per browser. */
const KEY = 'lotus.console.shop'
const listeners = new Set<() => void>()

function read(): number | null {
  const v = Number(localStorage.getItem(KEY))
  return Number.isInteger(v) && v > 0 ? v : null
}

export function setCurrentShop(id: number): void {
  localStorage.setItem(KEY, String(id))
  for (const l of listeners) l()
}

/** The chosen shop if the account works for it, else its first shop; null for accounts without shops. */
export function currentShopOf(me: Pick<StaffMe, 'shops'> | null | undefined): number | null {
  if (!me || me.shops.length === 0) return null
  const chosen = read()
  return me.shops.some((s) => s.id === chosen) ? chosen : me.shops[0]!.id
}

export function useCurrentShop(me: Pick<StaffMe, 'shops'> | null | undefined): number | null {
  useSyncExternalStore((l) => {
    listeners.add(l)
    return () => listeners.delete(l)
  }, read)
  return currentShopOf(me)
}
