import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = (await login(t, '66300001')).token
})
afterAll(() => t.close())

interface Paged {
  list: Array<{ id: number }>
  total: number
}
const collect = (path: string, targetId: number | string, objType: string, tok = token) =>
  t.client.postForm(path, { targetId, objType }, { token: tok })
const list = async (objType: string, tok = token) =>
  (await t.client.get('/v1/user/collect/list', { objType }, { token: tok })).body.data as Paged

describe('favourites', () => {
  it('collects idempotently and shows the flag on the merchant', async () => {
    for (let i = 0; i < 3; i++)
      expect((await collect('/tuan/user/collect', 1, 'merchant')).body.code).toBe('0000')
    await collect('/tuan/user/collect', 2, 'merchant')
    const l = await list('merchant')
    expect(l.total).toBe(2)
    expect(l.list.map((m) => m.id).sort()).toEqual([1, 2])
    const detail = await t.client.get('/v1/store/merchant/1', {}, { token })
    expect((detail.body.data as { favourite: boolean }).favourite).toBe(true)
    const anon = await t.client.get('/v1/store/merchant/1', {})
    expect((anon.body.data as { favourite: boolean }).favourite).toBe(false)
  })

  it('cancels idempotently', async () => {
    for (let i = 0; i < 2; i++)
      expect((await collect('/tuan/user/cancelCollect', 1, 'merchant')).body.code).toBe('0000')
    expect((await list('merchant')).list.map((m) => m.id)).toEqual([2])
  })

  it('collects goods and lists them', async () => {
    await collect('/tuan/user/collect', 3, 'goods')
    const l = await list('goods')
    expect(l.list.map((g) => g.id)).toEqual([3])
    expect(l.list[0]).toMatchObject({ id: 3, merchantId: expect.any(Number), props: expect.any(Array) })
    // Another user sees none of them.
    const other = (await login(t, '66300002')).token
    expect((await list('goods', other)).total).toBe(0)
  })

  it('rejects unknown targets and bad input without 5xx', async () => {
    expect((await collect('/tuan/user/collect', 999999, 'merchant')).body.code).toBe('NOT_FOUND')
    expect((await collect('/tuan/user/collect', 1, 'shop')).body.code).toBe('VALIDATION')
    expect((await collect('/tuan/user/collect', 'abc', 'goods')).body.code).toBe('VALIDATION')
    expect((await t.client.postForm('/tuan/user/collect', { targetId: 1, objType: 'goods' })).body.code).toBe(
      '401'
    )
  })
})
