import type { AdminAd } from '@lotus/contract/ads'
import type { Ad } from '@lotus/contract/ads'
import type { AdminNews, ConfigGroupState, ConfigVersion, ContentWord } from '@lotus/contract/content'
import type { Page } from '@lotus/contract/page'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 38 point 3: content operators publish banners and the home popup (schedule, city, vertical, picture,
 * checked links), news articles, and the remote config groups (schemas, versions, rollback). Only content and
 * the super admin change anything; every change is audited; customers see each change on their next read.
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
  const shopStaff = staffClient(t)
  await shopStaff.login('mei-king-cct-staff', DEV_STAFF_PASSWORD)
  clients.set('shop staff', shopStaff)
  const rider = staffClient(t)
  await rider.login('rider1', DEV_STAFF_PASSWORD)
  clients.set('rider', rider)
})
afterAll(() => t.close())

const nowS = () => Math.floor(t.clock.now() / 1000)
const popup = async (q: Record<string, string> = {}) =>
  (await t.client.get('/v1/advertis/getAdByKey', { key: 'INDEX_POPUP_AD', ...q })).body.data as Ad[]
const banners = async (q: Record<string, string> = {}) =>
  (await t.client.get('/v1/advertis/getAdByKey', { key: 'INDEX_BANNER', ...q })).body.data as Ad[]
const auditOf = async (action: string, subjectId: number | string) =>
  (
    await as('super').get<{
      list: Array<{ actorName: string; before: unknown; after: Record<string, unknown> }>
    }>('/audit', { action, subject: String(subjectId) })
  ).body.data.list
const newAd = (over: Record<string, unknown> = {}) => ({
  key: 'INDEX_BANNER',
  name: '中秋月餅預訂',
  type: 3,
  wxLink: '/packages/group/pages/home/index',
  ...over
})

describe('who may change content', () => {
  const CLASSES: Array<{ name: string; call: (c: StaffClient) => ReturnType<StaffClient['get']> }> = [
    { name: 'ads list', call: (c) => c.get('/content/ads') },
    { name: 'ad create', call: (c) => c.post('/content/ads/create', newAd({ name: '權限測試' })) },
    {
      name: 'ad update',
      call: (c) => c.post('/content/ads/update', { id: 2147483647, version: 0, enabled: true, ...newAd() })
    },
    {
      name: 'ad enable',
      call: (c) => c.post('/content/ads/enable', { id: 2147483647, version: 0, enabled: false })
    },
    { name: 'news list', call: (c) => c.get('/content/news') },
    {
      name: 'news create',
      call: (c) => c.post('/content/news/create', { title: '權限測試', body: '權限測試內容' })
    },
    {
      name: 'news publish',
      call: (c) => c.post('/content/news/publish', { id: 2147483647, version: 0, published: true })
    },
    { name: 'config read', call: (c) => c.get('/content/config', { key: 'STORE_TOP_CFG' }) },
    { name: 'config history', call: (c) => c.get('/content/config/history', { key: 'STORE_TOP_CFG' }) },
    {
      name: 'config rollback',
      call: (c) => c.post('/content/config/rollback', { key: 'STORE_TOP_CFG', version: 999, to: 0 })
    },
    { name: 'words list', call: (c) => c.get('/content/words', { keyword: '茶' }) },
    {
      name: 'word save',
      call: (c) => c.post('/content/words/save', { zh: '權限測試詞', en: 'Test', pt: 'Teste', version: 999 })
    }
  ]
  const ROLES = ['super', 'support', 'marketing', 'finance', 'content', 'shop staff', 'rider'] as const

  it.each(ROLES.flatMap((role) => CLASSES.map((c) => ({ role, ...c }))))(
    '$role: $name',
    async ({ role, call }) => {
      const r = await call(as(role))
      if (role === 'super' || role === 'content')
        expect(['0000', 'NOT_FOUND', 'STALE_VERSION']).toContain(r.body.code)
      else expect(r.body).toMatchObject({ code: 'STAFF_FORBIDDEN' })
    }
  )

  it('a refused role changes nothing', async () => {
    const before = await t.db.many('SELECT * FROM ads ORDER BY id')
    const cfg = await t.db.many('SELECT * FROM config ORDER BY key')
    for (const role of ['support', 'marketing', 'finance', 'shop staff', 'rider']) {
      await as(role).post('/content/ads/create', newAd())
      await as(role).post('/content/config/save', { key: 'STORE_TOP_CFG', version: 0, value: {} })
      await as(role).post('/content/words/save', { zh: '權限測試新詞', en: 'Refused', pt: 'Recusado' })
    }
    expect(await t.db.many('SELECT * FROM ads ORDER BY id')).toEqual(before)
    expect(await t.db.many('SELECT * FROM config ORDER BY key')).toEqual(cfg)
    expect(await t.db.one("SELECT 1 AS x FROM content_words WHERE zh = '權限測試新詞'")).toBeUndefined()
  })
})

