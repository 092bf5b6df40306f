import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
let token: string
let other: string

interface Address {
  id: number
  isDefault: boolean
  phone: string
  tag: string
}

const base = {
  name: '陳大文',
  areaCode: '853',
  phone: '66123456',
  gender: 1,
  tag: '家',
  address: '澳門新馬路 1 號',
  detail: '3 樓 A',
  lat: 22.1936,
  lng: 113.5399
}

beforeAll(async () => {
  t = await createTestApp()
  token = (await login(t, '66100001')).token
  other = (await login(t, '66100002')).token
})
afterAll(() => t.close())

const save = (body: object, tok = token) => t.client.postJson('/v1/user/address/save', body, { token: tok })
const list = async (tok = token) =>
  (await t.client.get('/v1/user/address/list', {}, { token: tok })).body.data as Address[]

describe('addresses', () => {
  it('creates, makes the first one default, updates, lists default first', async () => {
    const a = (await save(base)).body.data as Address
    expect(a).toMatchObject({ ...base, isDefault: true })
    const b = (await save({ ...base, tag: '公司', isDefault: true })).body.data as Address
    expect(b.isDefault).toBe(true)
    const all = await list()
    expect(all.map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false]
    ])
    const upd = await save({ ...base, id: a.id, phone: '68888888', isDefault: true })
    expect(upd.body.data).toMatchObject({ id: a.id, phone: '68888888', isDefault: true })
    expect((await list()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id])
  })

  it('validates phone per area code and coordinates; never 5xx', async () => {
    const cases: Array<[object, string]> = [
      [{ ...base, phone: '12345678' }, 'VALIDATION'],
      [{ ...base, areaCode: '852', phone: '41234567' }, 'VALIDATION'],
      [{ ...base, areaCode: '86', phone: '66123456' }, 'VALIDATION'],
      [{ ...base, lat: 40 }, 'VALIDATION'],
      [{ ...base, lat: 91 }, 'VALIDATION'],
      [{ ...base, tag: '宿舍' }, 'VALIDATION'],
      [{ ...base, extra: 1 }, 'VALIDATION'],
      [{ ...base, name: '' }, 'VALIDATION'],
      [{ ...base, id: 'x' }, 'VALIDATION']
    ]
    for (const [body, code] of cases) {
      const r = await save(body)
      expect(r.res.statusCode).toBeLessThan(500)
      expect(r.body.code).toBe(code)
    }
    expect((await save({ ...base, areaCode: '852', phone: '91234567' })).body.code).toBe('0000')
    expect((await save({ ...base, areaCode: '86', phone: '13812345678' })).body.code).toBe('0000')
  })

  it("answers another user's address exactly like a missing one", async () => {
    const mine = await list()
    const id = mine[0]?.id as number
    const upd = await save({ ...base, id }, other)
    const missing = await save({ ...base, id: 999999 }, other)
    expect(upd.body).toEqual(missing.body)
    expect(upd.body.code).toBe('NOT_FOUND')
    const del = await t.client.postForm('/v1/user/address/delete', { id }, { token: other })
    expect(del.body.code).toBe('NOT_FOUND')
    expect(await list(other)).toEqual([])
    expect((await list()).length).toBe(mine.length)
  })

  it('deletes, and limits a user to 20 addresses', async () => {
    const before = await list()
    const id = before[before.length - 1]?.id as number
    expect((await t.client.postForm('/v1/user/address/delete', { id }, { token })).body.code).toBe('0000')
    expect((await t.client.postForm('/v1/user/address/delete', { id }, { token })).body.code).toBe(
      'NOT_FOUND'
    )
    let n = before.length - 1
    while (n < 20) {
      expect((await save(base)).body.code).toBe('0000')
      n++
    }
    const over = await save(base)
    expect(over.body.code).toBe('VALIDATION')
    expect(over.body.msg).toContain('20')
    expect((await list()).filter((x) => x.isDefault)).toHaveLength(1)
  })

  it('keeps one default under concurrent saves', async () => {
    const tok = (await login(t, '66100003')).token
    await Promise.all(Array.from({ length: 6 }, () => save({ ...base, isDefault: true }, tok)))
    const all = await list(tok)
    expect(all).toHaveLength(6)
    expect(all.filter((x) => x.isDefault)).toHaveLength(1)
  })
})
