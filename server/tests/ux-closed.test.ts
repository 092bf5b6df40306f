import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, testClock, type TestApp } from './helpers/test-app.js'

// 2025-01-15 05:00 Asia/Macau: 麗記茶餐廳 (07:00-22:00) is closed.
const EARLY = Date.UTC(2025, 0, 14, 21, 0, 0)

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(EARLY) })
  token = (await login(t, '66008802')).token
})
afterAll(() => t.close())

describe('closed shops (issue 8 §7)', () => {
  it('a spell room cannot be started at a closed shop; the answer says when it opens', async () => {
    const m = await t.db.one<{ id: number }>(`SELECT id FROM merchants WHERE name = '麗記茶餐廳'`)
    const r = await t.client.postJson('/v2/wm/pinCart/create', { mchId: m?.id }, { token })
    expect(r.res.statusCode).toBeLessThan(500)
    expect(r.body.code).toBe('MERCHANT_CLOSED')
    expect(r.body.msg).toBe('休息中，今日 07:00 開始營業')
    const n = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM spells WHERE merchant_id = $1', [
      m?.id
    ])
    expect(n?.n).toBe(0)
  })

  it('lists say the shop is closed', async () => {
    const list = (
      await t.client.get('/v1/store/merchant/list', { lat: 22.1936, lng: 113.5399, keyword: '麗記' })
    ).body.data as { list: Array<{ name: string; isOpen: boolean }> }
    expect(list.list.find((x) => x.name === '麗記茶餐廳')?.isOpen).toBe(false)
  })
})