describe('the platform’s words (issue 39 point 4)', () => {
  const shopIn = async (id: number, l: string) =>
    (
      (await t.client.get(`/v1/store/merchant/${id}`, {}, { headers: { 'accept-language': l } })).body
        .data as {
        name: string
      }
    ).name

  it('a shop’s name given in English and Portuguese is what readers of those see, at once; audited', async () => {
    const m = (await t.db.one<{ id: number; name: string }>(
      `SELECT id, name FROM merchants WHERE name_en IS NULL AND 'takeaway' = ANY(verticals) ORDER BY id LIMIT 1`
    ))!
    expect(await shopIn(m.id, 'en')).toBe(m.name) // read (and kept) first
    const made = await as('content').post<ContentWord>('/content/words/save', {
      zh: m.name,
      en: '  Belvedere Café ',
      pt: 'Café Belvedere'
    })
    expect(made.body.data).toEqual({ zh: m.name, en: 'Belvedere Café', pt: 'Café Belvedere', version: 1 })
    expect(await shopIn(m.id, 'en')).toBe('Belvedere Café')
    expect(await shopIn(m.id, 'pt')).toBe('Café Belvedere')
    expect(await shopIn(m.id, 'zh-Hant-MO')).toBe(m.name)

    // found by any of its languages; a second create is refused; an edit names its version
    const found = await as('content').get<Page<ContentWord>>('/content/words', { keyword: 'belvedere' })
    expect(found.body.data.list.map((w) => w.zh)).toEqual([m.name])
    expect(
      (await as('content').post('/content/words/save', { zh: m.name, en: 'Again', pt: '' })).body.code
    ).toBe('VALIDATION')
    const edited = await as('content').post<ContentWord>('/content/words/save', {
      zh: m.name,
      en: 'Belvedere Cafe',
      pt: '',
      version: 1
    })
    expect(edited.body.data).toMatchObject({ en: 'Belvedere Cafe', pt: '', version: 2 })
    expect(await shopIn(m.id, 'pt')).toBe(m.name)
    const staleSave = await as('super').post('/content/words/save', {
      zh: m.name,
      en: 'Late',
      pt: '',
      version: 1
    })
    expect(staleSave.body.code).toBe('STALE_VERSION')
    expect(await shopIn(m.id, 'en')).toBe('Belvedere Cafe')
    const audit = await auditOf('content.word.update', m.name)
    expect(audit[0]).toMatchObject({ before: { en: 'Belvedere Café' }, after: { en: 'Belvedere Cafe' } })
  })

  it('bad input is a clear VALIDATION and saves nothing', async () => {
    const before = await t.db.many('SELECT * FROM content_words ORDER BY zh')
    for (const body of [
      { zh: '', en: 'Empty', pt: '' },
      { zh: '新詞', en: '', pt: '' },
      { zh: '新詞\u0000', en: 'Nul', pt: '' },
      { zh: '新詞', en: 'Lone \ud800', pt: '' },
      { zh: '新詞', en: 'x'.repeat(121), pt: '' },
      { zh: 7, en: 'Number', pt: '' },
      { zh: '新詞', en: 'Extra', pt: '', admin: true }
    ])
      expect((await as('content').post('/content/words/save', body)).body.code, JSON.stringify(body)).toBe(
        'VALIDATION'
      )
    expect(
      (
        await as('content').post('/content/words/save', {
          zh: '從未有過的詞',
          en: 'Never',
          pt: '',
          version: 1
        })
      ).body.code
    ).toBe('NOT_FOUND')
    expect(await t.db.many('SELECT * FROM content_words ORDER BY zh')).toEqual(before)
  })
})

