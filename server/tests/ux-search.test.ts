import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
const SENADO = { lat: 22.1936, lng: 113.5399 }
interface Paged {
  list: Array<{ id: number; name: string }>
  total: number
}

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function search(keyword: string): Promise<string[]> {
  const r = await t.client.get('/v1/store/merchant/list', { ...SENADO, keyword, pageSize: 50 })
  expect(r.body.code).toBe('0000')
  return (r.body.data as Paged).list.map((m) => m.name)
}

describe('merchant search over dishes and tags (issue 8 §2)', () => {
  it('finds the bakery by its tag and the cha chaan teng by its milk tea', async () => {
    expect(await search('葡撻')).toContain('金撻餅家')
    expect(await search('奶茶')).toContain('麗記茶餐廳')
  })

  it('finds a shop by a dish only it names', async () => {
    const names = await search('芋泥波波')
    expect(names.length).toBeGreaterThan(0)
  })

  it('every hot word finds at least one shop', async () => {
    const hot = (await t.client.get('/v1/takeaway/hotWords')).body.data as string[]
    expect(hot.length).toBeGreaterThan(0)
    for (const w of hot) expect(await search(w), w).not.toEqual([])
  })

  it('a keyword nothing matches finds nothing', async () => {
    expect(await search('不存在的商家xyz')).toEqual([])
  })
})
