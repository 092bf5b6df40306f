import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AdminAd } from '@lotus/contract/ads'
import type { ConfigGroupState } from '@lotus/contract/content'
import { PAGE_BOOT_ID, parseBoot, type PageBoot } from '@lotus/contract/page-boot'
import { bootKeys } from '@lotus/contract/page-boot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, testClock, type TestApp } from './helpers/test-app.js'

/**
 * Issue 38 point 3: home's page is kept a moment with its first screen's answers (static.ts); a content change
 * drops it at once, so the next visit carries the popup and config as the database has them. The test clock
 * stands still: without the drop the kept page would be served for ever.
 */
let t: TestApp
let dir: string
let content: StaffClient
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lotus-content-boot-'))
  // a build as page-boot.test.ts makes it: an entry script and home's chunk
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>lotus</title>' +
      '<script defer="defer" src="/js/app.v1.js"></script><link href="/css/app.v1.css" rel="stylesheet"></head>' +
      '<body><div id="app"></div></body></html>'
  )
  writeFileSync(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify({ '/': ['/js/4695.aa.js'], '/pages/index/index': ['/js/4695.aa.js'] })
  )
  t = await createTestApp({ clock: testClock(), env: { STATIC_DIR: dir } })
  content = staffClient(t)
  await content.password('ops-content', DEV_STAFF_PASSWORD)
  await content.enrol()
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

const homeBoot = async (): Promise<PageBoot | null> => {
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body
  const m = new RegExp(`<script id="${PAGE_BOOT_ID}" type="application/json">([^<]*)</script>`).exec(html)
  return m ? parseBoot(m[1]) : null
}
const entry = (boot: PageBoot | null, key: readonly unknown[]) =>
  boot?.entries.find((e) => JSON.stringify(e.key) === JSON.stringify(key))?.data

describe("home's kept page and content changes", () => {
  it('a popup switched off is gone from the next page, a config save is in it', async () => {
    const popups = (await content.get<AdminAd[]>('/content/ads', { key: 'INDEX_POPUP_AD' })).body.data
    const on = popups.filter((a) => a.enabled)
    expect(on.length).toBeGreaterThan(0)
    expect((entry(await homeBoot(), bootKeys.ads('INDEX_POPUP_AD')) as unknown[]).length).toBe(1)

    for (const a of on)
      expect(
        (await content.post('/content/ads/enable', { id: a.id, version: a.version, enabled: false })).body
          .code
      ).toBe('0000')
    expect(entry(await homeBoot(), bootKeys.ads('INDEX_POPUP_AD'))).toEqual([])

    const g = (await content.get<ConfigGroupState>('/content/config', { key: 'GLOBAL_CFG' })).body.data
    const value = { ...(g.value as Record<string, unknown>), searchPlaceholder: '搜尋葡撻' }
    const saved = await content.post('/content/config/save', { key: 'GLOBAL_CFG', version: g.version, value })
    expect(saved.body.code).toBe('0000')
    const config = JSON.parse(entry(await homeBoot(), bootKeys.config()) as string)
    expect(config.GLOBAL_CFG.searchPlaceholder).toBe('搜尋葡撻')
  })
})
