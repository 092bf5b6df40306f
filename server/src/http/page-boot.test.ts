import { describe, expect, it } from 'vitest'
import { PAGE_SHELL_ID } from '@lotus/contract/page-boot'
import { createPageBoot } from './page-boot.js'
import type { Services } from '../services.js'

// Issue 13: home's popup drawn into the page when its poster is not one to inline (too large, or not ours).
describe('home page boot with a poster that does not ride in the page', () => {
  const now = Date.UTC(2026, 10, 28, 4, 0) // 12:00 in Macau
  const ad = { id: 7, name: '蓮花節', type: 1, wxLink: '', image: '/api/img/poster/7.svg' }
  const services = {
    ads: { byKey: async (key: string) => (key === 'INDEX_POPUP_AD' ? [ad] : []) },
    config: { asJsonString: async () => '{}' },
    // drawn, but larger than a page should carry
    artwork: async () => `<svg>${'x'.repeat(20_000)}</svg>`
  } as unknown as Services
  const boot = createPageBoot(services, { now: () => now })

  it('preloads it where it will show and fetches it only there', async () => {
    const page = (await boot('/', new URLSearchParams()))!
    expect(page.holdEntry).toBe(true)
    expect(page.body).toContain(`<img class="shell-popup__img" data-src="${ad.image}" alt="">`)
    expect(page.body).not.toContain('data:image')
    const scripts = (html: string) => [...html.matchAll(/<script>(try\{[^<]*)<\/script>/g)].map((m) => m[1]!)
    const run = (stored: string | null) => {
      const links: Array<Record<string, string>> = []
      const img = { dataset: { src: ad.image }, src: '' }
      const shell = { style: { display: 'none' }, querySelector: () => img }
      const document = {
        createElement: () => ({}) as Record<string, string>,
        head: { appendChild: (l: Record<string, string>) => links.push(l) },
        getElementById: (id: string) => (id === PAGE_SHELL_ID ? shell : null)
      }
      const localStorage = { getItem: (k: string) => (k === 'lotus.popupAdSeen' ? stored : null) }
      for (const s of [...scripts(page.head), ...scripts(page.body)])
        new Function('document', 'localStorage', s)(document, localStorage)
      return { links, shown: shell.style.display === '', src: img.src }
    }
    expect(run(null)).toEqual({
      links: [{ rel: 'preload', as: 'image', fetchPriority: 'high', href: ad.image }],
      shown: true,
      src: ad.image
    })
    expect(run(JSON.stringify({ data: '2026-11-27' })).shown).toBe(true)
    // seen today (Macau's date): no preload, no picture fetched, nothing shown
    expect(run(JSON.stringify({ data: '2026-11-28' }))).toEqual({ links: [], shown: false, src: '' })
  })
})
