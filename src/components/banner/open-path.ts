import Taro from '@tarojs/taro'
import { isTabPage } from '@/services/nav'

export const PAGE_NOT_OPEN = '此頁面暫未在本版本開放'

const strip = (p: string): string => (p.split('?')[0] ?? '').replace(/^\/+/, '')

/**
 * Whether the app has a page at this path. h5: the router's table (Taro puts it on window);
 * weapp: unknown here (navigateTo itself fails for a missing page, and we catch that).
 */
function registered(url: string): boolean | undefined {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return undefined
  const routes = (window as unknown as { __taroAppConfig?: { routes?: { path?: string }[] } }).__taroAppConfig
    ?.routes
  if (!Array.isArray(routes)) return undefined
  const want = strip(url)
  return routes.some((r) => typeof r.path === 'string' && strip(r.path) === want)
}

/**
 * Open an in-app page from data the server sent (ads, merchant cards). Targets whose page is not in
 * this build yet (a vertical's merchant page arrives with its own issue) get a toast instead of a
 * blank screen.
 */
export async function openPath(url: string): Promise<boolean> {
  if (registered(url) === false) {
    void Taro.showToast({ title: PAGE_NOT_OPEN, icon: 'none' })
    return false
  }
  try {
    if (isTabPage(url)) await Taro.switchTab({ url: `/${strip(url)}` })
    else await Taro.navigateTo({ url })
    return true
  } catch {
    void Taro.showToast({ title: PAGE_NOT_OPEN, icon: 'none' })
    return false
  }
}