describe('banners and the home popup', () => {
  it('a popup published by content is the one customers get next, with its picture; disabling takes it away', async () => {
    const made = await as('content').post<AdminAd>('/content/ads/create', {
      key: 'INDEX_POPUP_AD',
      name: '澳門格蘭披治大賽車優惠',
      type: 1,
      wxLink: 'https://www.macau.grandprix.gov.mo/',
      sort: 0,
      startsAt: nowS() - 60
    })
    expect(made.body.code).toBe('0000')
    const ad = made.body.data
    // older seeded popups sort after (sort 0 ties: lower id first), so move it ahead of them
    const seeded = await t.db.many<{ id: number; version: number }>(
      `SELECT id, version FROM ads WHERE position = 'INDEX_POPUP_AD' AND id <> $1`,
      [ad.id]
    )
    for (const s of seeded)
      expect((await as('content').post('/content/ads/enable', { ...s, enabled: false })).body.code).toBe(
        '0000'
      )
    expect((await popup()).map((a) => a.name)).toEqual(['澳門格蘭披治大賽車優惠'])

    // its own picture replaces the drawn one
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const boundary = 'b0undary'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    const c = as('content')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/content/ads/image?id=${ad.id}&version=${ad.version}`,
      headers: {
        cookie: c.cookie,
        'x-csrf-token': c.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`
      },
      payload
    })
    const up = { body: res.json() as { code: string; data: AdminAd } }
    expect(up.body.code).toBe('0000')
    expect(up.body.data.uploaded).toBe(true)
    expect((await popup())[0]?.image).toBe(up.body.data.image)
    expect((await t.app.inject({ url: up.body.data.image })).statusCode).toBe(200)

    const off = await as('content').post<AdminAd>('/content/ads/enable', {
      id: ad.id,
      version: up.body.data.version,
      enabled: false
    })
    expect(off.body.data.enabled).toBe(false)
    expect(await popup()).toEqual([])
    const audit = await auditOf('content.ad.disable', ad.id)
    expect(audit[0]).toMatchObject({ actorName: 'ops-content', after: { enabled: false } })
    expect(await auditOf('content.ad.create', ad.id)).toHaveLength(1)
    expect(await auditOf('content.ad.image', ad.id)).toHaveLength(1)
  })

  it('serves an ad only inside its schedule', async () => {
    const r = await as('content').post<AdminAd>('/content/ads/create', {
      ...newAd({ name: '聖誕限定' }),
      startsAt: nowS() + 600,
      endsAt: nowS() + 1200
    })
    expect(r.body.code).toBe('0000')
    expect((await banners()).map((a) => a.name)).not.toContain('聖誕限定')
    t.clock.advance(600_000)
    expect((await banners()).map((a) => a.name)).toContain('聖誕限定')
    t.clock.advance(600_000)
    expect((await banners()).map((a) => a.name)).not.toContain('聖誕限定')
  })

  it('aims at a city and at verticals', async () => {
    const city = await as('content').post<AdminAd>(
      '/content/ads/create',
      newAd({ name: '澳門限定', cities: ['MO'] })
    )
    expect(city.body.code).toBe('0000')
    const vertical = await as('content').post<AdminAd>(
      '/content/ads/create',
      newAd({ name: '外賣專屬', verticals: ['takeaway'] })
    )
    expect(vertical.body.code).toBe('0000')
    const home = (await banners({ lat: '22.1936', lng: '113.5399' })).map((a) => a.name)
    expect(home).toContain('澳門限定')
    expect(home).not.toContain('外賣專屬')
    expect((await banners({ vertical: 'takeaway' })).map((a) => a.name)).toContain('外賣專屬')
    expect((await banners({ vertical: 'group' })).map((a) => a.name)).not.toContain('外賣專屬')
    // a city we do not serve is refused, nothing written
    const n = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM ads')
    expect((await as('content').post('/content/ads/create', newAd({ cities: ['HK'] }))).body.code).toBe(
      'VALIDATION'
    )
    expect(await t.db.one('SELECT COUNT(*)::int AS n FROM ads')).toEqual(n)
  })

  it('edits from the version read; a stale version changes nothing', async () => {
    const ad = (await as('content').post<AdminAd>('/content/ads/create', newAd({ name: '舊名稱' }))).body.data
    const body = { ...newAd({ name: '新名稱' }), id: ad.id, version: ad.version, enabled: true }
    const first = await as('super').post<AdminAd>('/content/ads/update', body)
    expect(first.body.data).toMatchObject({ name: '新名稱', version: ad.version + 1 })
    const again = await as('content').post('/content/ads/update', { ...body, name: '覆蓋' })
    expect(again.body.code).toBe('STALE_VERSION')
    expect((await t.db.one<{ name: string }>('SELECT name FROM ads WHERE id = $1', [ad.id]))?.name).toBe(
      '新名稱'
    )
    expect((await auditOf('content.ad.update', ad.id))[0]).toMatchObject({ actorName: 'operator' })
  })

  it.each([
    ['a web link without http', { type: 1, wxLink: 'javascript:alert(1)' }],
    ['an app page that does not exist', { type: 2, wxLink: '/packages/takeaway/pages/nowhere/index' }],
    ['a shop page without its shop', { type: 2, wxLink: '/packages/takeaway/pages/mch-info/index' }],
    ['a shop that does not exist', { type: 2, wxLink: '/packages/takeaway/pages/mch-info/index?id=999999' }],
    ['a query with markup', { type: 3, wxLink: '/packages/group/pages/home/index?x=<b>' }],
    ['a NUL in the name', { name: '壞\u0000名' }],
    ['a huge name', { name: '長'.repeat(500) }],
    ['a number for a name', { name: 42 }],
    ['an end before the start', { startsAt: 2_000_000_000, endsAt: 1_900_000_000 }],
    ['an unknown vertical', { verticals: ['casino'] }],
    ['an unknown position', { key: 'SPLASH' }],
    ['an extra field', { colour: 'red' }]
  ])('refuses %s, writing nothing', async (_, over) => {
    const before = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM ads')
    const r = await as('content').post('/content/ads/create', newAd(over))
    expect(r.res.statusCode).toBeLessThan(500)
    expect(r.body.code).toBe('VALIDATION')
    expect(r.body.msg).not.toBe('')
    expect(await t.db.one('SELECT COUNT(*)::int AS n FROM ads')).toEqual(before)
  })
})

