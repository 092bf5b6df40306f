import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 39: the server answers in the request's language (Accept-Language; none is Chinese). */
let t: TestApp
const SENADO = { lat: 22.1936, lng: 113.5399 }
const lang = (l: string) => ({ headers: { 'accept-language': l } })

interface Paged {
  list: Array<{ id: number; name: string }>
}

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('error messages', () => {
  it('the same bad request gets the same code and its message in zh, en and pt, naming the field', async () => {
    const ask = (l?: string) =>
      t.client.get('/v1/store/merchant/list', { ...SENADO, page: 'first' }, l ? lang(l) : {})
    const [none, zh, en, pt] = await Promise.all([ask(), ask('zh-MO'), ask('en-GB'), ask('pt-PT,pt;q=0.9')])
    for (const r of [none, zh, en, pt]) expect(r.body.code).toBe('VALIDATION')
    expect(zh.body.msg).toBe(none.body.msg)
    expect(zh.body.msg).toMatch(/參數 page/)
    expect(en.body.msg).toMatch(/^Parameter page /)
    expect(pt.body.msg).toMatch(/^O parâmetro page /)
  })

  it('a message without its own translation gets its code’s meaning, never the Chinese', async () => {
    const r = await t.client.get('/v1/appUser/getUser', {}, lang('en'))
    expect(r.body.code).toBe('401')
    expect(r.body.msg).toBe('Please log in first')
    const pt = await t.client.get('/v1/store/merchant/detail', { id: 999999, ...SENADO }, lang('pt'))
    expect(pt.body.msg).not.toMatch(/[\u4e00-\u9fff]/u)
    expect(pt.body.msg.length).toBeGreaterThan(0)
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v9/nothing',
      headers: { 'accept-language': 'pt-PT' }
    })
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND', msg: 'Este serviço não existe' })
  })
})

describe('content names', () => {
  it('merchants carry their English and Portuguese names, the original where there is none', async () => {
    const list = (l: string) =>
      t.client.get('/v1/store/merchant/list', { ...SENADO, page: 1, pageSize: 50 }, lang(l))
    const [zh, en, pt] = (await Promise.all([list('zh'), list('en'), list('pt')])).map(
      (r) => (r.body.data as Paged).list
    )
    const byId = (rows: Paged['list'] | undefined, name: string) => rows?.find((m) => m.name === name)?.id
    const tart = byId(zh, '金撻餅家')
    expect(tart).toBeDefined()
    expect(en?.find((m) => m.id === tart)?.name).toBe('Golden Tart Bakery')
    expect(pt?.find((m) => m.id === tart)?.name).toBe('Pastelaria Pastel Dourado')
    // untranslated: the same name as in Chinese, never empty
    const other = zh?.find((m) => m.name === '鴻興火鍋')
    expect(en?.find((m) => m.id === other?.id)?.name).toBe('鴻興火鍋')
  })

  it('places answer in Portuguese as the street signs do', async () => {
    const r = await t.client.get(
      '/v1/geo/searchRange',
      { language: 'pt', ...SENADO, keyword: 'Senado' },
      lang('pt')
    )
    const names = (r.body.data as { data: Array<{ name: string }> }).data.map((p) => p.name)
    expect(names).toContain('Largo do Senado')
  })
})

describe('search across languages', () => {
  const search = async (keyword: string) =>
    (
      (await t.client.get('/v1/store/merchant/list', { ...SENADO, page: 1, pageSize: 50, keyword })).body
        .data as Paged
    ).list.map((m) => m.name)

  it('English and Portuguese words find the shops whose goods carry them', async () => {
    const [en, pt] = await Promise.all([search('egg tart'), search('pastel de nata')])
    // 金撻餅家 sells 葡撻: Egg tart / Pastel de nata
    expect(en).toContain('金撻餅家')
    expect(pt).toContain('金撻餅家')
    expect(await search('Golden Tart')).toContain('金撻餅家')
  })

  it('Simplified input finds Traditional names (蛋挞 → 蛋撻)', async () => {
    const [simplified, traditional] = await Promise.all([search('葡挞'), search('葡撻')])
    expect(traditional.length).toBeGreaterThan(0)
    expect(simplified).toEqual(traditional)
  })
})
