import Taro from '@tarojs/taro'

/** Page paths as Taro knows them (h5 shows the public aliases from config/custom-routes.ts). */
export const PAGES = {
  home: '/pages/index/index',
  grade: '/pages/grade/grade',
  grade2: '/pages/grade/grade2',
  order: '/pages/order/order',
  searchOrder: '/pages/order/search-order',
  user: '/pages/user/user',
  login: '/packages/pagesA/pages/login/index',
  loginPhone: '/packages/pagesA/pages/login-phone/index',
  code: '/packages/pagesA/pages/code/index',
  bindPhone: '/packages/pagesA/pages/bind-phone/index',
  bindPromotionCode: '/packages/pagesA/pages/bind-promotion-code/index',
  selectCity: '/packages/pagesA/pages/select-city/index',
  searchAddress: '/packages/pagesA/pages/search-address/index',
  mapLocationAddress: '/packages/pagesA/pages/map-location-address/index',
  webView: '/packages/pagesA/pages/web-view/index',
  search: '/packages/pagesA/pages/search/index',
  notFound: '/packages/pagesA/pages/not-found/index',
  editUser: '/packages/pagesUser/pages/edit-user/index',
  setUp: '/packages/pagesUser/pages/set-up/index',
  privacy: '/packages/pagesUser/pages/privacy/index',
  supermarketHome: '/packages/supermarket/pages/home/index',
  /** 積分商城 (issue 9), linked from the account centre's honey page and mine by path. */
  pointsMall: '/packages/supermarket/pages/point-list/index',
  takeawayHome: '/packages/takeaway/pages/home/index',
  spellHome: '/packages/spell/pages/home/index',
  groupHome: '/packages/group/pages/home/index',
  generalHome: '/packages/general/pages/home/index'
} as const

export const TAB_PAGES: readonly string[] = [PAGES.home, PAGES.grade, PAGES.order, PAGES.user]

export function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path
}

const pathOnly = (url: string): string => {
  const p = url.split('?')[0] ?? url
  return p.startsWith('/') ? p : `/${p}`
}
export const isTabPage = (url: string): boolean => TAB_PAGES.includes(pathOnly(url))

/** navigateTo, or switchTab for tab pages (which cannot take a query). */
export function go(url: string): void {
  if (isTabPage(url)) void Taro.switchTab({ url: pathOnly(url) })
  else void Taro.navigateTo({ url })
}

/** Replace the current page (after login, after a form is done). */
export function replace(url: string): void {
  if (isTabPage(url)) void Taro.switchTab({ url: pathOnly(url) })
  else void Taro.redirectTo({ url })
}

export function back(fallback: string = PAGES.home): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else replace(fallback)
}

/** Home, with the pages above it gone (a page opened from a link or after paying has nothing to go back to). */
export function goHome(): void {
  void Taro.reLaunch({ url: PAGES.home })
}
