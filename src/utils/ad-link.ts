import { isHttpUrl, isMerchantTarget } from '@lotus/contract/ads'
import { ROUTES } from '@/services/routes'
/**
 * Where an ad or banner leads (spec §3, §2 "Behaviour tied to routes"). Pure: the caller navigates.
 *
 * - type 1 (link / web page): the web-view page with `src` (the link), `pageName` (activity | invite)
 *   and `shareTitle` (the ad's name), each URI-encoded once.
 * - types 2 and 3 (in-app page): the ad's wxLink as is, except that a merchant-info target gets
 *   `flowPos=<position>` appended so the merchant page can attribute the visit.
 */
export interface AdLike {
  name: string
  type: number
  wxLink: string
}

export type WebPageName = 'activity' | 'invite'

/** Source path of pagesA/web-view (from the table of strings, so utils stay Taro-free). */
export const WEB_VIEW_PATH = ROUTES.pagesA.webView

const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')

export function appendQuery(path: string, params: Record<string, string>): string {
  const qs = query(params)
  if (!qs) return path
  const [base = '', hash] = path.split('#', 2)
  const joined = `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${qs}`
  return hash === undefined ? joined : `${joined}#${hash}`
}

/** An invitation campaign opens the invite web page (share copy differs); everything else is an activity. */
export function webPageName(ad: AdLike): WebPageName {
  return /invite|邀請|邀请/i.test(`${ad.name} ${ad.wxLink}`) ? 'invite' : 'activity'
}

// the rules the console's link check follows too (contract/ads.ts)
export { isHttpUrl, isMerchantTarget }

export function webViewUrl(p: { src: string; pageName?: WebPageName; shareTitle?: string }): string {
  return appendQuery(WEB_VIEW_PATH, {
    src: p.src,
    pageName: p.pageName ?? 'activity',
    shareTitle: p.shareTitle ?? ''
  })
}

/** The page an ad opens, or null when the ad has nothing usable to open. */
export function adTarget(ad: AdLike, flowPos: string): string | null {
  const link = (ad.wxLink ?? '').trim()
  if (!link) return null
  if (ad.type === 1) {
    if (!isHttpUrl(link)) return null
    return webViewUrl({ src: link, pageName: webPageName(ad), shareTitle: ad.name })
  }
  if (ad.type === 2 || ad.type === 3) {
    const path = link.startsWith('/') ? link : `/${link}`
    if (!isMerchantTarget(path) || /[?&]flowPos=/.test(path)) return path
    return appendQuery(path, { flowPos })
  }
  return null
}

/** spec §2: where the app stores the web-view address remote config gives (GLOBAL_CFG.webViewUrl). */
export const WEB_VIEW_HOST_KEY = 'lotus.webViewHost'

/** The alternate web-view host of this build (read when used, so tests can set it). */
export const webViewAltHost = (): string | undefined => process.env.TARO_APP_WEB_VIEW_ALT_HOST

const originOf = (url: string): string | null => {
  const m = /^(https?:)\/\/([^/?#\s]+)/i.exec(url.trim())
  return m ? `${(m[1] ?? '').toLowerCase()}//${(m[2] ?? '').toLowerCase()}` : null
}

/**
 * Spec: "a web-view host is swapped for an alternate host when the stored web-view address matches
 * the alternate one". When the stored address (the environment's web host the app remembers) has the
 * alternate's origin, the link's origin is replaced by the alternate origin; path, query and hash stay.
 * Anything unparsable leaves the link untouched.
 */
export function swapWebViewHost(
  src: string,
  stored: string | null | undefined,
  alternate: string | null | undefined
): string {
  if (!stored || !alternate) return src
  const srcOrigin = originOf(src)
  const alt = originOf(alternate)
  if (!srcOrigin || !alt || originOf(stored) !== alt || srcOrigin === alt) return src
  return `${alt}${src.trim().slice(srcOrigin.length)}`
}

/**
 * A query value as a page receives it: weapp hands values over still URI-encoded, the h5 router
 * already decoded. A link that already reads as http(s) is taken as is, so it is never decoded twice.
 */
export function readLinkParam(raw: string | undefined): string {
  const v = (raw ?? '').trim()
  if (!v || isHttpUrl(v)) return v
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** Any other text param (shareTitle): decode when it is still encoded, keep it otherwise. */
export function readTextParam(raw: string | undefined): string {
  const v = raw ?? ''
  if (!/%[0-9a-f]{2}/i.test(v)) return v
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}
