/**
 * The one list of registered pages. app.config.ts builds pages/subPackages from it and the h5
 * build builds customRoutes from it, so a page's public URL (the one users already hold, e.g.
 * /pagesA/login/login) and its source folder (packages/pagesA/pages/login/index) never drift.
 * A page is listed here only when it works against the server. Titles and window options live in
 * each page's own *.config.ts, as Taro expects.
 */
export type PackageRoot = 'pagesA' | 'pagesUser' | 'supermarket' | 'takeaway' | 'spell' | 'group' | 'general'

export interface MainPage {
  name: string
  /** folder under src/pages/ (grade2 lives in grade/, search-order in order/) */
  folder: string
  /** extra h5 aliases */
  aliases?: string[]
}

export interface SubPage {
  /** folder under src/packages/<root>/pages/ */
  name: string
  /** public h5 URL; default /<root>/<name>/<name> */
  publicPath?: string
}

export const mainPages: MainPage[] = [
  {
    name: 'index',
    folder: 'index',
    aliases: ['/']
  },
  { name: 'grade', folder: 'grade' },
  { name: 'grade2', folder: 'grade' },
  { name: 'order', folder: 'order' },
  { name: 'search-order', folder: 'order' },
  { name: 'user', folder: 'user' }
]

export const subPackages: Record<PackageRoot, SubPage[]> = {
  pagesA: [
    { name: 'login' },
    { name: 'login-phone' },
    { name: 'code' },
    { name: 'bind-phone' },
    { name: 'bind-promotion-code' },
    { name: 'select-city' },
    { name: 'search-address' },
    { name: 'map-location-address' },
    { name: 'web-view' },
    { name: 'search' },
    { name: 'pay', publicPath: '/pagesA/pay/pay' },
    { name: 'web-pay', publicPath: '/pagesA/pay/web-pay' },
    { name: 'remark-text' },
    { name: 'map', publicPath: '/pagesA/map/map' },
    { name: 'add-map', publicPath: '/pagesA/map/add-map' },
    { name: 'guide', publicPath: '/pagesA/map/guide' }
  ],
  pagesUser: [
    { name: 'edit-user' },
    { name: 'set-up' },
    { name: 'privacy' },
    { name: 'shipping-address' },
    { name: 'shiping-address-edit' },
    { name: 'set-password' },
    { name: 'forget-password' },
    { name: 'forget-set-password' },
    { name: 'wallet' },
    { name: 'list-record' },
    { name: 'goods-favorites' }
  ],
  supermarket: [{ name: 'home' }],
  takeaway: [
    { name: 'home' },
    { name: 'all-class' },
    { name: 'search-mch' },
    { name: 'similar-mch' },
    { name: 'mch-info' },
    { name: 'search-mch-goods' },
    { name: 'activity-del' },
    { name: 'qualification' },
    { name: 'member' },
    { name: 'goods-del' },
    { name: 'car' },
    { name: 'sub-order' },
    { name: 'order' },
    { name: 'order-del' },
    { name: 'order-del2' },
    { name: 'edit-order' },
    { name: 'refund' },
    { name: 'refund-progress' },
    { name: 'evaluation' },
    { name: 'report-mch' }
  ],
  spell: [
    { name: 'home' },
    { name: 'mch-info' },
    { name: 'share-order' },
    { name: 'order-del' },
    { name: 'goods-del' }
  ],
  group: [{ name: 'home' }],
  general: [{ name: 'home' }]
}

export const packageRoots = Object.keys(subPackages) as PackageRoot[]

/** Main pages keep the product's paths: pages/index/index, pages/grade/grade, pages/grade/grade2 ... */
export const mainPagePath = (p: Pick<MainPage, 'name' | 'folder'>): string => `pages/${p.folder}/${p.name}`
const mainByName = (name: string): MainPage => {
  const page = mainPages.find((p) => p.name === name)
  if (!page) throw new Error(`unknown main page ${name}`)
  return page
}
export const subPagePath = (name: string): string => `pages/${name}/index`
export const subRoot = (root: PackageRoot): string => `packages/${root}`

/** Source path (as mini-program and Taro see it) → public h5 URLs. */
export function customRoutes(): Record<string, string | string[]> {
  const routes: Record<string, string | string[]> = {}
  for (const p of mainPages) {
    if (p.aliases) routes[`/${mainPagePath(p)}`] = [...p.aliases, `/${mainPagePath(p)}`]
  }
  for (const root of packageRoots) {
    for (const p of subPackages[root]) {
      routes[`/${subRoot(root)}/${subPagePath(p.name)}`] = p.publicPath ?? `/${root}/${p.name}/${p.name}`
    }
  }
  return routes
}

/**
 * Preload rules (spec: home preloads pagesA, mine preloads pagesUser, each vertical's home its own
 * subpackage, spell mch-info preloads spell). Only rules whose page is registered are emitted.
 */
export function preloadRule(): Record<string, { network: 'all' | 'wifi'; packages: string[] }> {
  const rules: Record<string, { network: 'all' | 'wifi'; packages: string[] }> = {
    [mainPagePath(mainByName('index'))]: { network: 'all', packages: [subRoot('pagesA')] },
    [mainPagePath(mainByName('user'))]: { network: 'all', packages: [subRoot('pagesUser')] }
  }
  for (const root of ['supermarket', 'takeaway', 'spell', 'group', 'general'] as const) {
    if (subPackages[root].some((p) => p.name === 'home')) {
      rules[`${subRoot(root)}/${subPagePath('home')}`] = { network: 'all', packages: [subRoot(root)] }
    }
  }
  if (subPackages.spell.some((p) => p.name === 'mch-info')) {
    rules[`${subRoot('spell')}/${subPagePath('mch-info')}`] = { network: 'all', packages: [subRoot('spell')] }
  }
  return rules
}
