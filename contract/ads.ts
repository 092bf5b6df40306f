/** The ad positions the app asks for (`/v1/advertis/getAdByKey`). */
export const AD_KEYS = ['INDEX_POPUP_AD', 'INDEX_BANNER'] as const
export type AdKey = (typeof AD_KEYS)[number]

export interface Ad {
  id: number
  name: string
  /** 1: a web page (http link); 2, 3: an app page path. */
  type: number
  wxLink: string
  image: string
  merchantId?: number | null
}

/** What an ad position is called in the console. */
export const AD_KEY_TEXT: Readonly<Record<AdKey, string>> = {
  INDEX_POPUP_AD: '首頁彈窗',
  INDEX_BANNER: '首頁橫幅'
}

export const isHttpUrl = (s: string): boolean => /^https?:\/\/[^\s/?#]+/i.test(s.trim())

/** Merchant pages of every vertical are named mch-info (takeaway, spell, group, general, supermarket). */
export const isMerchantTarget = (path: string): boolean =>
  /(^|\/)mch-info(\/|$|\?|#)/.test(path.split('?')[0] ?? '')

/**
 * The app pages an ad may open (types 2, 3): the verticals' homes and shop pages. Each is a page of
 * src/services/routes.ts (tests/unit/route-tables.test.ts checks it); a shop page needs `?id=<shop>`.
 */
export const AD_PAGE_TARGETS = [
  '/pages/index/index',
  '/pages/grade/grade',
  '/packages/takeaway/pages/home/index',
  '/packages/takeaway/pages/mch-info/index',
  '/packages/supermarket/pages/home/index',
  '/packages/supermarket/pages/shop/index',
  '/packages/group/pages/home/index',
  '/packages/group/pages/mch-info/index',
  '/packages/spell/pages/home/index',
  '/packages/spell/pages/mch-info/index',
  '/packages/general/pages/home/index',
  '/packages/general/pages/mch-info/index',
  '/packages/pagesUser/pages/sign-in/index',
  '/packages/pagesUser/pages/red-envelope/index'
] as const

/** Pages that show one shop: the link names it (`id`). */
const SHOP_PAGES: ReadonlySet<string> = new Set([
  '/packages/takeaway/pages/mch-info/index',
  '/packages/supermarket/pages/shop/index',
  '/packages/group/pages/mch-info/index',
  '/packages/spell/pages/mch-info/index',
  '/packages/general/pages/mch-info/index'
])

/** The shop an in-app link opens (`id=` of a shop page), or null. */
export function linkedShop(link: string): number | null {
  const [path = '', qs = ''] = link.trim().split('?', 2)
  if (!SHOP_PAGES.has(path)) return null
  const m = /(?:^|&)id=(\d{1,9})(?:&|$)/.exec(qs)
  return m?.[1] ? Number(m[1]) : null
}

/**
 * Why an ad's link cannot open (the rules src/utils/ad-link.ts follows when it is tapped), or null:
 * type 1 is an http(s) page; types 2, 3 one of AD_PAGE_TARGETS, a shop page with its shop's id.
 */
export function adLinkProblem(type: number, link: string): string | null {
  const l = link.trim()
  if (type === 1) return isHttpUrl(l) && !/\s/.test(l) ? null : '網頁連結須以 http:// 或 https:// 開頭'
  if (type !== 2 && type !== 3) return '未知的連結類型'
  const [path = '', qs] = l.split('?', 2)
  if (!(AD_PAGE_TARGETS as readonly string[]).includes(path)) return '找不到這個 App 頁面'
  if (qs !== undefined && !/^[A-Za-z0-9_]+=[A-Za-z0-9_.-]*(&[A-Za-z0-9_]+=[A-Za-z0-9_.-]*)*$/.test(qs))
    return '頁面參數格式不正確'
  if (SHOP_PAGES.has(path) && linkedShop(l) === null) return '商家頁面須指明商家（id=商家編號）'
  return null
}

/** An ad as the console edits it (issue 38 point 3): schedule in seconds, empty lists target everyone. */
export interface AdminAd {
  id: number
  key: AdKey
  name: string
  type: 1 | 2 | 3
  wxLink: string
  /** the picture the app shows: uploaded, or the one the server draws from the name */
  image: string
  uploaded: boolean
  merchantId: number | null
  sort: number
  enabled: boolean
  startsAt: number | null
  endsAt: number | null
  cities: string[]
  verticals: string[]
  version: number
  updatedAt: number | null
}

/**
 * The home popup shows at most once per Macau calendar day: the app stores the day it was dismissed or opened
 * under this key (Taro's storage: `{"data":"YYYY-MM-DD"}` in localStorage on h5); the server's page boot reads
 * the same key in the page to skip preloading a poster that will not show.
 */
export const POPUP_SEEN_KEY = 'lotus.popupAdSeen'
