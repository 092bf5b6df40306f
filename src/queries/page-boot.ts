import { PAGE_BOOT_FRESH_MS, type PageBoot } from '@lotus/contract/page-boot'
import { seedData } from './cache'

/**
 * Puts the answers that came with the page into the keyed cache (contract/page-boot.ts). Each is stamped with
 * when the server read it, so a query's own staleTime still decides when it is asked again; one read too long
 * ago (a restored tab, a clock far off) or one with per-user fields while logged in is shown and asked again.
 * Returns how many keys were seeded.
 */
export function seedPageBoot(boot: PageBoot | null, opts: { now: number; loggedIn: boolean }): number {
  if (!boot) return 0
  const age = opts.now - boot.at
  const fresh = age >= -PAGE_BOOT_FRESH_MS && age <= PAGE_BOOT_FRESH_MS
  let n = 0
  for (const e of boot.entries) {
    const stamp = fresh && !(e.perUser && opts.loggedIn) ? opts.now - Math.max(0, age) : 0
    if (seedData(e.key, e.data, stamp)) n++
  }
  return n
}
