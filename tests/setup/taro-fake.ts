/**
 * An in-memory stand-in for @tarojs/taro in unit tests: storage is a Map, UI calls are recorded,
 * navigation keeps a page stack, and request() goes wherever the test points `fake.requestHandler`
 * (for example the real server through app.inject).
 */
type Dict = Record<string, unknown>

export interface FakeRequest {
  url: string
  method?: string
  header?: Record<string, string>
  data?: unknown
  timeout?: number
}
export interface FakeResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

interface FakePage {
  route: string
  options: Record<string, string>
}

const storage = new Map<string, unknown>()
export const fake = {
  storage,
  toasts: [] as { title: string; icon?: string }[],
  /** how many times Taro.hideToast was called */
  toastsHidden: 0,
  loading: [] as string[],
  navigations: [] as { kind: string; url: string }[],
  pages: [{ route: 'pages/index/index', options: {} }] as FakePage[],
  requests: [] as FakeRequest[],
  requestHandler: null as null | ((r: FakeRequest) => Promise<FakeResponse>),
  location: null as null | { latitude: number; longitude: number } | { errMsg: string },
  /** What Taro.openSetting answers: the weapp authSetting, or null for h5 (no settings to open). */
  settings: null as null | Record<string, boolean>,
  reset(): void {
    this.settings = null
    storage.clear()
    this.toasts = []
    this.toastsHidden = 0
    this.loading = []
    this.navigations = []
    this.pages = [{ route: 'pages/index/index', options: {} }]
    this.requests = []
    this.requestHandler = null
    this.location = null
  }
}

function parseUrl(url: string): FakePage {
  const [path = '', qs = ''] = url.split('?')
  const options: Record<string, string> = {}
  for (const kv of qs.split('&').filter(Boolean)) {
    const [k = '', v = ''] = kv.split('=')
    // As on both platforms: page options keep the URL's percent-encoding (pages read usePageParams).
    options[k] = v
  }
  return { route: path.replace(/^\//, ''), options }
}

const Taro = {
  getStorageSync: (k: string): unknown => (storage.has(k) ? storage.get(k) : ''),
  setStorageSync: (k: string, v: unknown): void => void storage.set(k, v),
  removeStorageSync: (k: string): void => void storage.delete(k),
  clearStorageSync: (): void => storage.clear(),
  getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
  showToast: async (o: { title: string; icon?: string }) => void fake.toasts.push(o),
  hideToast: async (): Promise<void> => void (fake.toastsHidden += 1),
  showLoading: async (o: { title: string }) => void fake.loading.push(o.title),
  hideLoading: (): void => undefined,
  showModal: async () => ({ confirm: true, cancel: false }),
  showActionSheet: async (_o: { itemList: string[] }) => ({ tapIndex: 1 }),
  getCurrentPages: () => fake.pages,
  navigateTo: async ({ url }: { url: string }) => {
    fake.navigations.push({ kind: 'navigateTo', url })
    fake.pages.push(parseUrl(url))
  },
  redirectTo: async ({ url }: { url: string }) => {
    fake.navigations.push({ kind: 'redirectTo', url })
    fake.pages[fake.pages.length - 1] = parseUrl(url)
  },
  reLaunch: async ({ url }: { url: string }) => {
    fake.navigations.push({ kind: 'reLaunch', url })
    fake.pages = [parseUrl(url)]
  },
  switchTab: async ({ url }: { url: string }) => {
    fake.navigations.push({ kind: 'switchTab', url })
    fake.pages = [parseUrl(url)]
  },
  navigateBack: async () => {
    fake.navigations.push({ kind: 'navigateBack', url: '' })
    fake.pages.pop()
  },
  request: async (r: FakeRequest): Promise<FakeResponse> => {
    fake.requests.push(r)
    if (!fake.requestHandler) throw { errMsg: 'request:fail no handler' }
    return fake.requestHandler(r)
  },
  getLocation: async () => {
    const l = fake.location
    if (!l || 'errMsg' in l) throw l ?? { errMsg: 'getLocation:fail' }
    return l
  },
  openSetting: async () => (fake.settings ? { authSetting: fake.settings } : { errMsg: '暂时不支持 API' }),
  getEnv: () => 'WEB',
  ENV_TYPE: { WEB: 'WEB', WEAPP: 'WEAPP' },
  useRouter: () => ({ params: (fake.pages[fake.pages.length - 1]?.options ?? {}) as Dict }),
  useDidShow: (fn: () => void) => void fn,
  useDidHide: (fn: () => void) => void fn,
  useLoad: (fn: (o: Dict) => void) => void fn,
  useReady: (fn: () => void) => void fn,
  useLaunch: (fn: () => void) => void fn,
  usePullDownRefresh: (fn: () => void) => void fn,
  useReachBottom: (fn: () => void) => void fn,
  stopPullDownRefresh: (): void => undefined,
  pageScrollTo: async () => undefined,
  setNavigationBarTitle: async () => undefined,
  makePhoneCall: async () => undefined,
  setClipboardData: async () => undefined,
  chooseImage: async () => ({ tempFilePaths: [] as string[] }),
  uploadFile: async () => ({
    statusCode: 200,
    data: '{"code":"0000","msg":"","data":{"url":"/api/files/1"}}'
  }),
  login: async () => ({ code: 'fake-wx-code' }),
  createSelectorQuery: () => ({
    selectAll: () => ({ boundingClientRect: () => ({ exec: () => undefined }) })
  }),
  createIntersectionObserver: () => ({
    relativeToViewport: () => ({ observe: () => undefined }),
    disconnect: () => undefined
  }),
  getSystemInfoSync: () => ({
    windowWidth: 375,
    windowHeight: 812,
    statusBarHeight: 20,
    platform: 'devtools'
  }),
  getSystemInfo: async () => ({
    windowWidth: 375,
    windowHeight: 812,
    statusBarHeight: 20,
    platform: 'devtools'
  }),
  nextTick: (fn: () => void) => void Promise.resolve().then(fn),
  getCurrentInstance: () => ({
    router: { params: fake.pages[fake.pages.length - 1]?.options ?? {} },
    page: {}
  }),
  eventCenter: { on: () => undefined, off: () => undefined, once: () => undefined, trigger: () => undefined },
  usePageScroll: (fn: () => void) => void fn,
  useUnload: (fn: () => void) => void fn,
  chooseMedia: async () => ({ tempFiles: [] as { tempFilePath: string }[] }),
  createInnerAudioContext: () => ({}),
  createOffscreenCanvas: () => ({}),
  canvasToTempFilePath: async () => ({ tempFilePath: '' })
}

export const useRouter = Taro.useRouter
export const useDidShow = Taro.useDidShow
export const useDidHide = Taro.useDidHide
export const useLoad = Taro.useLoad
export const useReady = Taro.useReady
export const useLaunch = Taro.useLaunch
export const usePullDownRefresh = Taro.usePullDownRefresh
export const useReachBottom = Taro.useReachBottom
export const {
  nextTick,
  getCurrentInstance,
  eventCenter,
  getEnv,
  getSystemInfo,
  getSystemInfoSync,
  pageScrollTo,
  createSelectorQuery,
  chooseImage,
  chooseMedia,
  createInnerAudioContext,
  createOffscreenCanvas,
  canvasToTempFilePath,
  usePageScroll,
  useUnload
} = Taro
export default Taro
