/**
 * Issue 13 (LCP): the first screen of a page, drawn on the server with the app's own components from the answers
 * its HTML carries (contract/page-boot.ts), exactly as the app's first render draws them in the browser. Bundled
 * by the h5 build beside the pages (config/ssr-bundle.ts: `ssr/first-screens.cjs`, with Taro and the platform's
 * services replaced by ./taro.ts, ./components.tsx and ./system-info.ts); the server puts the markup in the page
 * (server/src/http/first-screen.ts), so a phone paints the shop before ~150 KB of scripts have loaded and run.
 */
import { renderToString } from 'react-dom/server'
import type { PageBoot } from '@lotus/contract/page-boot'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import { type Catalogue, setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { clearCache } from '@/queries/cache'
import { seedPageBoot } from '@/queries/page-boot'
import MchInfo from '@/packages/takeaway/pages/mch-info/index'
import { setRouteParams } from './taro'

/** Issue 39: the languages it draws in (the server asks no other: first-screen.ts `drawsIn`). */
export const locales: readonly Locale[] = [DEFAULT_LOCALE, 'en', 'pt']

/** The core words of each language (a page's own come with its words.ts, in all three). */
const CATALOGUES: Readonly<Record<Locale, Partial<Catalogue>>> = { 'zh-Hant-MO': {}, en, pt }

/**
 * The markup of `/takeaway/mch-info/mch-info?id=<id>` from its page's answers, in the reader's language, or null when
 * it has nothing to show.
 */
export function renderTakeawayMerchant(
  boot: PageBoot,
  id: number,
  now: number,
  locale: Locale = DEFAULT_LOCALE
): string | null {
  // one cache per render: renders are synchronous, so nothing of one request is seen by another
  clearCache()
  setRouteParams({ id: String(id) })
  // its words in force for this render only (useWords and t read the language in force)
  setMessages(locale, CATALOGUES[locale])
  try {
    if (seedPageBoot(boot, { now, loggedIn: false }) === 0) return null
    const html = renderToString(<MchInfo />)
    // the page drew its error or loading state: nothing worth showing first
    return html.includes('class="mch-header"') ? html : null
  } finally {
    clearCache()
    setMessages(DEFAULT_LOCALE, {})
  }
}
