import { describe, expect, it } from 'vitest'
import { adLinkProblem, linkedShop } from './ads'
import { CONFIG_KEYS, defaultConfig } from './config'
import { CONFIG_SCHEMAS } from './schemas/config'
import { ContentAdCreateBody, ContentConfigSaveBody } from './schemas/content'

describe('config group schemas', () => {
  it.each(CONFIG_KEYS)('the seeded %s passes its own schema', (key) => {
    expect(CONFIG_SCHEMAS[key].safeParse(defaultConfig[key]).error?.issues).toBeUndefined()
  })

  it('a save is checked with the schema of the group it names', () => {
    const ok = ContentConfigSaveBody.safeParse({
      key: 'STORE_TOP_CFG',
      version: 0,
      value: defaultConfig.STORE_TOP_CFG
    })
    expect(ok.success).toBe(true)
    const bad = ContentConfigSaveBody.safeParse({
      key: 'STORE_TOP_CFG',
      version: 0,
      value: defaultConfig.STORE_CART_CFG
    })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.path[0]).toBe('value')
  })
})

describe('ad links', () => {
  it.each([
    [1, 'https://www.macaotourism.gov.mo/zh-hant/', null],
    [1, 'http://example.mo/a b', '網頁連結須以 http:// 或 https:// 開頭'],
    [1, '/packages/group/pages/home/index', '網頁連結須以 http:// 或 https:// 開頭'],
    [3, '/packages/group/pages/home/index', null],
    [2, '/packages/takeaway/pages/mch-info/index?id=12', null],
    [2, '/packages/takeaway/pages/mch-info/index', '商家頁面須指明商家（id=商家編號）'],
    [2, '/packages/takeaway/pages/nowhere/index', '找不到這個 App 頁面'],
    [2, 'https://evil.example/', '找不到這個 App 頁面'],
    [3, '/packages/group/pages/home/index?a=<b>', '頁面參數格式不正確'],
    [4, '/pages/index/index', '未知的連結類型']
  ])('type %i %s', (type, link, problem) => {
    expect(adLinkProblem(type, link)).toBe(problem)
  })

  it('names the shop a shop page opens', () => {
    expect(linkedShop('/packages/general/pages/mch-info/index?flowPos=x&id=7')).toBe(7)
    expect(linkedShop('/packages/general/pages/home/index?id=7')).toBeNull()
  })

  it('a new ad needs its link to pass, and a schedule that ends after it starts', () => {
    const base = {
      key: 'INDEX_BANNER',
      name: '週末優惠',
      type: 3,
      wxLink: '/packages/spell/pages/home/index'
    }
    expect(ContentAdCreateBody.parse(base)).toMatchObject({
      cities: [],
      verticals: [],
      startsAt: null,
      sort: 0
    })
    expect(ContentAdCreateBody.safeParse({ ...base, wxLink: 'javascript:1' }).success).toBe(false)
    expect(ContentAdCreateBody.safeParse({ ...base, startsAt: 100, endsAt: 100 }).success).toBe(false)
  })
})
