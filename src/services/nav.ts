import Taro from '@tarojs/taro'
import { ROUTES } from './routes'

/** The pages the main package and services name (from the one table, ./routes.ts). */
export const PAGES = {
  home: ROUTES.main.index,
  grade: ROUTES.main.grade,
  grade2: ROUTES.main.grade2,
  order: ROUTES.main.order,
  searchOrder: ROUTES.main.searchOrder,
  user: ROUTES.main.user,
  login: ROUTES.pagesA.login,
  loginPhone: ROUTES.pagesA.loginPhone,
  code: ROUTES.pagesA.code,
  bindPhone: ROUTES.pagesA.bindPhone,
  bindPromotionCode: ROUTES.pagesA.bindPromotionCode,
  selectCity: ROUTES.pagesA.selectCity,
  searchAddress: ROUTES.pagesA.searchAddress,
  mapLocationAddress: ROUTES.pagesA.mapLocationAddress,
  webView: ROUTES.pagesA.webView,
  search: ROUTES.pagesA.search,
  notFound: ROUTES.pagesA.notFound,
  editUser: ROUTES.pagesUser.editUser,
  setUp: ROUTES.pagesUser.setUp,
  privacy: ROUTES.pagesUser.privacy,
  supermarketHome: ROUTES.supermarket.home,
  /** 積分商城 (issue 9), linked from the account centre's honey page and mine by path. */
  pointsMall: ROUTES.supermarket.pointList,
  takeawayHome: ROUTES.takeaway.home,
  spellHome: ROUTES.spell.home,
  groupHome: ROUTES.group.home,
  generalHome: ROUTES.general.home
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
