import Taro from '@tarojs/taro'
import { back, PAGES } from '@/services/nav'
import { peekReturnPage, RETURN_PAGE_KEY } from '@/services/return-page'

/**
 * Leaving the login flow without logging in (spec §2). When a 401 sent the user here
 * (backToIndex), going back would reopen the page that needs a login and bounce again, so we go
 * home and forget that page. Otherwise a plain back.
 */
export function leaveLogin(): void {
  if (peekReturnPage()?.backToIndex) {
    Taro.removeStorageSync(RETURN_PAGE_KEY)
    void Taro.switchTab({ url: PAGES.home })
    return
  }
  back()
}

/** Login opened on purpose from a page (mine, god member): come back to it afterwards. */
export function openLoginFrom(url: string): void {
  Taro.setStorageSync(RETURN_PAGE_KEY, { url, backToIndex: false })
  void Taro.navigateTo({ url: PAGES.login })
}
