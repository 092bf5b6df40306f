// Reads the route tables of every subpackage, so it lives outside src/ (a main-package file may not import them).
import { describe, expect, it } from 'vitest'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { GP } from '@/packages/group/hooks/paths'
import { GE } from '@/packages/general/hooks/paths'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { MONEY_PAGES } from '@/services/money-pages'
import { SP } from '@/packages/spell/hooks/paths'
import { SM } from '@/packages/supermarket/hooks/paths'
import { TA } from '@/packages/takeaway/hooks/paths'
import { fake } from '../setup/taro-fake'
import { go, PAGES, replace, TAB_PAGES } from '@/services/nav'
import { ROUTES } from '@/services/routes'
import { AD_PAGE_TARGETS } from '@lotus/contract/ads'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

interface AppConfig {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  tabBar: { list: { pagePath: string }[] }
}

// app.config.ts is read by Taro at build time through a global; give it one to read it here too.
async function appConfig(): Promise<AppConfig> {
  ;(globalThis as { defineAppConfig?: (c: unknown) => unknown }).defineAppConfig = (c) => c
  return (await import('@/app.config')).default as unknown as AppConfig
}

async function registered() {
  const app = await appConfig()
  const main = app.pages.map((p) => `/${p}`)
  const sub = app.subPackages.flatMap((s) => s.pages.map((p) => `/${s.root}/${p}`))
  return { app, main, all: new Set([...main, ...sub]) }
}

const tables = { PAGES, ORDER_PAGES, SP, TA, GP, GE, SM, ACCOUNT_PAGES, MONEY_PAGES, ...ROUTES }

/** Every app source file (not tests) under src/. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : []
  })
}

describe('the one table of page paths (src/services/routes.ts)', () => {
  it('is exactly the pages of app.config.ts, each once, each in its own package', async () => {
    const { all } = await registered()
    const paths = Object.values(ROUTES).flatMap((t) => Object.values(t) as string[])
    expect(paths.length).toBe(new Set(paths).size)
    expect([...paths].sort()).toEqual([...all].sort())
    const misplaced = Object.entries(ROUTES).flatMap(([pkg, t]) =>
      (Object.values(t) as string[]).filter((p) =>
        pkg === 'main' ? !p.startsWith('/pages/') : !p.startsWith(`/packages/${pkg}/pages/`)
      )
    )
    expect(misplaced).toEqual([])
  })

  it('no other app file spells a page path: they name it from the table', () => {
    const src = join(__dirname, '../../src')
    const page = /['"`]\/?packages\/\w+\/pages\/[\w-]+\/index\b/
    const spelled = sources(src)
      .filter((f) => !/[/\\](services[/\\]routes\.ts|app\.config\.ts)$/.test(f))
      .filter((f) => page.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f))
    expect(spelled).toEqual([])
  })
})

describe('pages an ad may open (contract/ads.ts)', () => {
  it('are pages of the table', () => {
    const all = Object.values(ROUTES).flatMap((pkg) => Object.values(pkg) as string[])
    expect(AD_PAGE_TARGETS.filter((p) => !all.includes(p))).toEqual([])
  })
})

describe('route tables against app.config.ts', () => {
  it('every named page is a registered page, addressed by its real path', async () => {
    const { all } = await registered()
    const unknown = Object.entries(tables).flatMap(([t, table]) =>
      Object.entries(table)
        .filter(([, path]) => !all.has(path))
        .map(([name, path]) => `${t}.${name} ${path}`)
    )
    expect(unknown).toEqual([])
  })

  it('every registered page has a name in some table', async () => {
    const { all } = await registered()
    const named = new Set(Object.values(tables).flatMap((t) => Object.values(t) as string[]))
    expect([...all].filter((p) => !named.has(p))).toEqual([])
  })

  it('the tab pages are exactly the tab bar, in order', async () => {
    const { app } = await registered()
    expect(TAB_PAGES).toEqual(app.tabBar.list.map((t) => `/${t.pagePath}`))
  })

  it('a tab page is opened with switchTab (its query dropped), any other page with navigateTo', async () => {
    const { app } = await registered()
    for (const t of app.tabBar.list) {
      go(`/${t.pagePath}?from=x`)
      replace(`/${t.pagePath}`)
    }
    go(`${ORDER_PAGES.pay}?orderId=1`)
    expect(fake.navigations).toEqual([
      ...app.tabBar.list.flatMap((t) => [
        { kind: 'switchTab', url: `/${t.pagePath}` },
        { kind: 'switchTab', url: `/${t.pagePath}` }
      ]),
      { kind: 'navigateTo', url: `${ORDER_PAGES.pay}?orderId=1` }
    ])
  })
})
