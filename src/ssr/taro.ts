/**
 * Server render (first-screens.tsx): what the page's modules take from `@tarojs/taro` while they load and draw
 * once. Nothing here runs an effect or a request (a server render runs neither); storage is empty, as for a first
 * visit, which is what the page's HTML answers are for.
 */
let params: Record<string, string> = {}
export const setRouteParams = (p: Record<string, string>): void => void (params = p)

const noop = (): void => undefined
const hook = (): void => undefined
export const useRouter = () => ({ params, path: '' })
export const useDidShow = hook
export const useDidHide = hook
export const useReady = hook
export const useLoad = hook
export const useUnload = hook
export const useReachBottom = hook
export const usePullDownRefresh = hook
export const usePageScroll = hook
export const useShareAppMessage = hook
export const useLaunch = hook
export const useTabItemTap = hook
export const getCurrentInstance = () => ({ router: { params, path: '' }, page: null })
export const getCurrentPages = (): unknown[] => []
export const getStorageSync = (): string => ''
export const getWindowInfo = () => ({ windowWidth: 375, windowHeight: 812, statusBarHeight: 0 })
export const getSystemInfoSync = getWindowInfo
export const getEnv = (): string => 'WEB'
export const ENV_TYPE = { WEB: 'WEB', WEAPP: 'WEAPP' }
export const eventCenter = { on: noop, off: noop, trigger: noop }
export class Events {
  on = noop
  off = noop
  trigger = noop
}

const known: Record<string, unknown> = {
  useRouter,
  getCurrentInstance,
  getCurrentPages,
  getStorageSync,
  getWindowInfo,
  getSystemInfoSync,
  getEnv,
  ENV_TYPE,
  eventCenter,
  Events
}
// `Taro.x(...)`: any other API is a no-op (requests, navigation, toasts: none happen while drawing)
const Taro = new Proxy(known, { get: (t, k: string) => (k in t ? t[k] : noop) }) as Record<string, never>
export default Taro
