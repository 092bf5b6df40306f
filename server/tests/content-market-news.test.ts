import type { AdminMarketNews } from '@lotus/contract/content'
import type { Page } from '@lotus/contract/page'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 38: the supermarket's own news (超市資訊, market_news) has an editor: content operators (and the super
 * admin) list, write, edit and publish it; customers see a published article at once in the supermarket's news and
 * on its home, never a draft. Every change is audited; a stale version and bad input change nothing.
 */
let t: TestApp
const clients = new Map<string, StaffClient>()
const as = (who: string) => clients.get(who)!

const OPS_LOGINS = {
  super: 'operator',
  support: 'ops-support',
  marketing: 'ops-marketing',
  finance: 'ops-finance',
  content: 'ops-content'
} as const

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  for (const [role, username] of Object.entries(OPS_LOGINS)) {
    const c = staffClient(t)
    await c.password(username, DEV_STAFF_PASSWORD)
    await c.enrol()
    clients.set(role, c)
  }
  const owner = staffClient(t)
  // a supermarket chain's owner (its stores share one: `<first store>-chain-owner`)
  const market = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN merchants m ON a.username IN (m.seed_key || '-owner', m.seed_key || '-chain-owner')
     WHERE 'supermarket' = ANY(m.verticals) ORDER BY m.id LIMIT 1`
  )
  await owner.password(market!.username, DEV_STAFF_PASSWORD)
  await owner.enrol()
  clients.set('supermarket owner', owner)
})
afterAll(() => t.close())

const create = (body: Record<string, unknown>, who = 'content') =>
  as(who).post<AdminMarketNews>('/content/market-news/create', body)
const customerList = async () => {
  const r = await t.client.get('/v1/market/news', { page: 1, pageSize: 20 })
  if (r.body.code !== '0000') throw new Error(JSON.stringify(r.body))
  return (r.body.data as Page<{ id: number; title: string }>).list
}
const detail = (id: number) => t.client.get(`/v1/market/news/${id}`)
const auditOf = async (action: string, subjectId: number) =>
  (
    await as('super').get<{ list: Array<{ actorName: string; after: Record<string, unknown> }> }>('/audit', {
      action,
      subject: String(subjectId)
    })
  ).body.data.list

describe('roles', () => {
  const ROLES = ['super', 'support', 'marketing', 'finance', 'content', 'supermarket owner'] as const
  it.each(ROLES)('%s', async (role) => {
    const read = await as(role).get('/content/market-news', { page: '1', pageSize: '10' })
    const write = await create({ title: `${role} 的資訊`, body: '內容內容' }, role)
    if (role === 'super' || role === 'content') {
      expect(read.body.code).toBe('0000')
      expect(write.body.code).toBe('0000')
    } else {
      expect(read.body.code).toBe('STAFF_FORBIDDEN')
      expect(write.body.code).toBe('STAFF_FORBIDDEN')
    }
  })
})

describe('the supermarket news desk', () => {
  it('a draft stays unseen; published, it heads the news and the home at once; audited', async () => {
    const made = await create({
      title: '本週生果八折',
      summary: '新鮮到貨',
      body: '全店生果八折，售完即止。'
    })
    expect(made.body.data).toMatchObject({
      published: false,
      publishedAt: null,
      summary: '新鮮到貨',
      version: 0
    })
    const id = made.body.data.id
    expect((await customerList()).some((n) => n.id === id)).toBe(false)
    expect((await detail(id)).body.code).toBe('NOT_FOUND')

    const pub = await as('content').post<AdminMarketNews>('/content/market-news/publish', {
      id,
      version: 0,
      published: true
    })
    expect(pub.body.data).toMatchObject({ published: true, version: 1 })
    expect((await customerList())[0]).toMatchObject({ id, title: '本週生果八折' })
    expect((await detail(id)).body.data).toMatchObject({ title: '本週生果八折', summary: '新鮮到貨' })
    const mchId = (await t.db.one<{ id: number }>(
      `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
    ))!.id
    const home = (await t.client.get('/v1/market/home', { mchId })).body.data as {
      banners: Array<{ newsId: number }>
    }
    expect(home.banners[0]?.newsId).toBe(id)

    const edited = await as('content').post<AdminMarketNews>('/content/market-news/update', {
      id,
      version: 1,
      title: '本週生果七折',
      summary: '再減',
      body: '全店生果七折。'
    })
    expect(edited.body.data).toMatchObject({ title: '本週生果七折', version: 2, published: true })
    expect((await detail(id)).body.data).toMatchObject({ title: '本週生果七折', body: '全店生果七折。' })

    await as('content').post('/content/market-news/publish', { id, version: 2, published: false })
    expect((await customerList()).some((n) => n.id === id)).toBe(false)

    expect(await auditOf('content.market.news.create', id)).toHaveLength(1)
    expect(await auditOf('content.market.news.publish', id)).toHaveLength(1)
    expect((await auditOf('content.market.news.update', id))[0]?.after).toMatchObject({
      title: '本週生果七折'
    })
    expect(await auditOf('content.market.news.unpublish', id)).toHaveLength(1)
  })

  it('an edit from an older version is refused and changes nothing', async () => {
    const id = (await create({ title: '原本標題', body: '原本內容' })).body.data.id
    await as('content').post('/content/market-news/update', {
      id,
      version: 0,
      title: '第一次',
      body: '內容一'
    })
    const late = await as('super').post('/content/market-news/update', {
      id,
      version: 0,
      title: '第二次',
      body: '內容二'
    })
    expect(late.body.code).toBe('STALE_VERSION')
    const list = (
      await as('content').get<Page<AdminMarketNews>>('/content/market-news', { page: '1', pageSize: '50' })
    ).body.data.list
    expect(list.find((n) => n.id === id)).toMatchObject({ title: '第一次', version: 1 })
  })

  it.each<[string, Record<string, unknown>]>([
    ['a one-letter title', { title: 'a', body: '內容內容' }],
    ['an empty body', { title: '標題標題', body: '   ' }],
    ['a summary over 200', { title: '標題標題', body: '內容內容', summary: '長'.repeat(201) }],
    ['an unknown field', { title: '標題標題', body: '內容內容', merchantId: 1 }],
    ['a control character', { title: '標題\u0000', body: '內容內容' }]
  ])('%s is refused, nothing is written', async (_name, body) => {
    const before = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM market_news')
    const r = await create(body)
    expect(r.res.statusCode).toBeLessThan(500)
    expect(r.body.code).toBe('VALIDATION')
    expect(await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM market_news')).toEqual(before)
  })

  it('an unknown article is NOT_FOUND', async () => {
    const r = await as('content').post('/content/market-news/publish', {
      id: 2147483647,
      version: 0,
      published: true
    })
    expect(r.body.code).toBe('NOT_FOUND')
  })
})
