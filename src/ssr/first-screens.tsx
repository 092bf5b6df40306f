/**
 * Issue 13 (LCP): the first screen of a page, drawn on the server with the app's own components from the answers
 * its HTML carries (contract/page-boot.ts), exactly as the app's first render draws them in the browser. Bundled
 * by the h5 build beside the pages (config/ssr-bundle.ts: `ssr/first-screens.cjs`, with Taro and the platform's
 * services replaced by ./taro.ts, ./components.tsx and ./system-info.ts); the server puts the markup in the page
 * (server/src/http/first-screen.ts), so a phone paints the shop before ~150 KB of scripts have loaded and run.
 */
import { renderToString } from 'react-dom/server'
import type { PageBoot } from '@lotus/contract/page-boot'
import { clearCache } from '@/queries/cache'
import { seedPageBoot } from '@/queries/page-boot'
import MchInfo from '@/packages/takeaway/pages/mch-info/index'
import { setRouteParams } from './taro'

/** The markup of `/takeaway/mch-info/mch-info?id=<id>` from its page's answers, or null when it has nothing to show. */
export function renderTakeawayMerchant(boot: PageBoot, id: number, now: number): string | null {
  // one cache per render: renders are synchronous, so nothing of one request is seen by another
  clearCache()
  setRouteParams({ id: String(id) })
  try {
    if (seedPageBoot(boot, { now, loggedIn: false }) === 0) return null
    const html = renderToString(<MchInfo />)
    // the page drew its error or loading state: nothing worth showing first
    return html.includes('class="mch-header"') ? html : null
  } finally {
    clearCache()
  }
}
