import { DEFAULT_LOCALE } from '@lotus/contract/locale'
import { PAGE_BOOT_ID, parseBoot } from '@lotus/contract/page-boot'
import { useLocale } from '@/stores/locale'
import { seedPageBoot } from '@/queries/page-boot'
import { useSession } from '@/stores/session'

/**
 * h5: the answers the server wrote into this page's HTML (server/src/http/page-boot.ts) go into the cache
 * before the first page renders; the element is removed so a later in-app navigation never reads it again.
 */
export function installPageBoot(): void {
  const el = typeof document === 'undefined' ? null : document.getElementById(PAGE_BOOT_ID)
  if (!el) return
  el.remove()
  const boot = parseBoot(el.textContent)
  // answers worded in another language than the reader's (a page drawn before the app's language cookie was set)
  // are not the reader's: the app asks in its own
  if (boot && (boot.locale ?? DEFAULT_LOCALE) !== useLocale.getState().locale) return
  seedPageBoot(boot, { now: Date.now(), loggedIn: Boolean(useSession.getState().token) })
}
