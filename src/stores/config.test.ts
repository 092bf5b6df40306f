import { bootKeys, PAGE_BOOT_FRESH_MS } from '@lotus/contract/page-boot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { seedPageBoot } from '@/queries/page-boot'
import { CONFIG_GROUPS, parseConfig, useConfig } from './config'

const { getConfig } = vi.hoisted(() => ({ getConfig: vi.fn<() => Promise<string>>() }))
vi.mock('@/services/home', () => ({ getConfig }))

describe('remote config', () => {
  it('parses the seven groups from the JSON string the server sends', () => {
    const text = JSON.stringify(Object.fromEntries(CONFIG_GROUPS.map((g) => [g, { name: g }])))
    const c = parseConfig(text)
    expect(Object.keys(c).sort()).toEqual([...CONFIG_GROUPS].sort())
    expect(c.MEMBER_CFG).toEqual({ name: 'MEMBER_CFG' })
  })
  it('ignores unknown groups, non-objects and broken JSON', () => {
    expect(parseConfig('{"GLOBAL_CFG":1,"OTHER":{}}')).toEqual({})
    expect(parseConfig('not json')).toEqual({})
    expect(parseConfig('null')).toEqual({})
  })
})

describe('remote config from the page (issue 13)', () => {
  const text = JSON.stringify({ GLOBAL_CFG: { searchPlaceholder: '搜尋葡撻' } })
  beforeEach(() => {
    clearCache()
    useConfig.setState({ config: {}, loaded: false })
    getConfig.mockReset()
    getConfig.mockResolvedValue(JSON.stringify({ GLOBAL_CFG: { searchPlaceholder: '伺服器' } }))
  })

  it("home's HTML brought it: loaded without a request", async () => {
    seedPageBoot(
      { at: Date.now() - 1_000, entries: [{ key: bootKeys.config(), data: text }] },
      {
        now: Date.now(),
        loggedIn: false
      }
    )
    await useConfig.getState().load()
    expect(getConfig).not.toHaveBeenCalled()
    expect(useConfig.getState().config.GLOBAL_CFG?.searchPlaceholder).toBe('搜尋葡撻')
  })

  it('a page read too long ago, or none: asked for', async () => {
    seedPageBoot(
      { at: Date.now() - 2 * PAGE_BOOT_FRESH_MS, entries: [{ key: bootKeys.config(), data: text }] },
      {
        now: Date.now(),
        loggedIn: false
      }
    )
    await useConfig.getState().load()
    expect(getConfig).toHaveBeenCalledTimes(1)
    expect(useConfig.getState().config.GLOBAL_CFG?.searchPlaceholder).toBe('伺服器')
  })
})