describe('news', () => {
  it('a draft is unseen until published, heads the list once published, and leaves when taken back', async () => {
    const u = await createUser(t)
    const titles = async () =>
      (
        (await t.client.get('/v1/news/list', { kind: 'notice' }, { token: u.token })).body.data as {
          list: Array<{ title: string }>
        }
      ).list.map((m) => m.title)
    const made = await as('content').post<AdminNews>('/content/news/create', {
      title: '颱風期間外賣安排',
      body: '八號風球期間暫停配送，恢復後將盡快送達。'
    })
    expect(made.body.data).toMatchObject({ published: false, publishedAt: null })
    expect(await titles()).not.toContain('颱風期間外賣安排')

    const pub = await as('content').post<AdminNews>('/content/news/publish', {
      id: made.body.data.id,
      version: made.body.data.version,
      published: true
    })
    expect(pub.body.data.published).toBe(true)
    expect((await titles())[0]).toBe('颱風期間外賣安排')

    const edited = await as('content').post<AdminNews>('/content/news/update', {
      id: made.body.data.id,
      version: pub.body.data.version,
      title: '颱風期間外賣安排（更新）',
      body: '八號風球期間暫停配送。'
    })
    expect(edited.body.code).toBe('0000')
    expect((await titles())[0]).toBe('颱風期間外賣安排（更新）')

    await as('content').post('/content/news/publish', {
      id: made.body.data.id,
      version: edited.body.data.version,
      published: false
    })
    expect(await titles()).not.toContain('颱風期間外賣安排（更新）')
    const info = await t.client.get('/v1/news/info', { id: made.body.data.id }, { token: u.token })
    expect(info.body.code).toBe('NOT_FOUND')

    const list = (await as('content').get<Page<AdminNews>>('/content/news')).body.data
    expect(list.list.map((n) => n.id)).toContain(made.body.data.id)
    expect(await auditOf('content.news.publish', made.body.data.id)).toHaveLength(1)
    expect(await auditOf('content.news.unpublish', made.body.data.id)).toHaveLength(1)
  })

  it('an order message is no news article', async () => {
    const u = await createUser(t)
    const m = await t.db.one<{ id: number }>(
      `INSERT INTO messages (user_id, kind, title, body, created_at) VALUES ($1, 'order', '訂單', '已送達', 0) RETURNING id`,
      [u.userId]
    )
    const r = await as('content').post('/content/news/publish', { id: m!.id, version: 0, published: false })
    expect(r.body.code).toBe('NOT_FOUND')
  })

  it.each([
    ['an empty title', { title: ' ', body: '內容內容' }],
    ['a NUL', { title: '標題\u0000', body: '內容內容' }],
    ['a huge body', { title: '標題', body: '字'.repeat(6000) }]
  ])('refuses %s', async (_, body) => {
    expect((await as('content').post('/content/news/create', body)).body.code).toBe('VALIDATION')
  })
})

