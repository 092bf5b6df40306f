import Taro from '@tarojs/taro'
import { PAGES } from './nav'
import { addressBarQuery } from './url-query'

/**
 * Spec §2: on a 401 the current page is saved, with a back-to-index flag, as the page to return to
 * after login. backToIndex tells the login page that leaving without logging in goes home, not
 * back into the page that needed a login.
 */
export const RETURN_PAGE_KEY = 'lotus.returnPage'

export interface ReturnPage {
  url: string
  backToIndex: boolean
}

export function currentPageUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page?.route) return PAGES.home
  const route = page.route.startsWith('/') ? page.route : `/${page.route}`
  const options = { ...addressBarQuery(), ...((page.options ?? {}) as Record<string, string>) }
  const qs = Object.entries(options)
    .filter(([k]) => k !== 'stamp' && k !== '$taroTimestamp')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')
  return qs ? `${route}?${qs}` : route
}

export function saveReturnPage(url: string = currentPageUrl()): void {
  // never return into the login flow itself
  if (url.includes('/packages/pagesA/pages/login') || url.includes('/pages/code/')) return
  const value: ReturnPage = { url, backToIndex: true }
  Taro.setStorageSync(RETURN_PAGE_KEY, value)
}

export function peekReturnPage(): ReturnPage | null {
  const v = Taro.getStorageSync(RETURN_PAGE_KEY) as ReturnPage | '' | undefined
  return v && typeof v === 'object' && typeof v.url === 'string' ? v : null
}

/** After a successful login: go where the user was, or home, with the login pages off the stack. */
export function returnAfterLogin(): void {
  const target = peekReturnPage()
  Taro.removeStorageSync(RETURN_PAGE_KEY)
  void Taro.reLaunch({ url: target?.url ?? PAGES.home })
}
