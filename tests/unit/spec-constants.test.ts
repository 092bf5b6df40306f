import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { customRoutes } from '../../config/custom-routes'

/**
 * Spec §2 / §9 facts that live in configuration rather than code (docs/spec-coverage.md points here).
 * app.config.ts and page configs are read by Taro through globals at build time; give them ones here.
 */
const g = globalThis as {
  defineAppConfig?: (c: unknown) => unknown
  definePageConfig?: (c: unknown) => unknown
}
g.defineAppConfig = (c) => c
g.definePageConfig = (c) => c

interface AppConfig {
  preloadRule: Record<string, { network: string; packages: string[] }>
  tabBar: { color: string; selectedColor: string; list: { pagePath: string }[] }
  window: Record<string, string>
  plugins?: Record<string, { provider: string }>
  subPackages: { root: string; pages: string[] }[]
}
const app = async () => (await import('@/app.config')).default as unknown as AppConfig
const root = path.resolve(__dirname, '../..')

describe('spec §2 screens and routes', () => {
  it('the tab bar is orange selected, grey unselected (shades readable on white: WCAG AA 4.5:1, issue 8)', async () => {
    const { tabBar } = await app()
    expect(tabBar.selectedColor).toBe('#c2410c')
    expect(tabBar.color).toBe('#6e6e6e')
  })

  it('navigation bar white with black text, page background light grey', async () => {
    const { window } = await app()
    expect(window).toMatchObject({
      navigationBarBackgroundColor: '#ffffff',
      navigationBarTextStyle: 'black',
      backgroundColor: '#f5f5f5'
    })
  })

  it('home preloads pagesA, mine pagesUser, each vertical home (and spell mch-info) its own package', async () => {
    const { preloadRule } = await app()
    expect(preloadRule['pages/index/index']?.packages).toEqual(['packages/pagesA'])
    expect(preloadRule['pages/user/user']?.packages).toEqual(['packages/pagesUser'])
    for (const v of ['supermarket', 'takeaway', 'spell', 'group', 'general'])
      expect(preloadRule[`packages/${v}/pages/home/index`]?.packages).toEqual([`packages/${v}`])
    expect(preloadRule['packages/spell/pages/mch-info/index']?.packages).toEqual(['packages/spell'])
  })

  it('the entry page pulls to refresh with reach-bottom distance 200', async () => {
    const home = (await import('@/pages/index/index.config')).default as Record<string, unknown>
    expect(home).toMatchObject({ enablePullDownRefresh: true, onReachBottomDistance: 200 })
  })

  it('h5 routes in history mode at the root, original public paths kept', () => {
    const config = readFileSync(path.join(root, 'config/index.ts'), 'utf8')
    expect(config).toMatch(/router: \{ mode: 'browser'/)
    expect(config).toMatch(/publicPath: '\/'/)
    expect(config).toMatch(/designWidth: 375/)
    const routes = customRoutes()
    expect(Object.values(routes).flat()).toContain('/pagesA/login/login')
  }, 120_000)

  it('the page head is 50 high (custom navigation bar)', () => {
    expect(readFileSync(path.join(root, 'src/components/nav-bar/index.scss'), 'utf8')).toMatch(/height: 50px/)
  })

  it('spec §1: the WeChat captcha plugin is declared and the login-phone and bind-phone pages use it', async () => {
    expect((await app()).plugins?.captcha?.provider).toBe('wx1fe8d9a3cb067a75')
    for (const p of ['login-phone', 'bind-phone']) {
      const c = (await import(`../../src/packages/pagesA/pages/${p}/index.config.ts`)).default as {
        usingComponents?: Record<string, string>
      }
      expect(c.usingComponents?.['t-captcha']).toBe('plugin://captcha/t-captcha')
    }
  })
})

describe('spec §9 constants', () => {
  it('a page chunk fails after 120 s (webpack chunkLoadTimeout)', () => {
    expect(readFileSync(path.join(root, 'config/index.ts'), 'utf8')).toMatch(/chunkLoadTimeout: 120_000/)
  })
})