describe('remote config', () => {
  const read = async () => JSON.parse((await t.client.get('/v1/commons/config')).body.data as string)

  it('a save is a new version the app reads next; rollback restores an old one as a newer version', async () => {
    const g = (await as('content').get<ConfigGroupState>('/content/config', { key: 'STORE_TOP_CFG' })).body
      .data
    expect(g.version).toBe(0)
    const value = { ...(g.value as Record<string, unknown>), title: '本週人氣之選' }
    const saved = await as('content').post<ConfigGroupState>('/content/config/save', {
      key: 'STORE_TOP_CFG',
      version: 0,
      value
    })
    expect(saved.body.data.version).toBe(1)
    expect((await read()).STORE_TOP_CFG.title).toBe('本週人氣之選')

    // a second editor holding version 0 saves nothing
    const stale = await as('super').post('/content/config/save', {
      key: 'STORE_TOP_CFG',
      version: 0,
      value: g.value
    })
    expect(stale.body.code).toBe('STALE_VERSION')
    expect((await read()).STORE_TOP_CFG.title).toBe('本週人氣之選')

    const back = await as('super').post<ConfigGroupState>('/content/config/rollback', {
      key: 'STORE_TOP_CFG',
      version: 1,
      to: 0
    })
    expect(back.body.data.version).toBe(2)
    expect((await read()).STORE_TOP_CFG).toEqual(g.value)

    const history = (
      await as('content').get<Page<ConfigVersion>>('/content/config/history', { key: 'STORE_TOP_CFG' })
    ).body.data.list
    expect(history.map((v) => [v.version, v.staffName, v.rollbackOf])).toEqual([
      [2, '營運值班', 0],
      [1, expect.any(String), null],
      [0, null, null]
    ])
    const audit = await auditOf('content.config.rollback', 'STORE_TOP_CFG')
    expect(audit[0]).toMatchObject({ actorName: 'operator', after: { version: 2, rollbackOf: 0 } })
    expect(await auditOf('content.config.save', 'STORE_TOP_CFG')).toHaveLength(1)
  })

  it('saves a form of every group as it is seeded', async () => {
    for (const key of [
      'GLOBAL_CFG',
      'STORE_TIME_LIMITED',
      'RECEIVE_COUPON',
      'MEMBER_CFG',
      'STORE_CART_CFG',
      'USER_CENTER_CFG'
    ]) {
      const g = (await as('content').get<ConfigGroupState>('/content/config', { key })).body.data
      const r = await as('content').post('/content/config/save', { key, version: g.version, value: g.value })
      expect([key, r.body.code, r.body.msg]).toEqual([key, '0000', expect.any(String)])
    }
  })

  it.each([
    [
      'a string for a number',
      'STORE_CART_CFG',
      { maxItemsPerLine: '300', maxLines: 50, cartExpireHours: 72, showWarnDelayMs: 200 }
    ],
    [
      'a cap above the spec',
      'STORE_CART_CFG',
      { maxItemsPerLine: 301, maxLines: 50, cartExpireHours: 72, showWarnDelayMs: 200 }
    ],
    ['a missing field', 'STORE_TOP_CFG', { enabled: true, title: '熱賣' }],
    [
      'an unknown field',
      'STORE_TOP_CFG',
      { enabled: true, title: '熱賣', size: 10, refreshHours: 24, colour: 'red' }
    ],
    ['a NUL', 'STORE_TOP_CFG', { enabled: true, title: '熱\u0000賣', size: 10, refreshHours: 24 }],
    [
      'a huge title',
      'STORE_TOP_CFG',
      { enabled: true, title: '熱'.repeat(10_000), size: 10, refreshHours: 24 }
    ],
    [
      'a menu link that is no page path',
      'USER_CENTER_CFG',
      { menus: [{ key: 'x', title: '壞', path: 'javascript:1' }] }
    ],
    [
      'a session that ends before it starts',
      'STORE_TIME_LIMITED',
      {
        enabled: true,
        title: '限時',
        sessions: [{ start: '12:00', end: '10:00', label: '午' }],
        maxPerUser: 1
      }
    ],
    ['an array', 'STORE_TOP_CFG', []]
  ])('refuses %s, saving nothing', async (_, key, value) => {
    const before = await t.db.many('SELECT * FROM config ORDER BY key')
    const g = (await as('content').get<ConfigGroupState>('/content/config', { key })).body.data
    const r = await as('content').post('/content/config/save', { key, version: g.version, value })
    expect(r.body.code).toBe('VALIDATION')
    expect(await t.db.many('SELECT * FROM config ORDER BY key')).toEqual(before)
  })
})
