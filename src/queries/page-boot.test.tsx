import { renderHook, waitFor } from '@testing-library/react'
import {
  bootJson,
  bootKeys,
  PAGE_BOOT_FRESH_MS,
  PAGE_BOOT_ID,
  type PageBoot
} from '@lotus/contract/page-boot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installPageBoot } from '@/utils/page-boot'
import { useLocale } from '@/stores/locale'
import { useSession } from '@/stores/session'
import { clearCache, getData, setCacheClock, useQuery } from './cache'
import { seedPageBoot } from './page-boot'

const NOW = 1_800_000_000_000
const menu = { categories: [{ id: 1, name: '招牌', count: 1, goods: [{ id: 9, name: '菠蘿油</script>' }] }] }
const detail = { id: 5, name: '蓮花茶餐廳', favourite: false }
const boot = (at: number): PageBoot => ({
  at,
  entries: [
    { key: bootKeys.menu(5), data: menu },
    { key: bootKeys.merchant(5, 22.1936, 113.5399), data: detail, perUser: true }
  ]
})

/** The page as the server sends it: the answers in a JSON script element. */
function writePage(text: string) {
  const el = document.createElement('script')
  el.id = PAGE_BOOT_ID
  el.type = 'application/json'
  el.textContent = text
  document.body.appendChild(el)
}

beforeEach(() => {
  clearCache()
  setCacheClock(() => NOW)
  vi.spyOn(Date, 'now').mockReturnValue(NOW)
  useSession.setState({ token: '' })
})
afterEach(() => {
  vi.restoreAllMocks()
  setCacheClock(() => Date.now())
  document.getElementById(PAGE_BOOT_ID)?.remove()
})

describe('answers that came with the page', () => {
  it('are on screen at the first render and not asked for again while fresh', async () => {
    writePage(bootJson(boot(NOW - 2_000)))
    installPageBoot()
    // read once: a later navigation in the app never sees the element again
    expect(document.getElementById(PAGE_BOOT_ID)).toBeNull()
    const ask = vi.fn(() => Promise.resolve({ categories: [] }))
    const { result } = renderHook(() => useQuery(bootKeys.menu(5), ask, { staleTime: 30_000 }))
    expect(result.current.data).toEqual(menu)
    expect(result.current.isLoading).toBe(false)
    expect(ask).not.toHaveBeenCalled()
  })

  it('worded in another language than the reader chose are not used: the app asks in its own', () => {
    useLocale.setState({ locale: 'en' })
    try {
      writePage(bootJson(boot(NOW))) // no locale: Chinese, as a page drawn before the language cookie was set
      installPageBoot()
      expect(document.getElementById(PAGE_BOOT_ID)).toBeNull()
      expect(getData(bootKeys.menu(5))).toBeUndefined()
      writePage(bootJson({ ...boot(NOW), locale: 'en' }))
      installPageBoot()
      expect(getData(bootKeys.menu(5))).toEqual(menu)
    } finally {
      useLocale.setState({ locale: 'zh-Hant-MO' })
    }
  })

  it("keep their age: past the query's own staleTime they are shown and asked again", async () => {
    seedPageBoot(boot(NOW - 40_000), { now: NOW, loggedIn: false })
    const fresh = { categories: [] }
    const ask = vi.fn(() => Promise.resolve(fresh))
    const { result } = renderHook(() => useQuery(bootKeys.menu(5), ask, { staleTime: 30_000 }))
    expect(result.current.data).toEqual(menu)
    await waitFor(() => expect(result.current.data).toBe(fresh))
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('with per-user fields are shown but asked again for a logged-in user', async () => {
    useSession.setState({ token: 'tok' })
    writePage(bootJson(boot(NOW)))
    installPageBoot()
    const mine = { ...detail, favourite: true }
    const ask = vi.fn(() => Promise.resolve(mine))
    const { result } = renderHook(() =>
      useQuery(bootKeys.merchant(5, 22.1936, 113.5399), ask, { staleTime: 60_000 })
    )
    expect(result.current.data).toEqual(detail)
    await waitFor(() => expect(result.current.data).toBe(mine))
    // the menu is the same for everyone: kept as fresh
    const menuAsk = vi.fn(() => Promise.resolve({ categories: [] }))
    renderHook(() => useQuery(bootKeys.menu(5), menuAsk, { staleTime: 30_000 }))
    expect(menuAsk).not.toHaveBeenCalled()
  })

  it('from a page restored long after, or a clock far off, are shown and asked again', () => {
    for (const at of [NOW - PAGE_BOOT_FRESH_MS - 1, NOW + PAGE_BOOT_FRESH_MS + 1]) {
      clearCache()
      seedPageBoot(boot(at), { now: NOW, loggedIn: false })
      const ask = vi.fn(() => Promise.resolve(menu))
      renderHook(() => useQuery(bootKeys.menu(5), ask, { staleTime: 30_000 }))
      expect(ask).toHaveBeenCalledTimes(1)
    }
  })

  it('never replace what the app already has, and a malformed element is ignored', () => {
    seedPageBoot(boot(NOW), { now: NOW, loggedIn: false })
    expect(
      seedPageBoot(
        { at: NOW, entries: [{ key: bootKeys.menu(5), data: 'other' }] },
        { now: NOW, loggedIn: false }
      )
    ).toBe(0)
    expect(getData(bootKeys.menu(5))).toEqual(menu)
    for (const text of ['', '{', 'null', '[]', '{"at":"x","entries":[]}', '{"at":1,"entries":{}}']) {
      clearCache()
      writePage(text)
      expect(() => installPageBoot()).not.toThrow()
      expect(getData(bootKeys.menu(5))).toBeUndefined()
      expect(document.getElementById(PAGE_BOOT_ID)).toBeNull()
    }
  })
})
