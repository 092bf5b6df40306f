import { strip } from './strip-path'

/** Whether the app has a page at this path: the h5 router's table (Taro puts it on window). */
export function registered(url: string): boolean | undefined {
  if (typeof window === 'undefined') return undefined
  const routes = (window as unknown as { __taroAppConfig?: { routes?: { path?: string }[] } }).__taroAppConfig
    ?.routes
  if (!Array.isArray(routes)) return undefined
  const want = strip(url)
  return routes.some((r) => typeof r.path === 'string' && strip(r.path) === want)
}
