import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PAGE_BOOT_ID, parseBoot } from '@lotus/contract/page-boot'
import type { CartCalc } from '@lotus/contract/cart'
import type { Menu } from '@lotus/contract/goods'
import { DAY_MS, macauDayStart } from '@lotus/contract/macau-time'
import {
  STALE_GOODS_MSG,
  type AdminCategory,
  type AdminGoods,
  type AdminMenu
} from '@lotus/contract/menu-admin'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, near, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 37 points 1 and 6: the shop edits its menu in the console; customers see it at once; nothing is lost. */
let t: TestApp
let shop: Shop
let other: Shop
let owner: StaffClient
let staff: StaffClient
let operator: StaffClient

async function accountOf(mchId: number, role: 'owner' | 'staff'): Promise<string> {
  const r = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN staff_shops s ON s.staff_id = a.id
     WHERE s.merchant_id = $1 AND a.role = $2 ORDER BY a.id LIMIT 1`,
    [mchId, role]
  )
  return r!.username
}

beforeAll(async () => {
  t = await createTestApp()
  shop = await setupShop(t)
  other = await setupShop(t)
  owner = staffClient(t)
  await owner.password(await accountOf(shop.mchId, 'owner'), DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login(await accountOf(shop.mchId, 'staff'), DEV_STAFF_PASSWORD)
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
})
afterAll(() => t.close())

const adminMenu = async (c: StaffClient = owner, mchId = shop.mchId) =>
  (await c.get<AdminMenu>('/menu', { merchantId: String(mchId) })).body
const goodsOf = async (id = shop.goodsId, mchId = shop.mchId): Promise<AdminGoods> => {
  const m = (await adminMenu(owner, mchId)).data
  return m.categories.flatMap((c) => c.goods).find((g) => g.id === id)!
}
/** What a customer's app reads: the public menu endpoint (the same the pre-rendered first screen uses). */
const customerGoods = async (id = shop.goodsId) => {
  const menu = (await t.client.get(`/v1/store/merchant/${shop.mchId}/menu`)).body.data as Menu
  return menu.categories.flatMap((c) => c.goods).find((g) => g.id === id)
}
const formOf = (g: AdminGoods) => ({
  merchantId: shop.mchId,
  id: g.id,
  version: g.version,
  categoryId: g.categoryId,
  name: g.name,
  description: g.description,
  price: g.price,
  memberPrice: g.memberPrice,
  originalPrice: g.originalPrice,
  packFee: g.packFee,
  stock: g.stock,
  dailyStock: g.dailyStock,
  limitBuy: g.limitBuy,
  onSale: g.onSale,
  props: g.props
})
const auditOf = async (action: string) =>
  (await operator.get<Page<AuditEntry>>('/audit', { action })).body.data.list
const snapshot = () =>
  t.db.many(
    `SELECT g.*, (SELECT json_agg(o ORDER BY o.id) FROM goods_options o WHERE o.goods_id = g.id) AS opts
     FROM goods g WHERE merchant_id = ANY($1) ORDER BY id`,
    [[shop.mchId, other.mchId]]
  )

describe('menu and goods', () => {
  it('owners and staff of the shop read the whole menu with versions; others get NOT_FOUND', async () => {
    const m = await adminMenu()
    expect(m.code).toBe('0000')
    const g = m.data.categories.flatMap((c) => c.goods).find((x) => x.id === shop.goodsId)
    expect(g).toMatchObject({ price: shop.price, version: 1, soldOut: false })
    expect((await adminMenu(staff)).code).toBe('0000')
    const theirs = await adminMenu(owner, other.mchId)
    expect(theirs.code).toBe('NOT_FOUND')
    expect(await adminMenu(owner, 2147483647)).toEqual(theirs)
    expect((await adminMenu(operator)).code).toBe('STAFF_FORBIDDEN')
  })

  it('categories: create, rename, reorder, delete when empty; each in the audit log with before and after', async () => {
    const made = await owner.post<{ id: number; version: number }>('/menu/category/save', {
      merchantId: shop.mchId,
      name: '期間限定'
    })
    expect(made.body.code).toBe('0000')
    const { id } = made.body.data
    const renamed = await owner.post<{ version: number; name: string }>('/menu/category/save', {
      merchantId: shop.mchId,
      id,
      version: made.body.data.version,
      name: '秋季限定'
    })
    expect(renamed.body.data).toMatchObject({ name: '秋季限定', version: 2 })
    const rename = (await auditOf('menu.category.rename'))[0]!
    expect(rename.before).toMatchObject({ name: '期間限定' })
    expect(rename.after).toMatchObject({ name: '秋季限定' })

    // the new category first: the console's drag
    const ids = (await adminMenu()).data.categories.map((c) => c.id)
    const order = [id, ...ids.filter((x) => x !== id)]
    expect((await owner.post('/menu/category/sort', { merchantId: shop.mchId, ids: order })).body.code).toBe(
      '0000'
    )
    expect((await adminMenu()).data.categories.map((c) => c.id)).toEqual(order)
    // a list that is not exactly the shop's categories changes nothing
    const bad = await owner.post('/menu/category/sort', { merchantId: shop.mchId, ids: order.slice(1) })
    expect(bad.body.code).toBe('VALIDATION')
    expect((await adminMenu()).data.categories.map((c) => c.id)).toEqual(order)

    // a category with goods stays; an empty one goes
    const full = (await adminMenu()).data.categories.find((c) => c.goods.length > 0)!
    const refused = await owner.post('/menu/category/delete', {
      merchantId: shop.mchId,
      id: full.id,
      version: full.version
    })
    expect(refused.body.code).toBe('VALIDATION')
    const v = (await adminMenu()).data.categories.find((c) => c.id === id)!.version
    expect(
      (await owner.post('/menu/category/delete', { merchantId: shop.mchId, id, version: v })).body.code
    ).toBe('0000')
    expect((await adminMenu()).data.categories.some((c) => c.id === id)).toBe(false)
    expect((await auditOf('menu.category.delete'))[0]!.before).toMatchObject({ id, name: '秋季限定' })
  })

  it('a goods with options, member price, daily stock and a limit is created and shown to customers at once', async () => {
    const cat = (await adminMenu()).data.categories[0]!
    await customerGoods() // the customer's menu is read (and cached) first
    const r = await owner.post<AdminGoods>('/menu/goods/save', {
      merchantId: shop.mchId,
      categoryId: cat.id,
      name: '楊枝甘露',
      description: '芒果、西柚、西米',
      price: 3200,
      memberPrice: 2900,
      stock: 30,
      dailyStock: 30,
      limitBuy: 2,
      props: [
        {
          name: '規格',
          required: true,
          multi: false,
          values: [
            { value: '中杯', priceDelta: 0 },
            { value: '大杯', priceDelta: 800 }
          ]
        },
        { name: '甜度', required: false, multi: false, values: [{ value: '少甜', priceDelta: 0 }] }
      ]
    })
    expect(r.body.code).toBe('0000')
    const shown = await customerGoods(r.body.data.id)
    expect(shown).toMatchObject({
      name: '楊枝甘露',
      price: 3200,
      memberPrice: 2900,
      limitBuy: 2,
      soldOut: false
    })
    expect(shown!.props.map((p) => p.name)).toEqual(['規格', '甜度'])
    expect(shown!.props[0]!.values[1]).toEqual({ value: '大杯', priceDelta: 800 })
    expect((await auditOf('menu.goods.create'))[0]!.after).toMatchObject({ name: '楊枝甘露', price: 3200 })
  })

  it('a price change is seen by customers at once, audited with before and after', async () => {
    expect((await customerGoods())!.price).toBe(shop.price)
    const g = await goodsOf()
    const r = await owner.post<AdminGoods>('/menu/goods/save', { ...formOf(g), price: g.price + 300 })
    expect(r.body.data).toMatchObject({ price: g.price + 300, version: g.version + 1 })
    expect((await customerGoods())!.price).toBe(g.price + 300)
    const entry = (await auditOf('menu.goods.update'))[0]!
    expect(entry).toMatchObject({ subjectId: String(g.id), merchantId: shop.mchId })
    expect((entry.before as AdminGoods).price).toBe(g.price)
    expect((entry.after as AdminGoods).price).toBe(g.price + 300)
  })
})

describe('names in English and Portuguese (issue 39)', () => {
  const customerIn = async (locale: string, id: number) => {
    const menu = (
      await t.client.get(
        `/v1/store/merchant/${shop.mchId}/menu`,
        {},
        { headers: { 'accept-language': locale } }
      )
    ).body.data as Menu
    return {
      goods: menu.categories.flatMap((c) => c.goods).find((g) => g.id === id)?.name,
      category: menu.categories.find((c) => c.goods.some((g) => g.id === id))?.name
    }
  }

  it('a goods and its category named by the owner are what English and Portuguese readers see, at once', async () => {
    const g = await goodsOf()
    expect(await customerIn('en', g.id)).toMatchObject({ goods: g.name }) // read (and kept) first
    const cat = await owner.post<AdminCategory>('/menu/category/save', {
      merchantId: shop.mchId,
      name: `夏日特飲 ${shop.mchId}`,
      nameEn: 'Summer drinks',
      namePt: 'Bebidas de verão'
    })
    expect(cat.body.data).toMatchObject({ nameEn: 'Summer drinks', namePt: 'Bebidas de verão' })
    const saved = await owner.post<AdminGoods>('/menu/goods/save', {
      ...formOf(g),
      categoryId: cat.body.data.id,
      nameEn: '  Iced lemon tea ',
      namePt: 'Chá de limão gelado'
    })
    expect(saved.body.data).toMatchObject({ nameEn: 'Iced lemon tea', namePt: 'Chá de limão gelado' })
    expect(await customerIn('en', g.id)).toEqual({ goods: 'Iced lemon tea', category: 'Summer drinks' })
    expect(await customerIn('pt', g.id)).toEqual({
      goods: 'Chá de limão gelado',
      category: 'Bebidas de verão'
    })
    expect(await customerIn('zh-Hant-MO', g.id)).toEqual({
      goods: g.name,
      category: `夏日特飲 ${shop.mchId}`
    })
    expect((await auditOf('menu.goods.update'))[0]!.after).toMatchObject({ nameEn: 'Iced lemon tea' })

    // a save that does not name them keeps them; '' takes one away (the Chinese shows again)
    const kept = await owner.post<AdminGoods>('/menu/goods/save', {
      ...formOf(saved.body.data),
      price: g.price
    })
    expect(kept.body.data).toMatchObject({ nameEn: 'Iced lemon tea', namePt: 'Chá de limão gelado' })
    await owner.post<AdminGoods>('/menu/goods/save', { ...formOf(kept.body.data), nameEn: '' })
    expect(await customerIn('en', g.id)).toEqual({ goods: g.name, category: 'Summer drinks' })
    expect((await goodsOf()).namePt).toBe('Chá de limão gelado')
    await owner.post<AdminGoods>('/menu/goods/save', { ...formOf(await goodsOf()), categoryId: g.categoryId })
  })

  it('a shop cannot reword a name other shops use, nor give its goods another shop’s name', async () => {
    const g = await goodsOf()
    const seeded = (await adminMenu()).data.categories.find((c) => c.name === '招牌推介')
    const otherName = (await t.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [
      other.mchId
    ]))!.name
    const otherIn = async (l: string) =>
      (
        (await t.client.get(`/v1/store/merchant/${other.mchId}`, {}, { headers: { 'accept-language': l } }))
          .body.data as { name: string }
      ).name
    const before = await otherIn('en')
    // the platform's word for 招牌推介 stays what every shop's menu says
    expect(seeded).toBeDefined()
    if (seeded) {
      await owner.post('/menu/category/save', {
        merchantId: shop.mchId,
        id: seeded.id,
        version: seeded.version,
        name: seeded.name,
        nameEn: 'Hijacked'
      })
      const menu = (
        await t.client.get(
          `/v1/store/merchant/${shop.mchId}/menu`,
          {},
          { headers: { 'accept-language': 'en' } }
        )
      ).body.data as Menu
      expect(menu.categories.map((c) => c.name)).not.toContain('Hijacked')
    }
    const r = await owner.post<AdminGoods>('/menu/goods/save', {
      ...formOf(g),
      name: otherName,
      nameEn: 'Scam'
    })
    expect(r.body.code).toBe('0000')
    expect(await otherIn('en')).toBe(before)
    expect((await customerIn('en', g.id)).goods).not.toBe('Scam')
    await owner.post<AdminGoods>('/menu/goods/save', { ...formOf(r.body.data), name: g.name, nameEn: '' })
  })

  it('a control character, a lone surrogate or a name too long: VALIDATION and nothing saved', async () => {
    const g = await goodsOf()
    const before = await snapshot()
    for (const bad of ['Tea\u0000', 'Tea \ud800', 'x'.repeat(81), 42]) {
      const r = await owner.post('/menu/goods/save', { ...formOf(g), nameEn: bad })
      expect(r.body.code, String(bad)).toBe('VALIDATION')
      const c = await owner.post('/menu/category/save', {
        merchantId: shop.mchId,
        id: g.categoryId,
        version: 1,
        name: '飲品',
        namePt: bad
      })
      expect(c.body.code, String(bad)).toBe('VALIDATION')
    }
    expect(await snapshot()).toEqual(before)
  })
})

describe('safe edits', () => {
  it('a seeded goods with option groups saved as read keeps every group and value', async () => {
    const m = (await adminMenu()).data
    const g = m.categories.flatMap((c) => c.goods).find((x) => x.props.length > 1)!
    expect(g).toBeDefined()
    const r = await owner.post<AdminGoods>('/menu/goods/save', formOf(g))
    expect(r.body.code).toBe('0000')
    expect(r.body.data.props).toEqual(g.props)
    expect((await customerGoods(g.id))!.props).toEqual(g.props)
  })

  it('two people editing one goods: the second save is refused with a clear message, the first kept', async () => {
    const read = await goodsOf()
    const first = await owner.post('/menu/goods/save', { ...formOf(read), name: '招牌叉燒飯' })
    expect(first.body.code).toBe('0000')
    const second = await owner.post('/menu/goods/save', { ...formOf(read), price: 1 })
    expect(second.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_GOODS_MSG })
    const now = await goodsOf()
    expect(now).toMatchObject({ name: '招牌叉燒飯', price: read.price, version: read.version + 1 })
    // the 售罄 switch checks the version too
    const sw = await staff.post('/menu/goods/sold-out', {
      merchantId: shop.mchId,
      id: read.id,
      version: read.version,
      soldOut: true
    })
    expect(sw.body.code).toBe('STALE_VERSION')
    expect((await goodsOf()).soldOut).toBe(false)
  })

  it('shop staff switch 售罄 (customers see it at once) but cannot change a price', async () => {
    const g = await goodsOf()
    expect((await customerGoods())!.soldOut).toBe(false)
    const off = await staff.post<AdminGoods>('/menu/goods/sold-out', {
      merchantId: shop.mchId,
      id: g.id,
      version: g.version,
      soldOut: true
    })
    expect(off.body.data).toMatchObject({ soldOut: true, stock: 0 })
    expect((await customerGoods())!.soldOut).toBe(true)
    const price = await staff.post('/menu/goods/save', { ...formOf(off.body.data), price: 1 })
    expect(price.body.code).toBe('STAFF_FORBIDDEN')
    const cat = await staff.post('/menu/category/save', { merchantId: shop.mchId, name: '店員分類' })
    expect(cat.body.code).toBe('STAFF_FORBIDDEN')
    const on = await staff.post<AdminGoods>('/menu/goods/sold-out', {
      merchantId: shop.mchId,
      id: g.id,
      version: off.body.data.version,
      soldOut: false
    })
    expect(on.body.data.soldOut).toBe(false)
    expect((await customerGoods())!.soldOut).toBe(false)
    expect((await auditOf('menu.goods.soldout'))[0]).toMatchObject({
      before: { soldOut: false },
      after: { soldOut: true, stock: 0 }
    })
  })

  it('a price change never alters an order already placed; a quoted cart says the price changed', async () => {
    const b = await buyer(t, shop, 2)
    const calc = async () =>
      (
        await t.client.postJson(
          '/v2/wm/cart/calc',
          { mchId: shop.mchId, ...near(shop), couponId: 0, redEnvelopeId: 0 },
          { token: b.token }
        )
      ).body.data as CartCalc
    expect((await calc()).warnMsg ?? '').not.toContain('價格')
    const placed = await buyer(t, shop, 1)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: placed.addressId },
      { token: placed.token }
    )
    expect(sub.body.code).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    const before = await t.db.one('SELECT total, goods_amount FROM orders WHERE id = $1', [orderId])
    const g = await goodsOf()
    expect((await owner.post('/menu/goods/save', { ...formOf(g), price: g.price + 500 })).body.code).toBe(
      '0000'
    )
    expect(await t.db.one('SELECT total, goods_amount FROM orders WHERE id = $1', [orderId])).toEqual(before)
    const after = await calc()
    expect(after.warnMsg).toContain(
      `${g.name} 價格已由 MOP ${(g.price / 100).toFixed(2)} 改為 MOP ${((g.price + 500) / 100).toFixed(2)}`
    )
  })
})

describe('bad input and other shops', () => {
  it('negative prices or stock, NUL and lone surrogates, wrong types: VALIDATION and nothing saved', async () => {
    const g = await goodsOf()
    const before = await snapshot()
    const bad: Array<Record<string, unknown>> = [
      { price: -1 },
      { stock: -5 },
      { dailyStock: -1 },
      { memberPrice: g.price + 1 },
      { price: 12.5 },
      { price: '100' },
      { name: 'a\u0000b' },
      { name: '叉燒\uD800飯' },
      { name: '   ' },
      {
        props: [{ name: '規格', required: true, multi: false, values: [{ value: '大', priceDelta: -100 }] }]
      },
      {
        props: [
          { name: '口味\u0007', required: true, multi: false, values: [{ value: '辣', priceDelta: 0 }] }
        ]
      },
      { onSale: 'yes' },
      { extra: 1 }
    ]
    for (const change of bad) {
      const r = await owner.post('/menu/goods/save', { ...formOf(g), ...change })
      expect(r.body.code, JSON.stringify(change)).toBe('VALIDATION')
    }
    const cat = await owner.post('/menu/category/save', { merchantId: shop.mchId, name: '\uDC00' })
    expect(cat.body.code).toBe('VALIDATION')
    expect(await snapshot()).toEqual(before)
  })

  it("another shop's goods or categories answer NOT_FOUND like missing ones and change nothing", async () => {
    const theirs = await goodsOf(other.goodsId, other.mchId).catch(() => undefined)
    expect(theirs).toBeUndefined() // the owner cannot even read that shop's menu
    const row = await t.db.one<{ category_id: number; version: number }>(
      'SELECT category_id, version FROM goods WHERE id = $1',
      [other.goodsId]
    )
    const before = await snapshot()
    const mine = await goodsOf()
    const attempts: Array<[string, unknown]> = [
      // their goods under my shop's id
      ['/menu/goods/save', { ...formOf(mine), id: other.goodsId, version: row!.version }],
      [
        '/menu/goods/sold-out',
        { merchantId: shop.mchId, id: other.goodsId, version: row!.version, soldOut: true }
      ],
      // my goods into their category
      ['/menu/goods/save', { ...formOf(mine), categoryId: row!.category_id }],
      ['/menu/category/save', { merchantId: shop.mchId, id: row!.category_id, version: 1, name: 'x' }],
      ['/menu/category/delete', { merchantId: shop.mchId, id: row!.category_id, version: 1 }],
      // their shop's id
      [
        '/menu/goods/sold-out',
        { merchantId: other.mchId, id: other.goodsId, version: row!.version, soldOut: true }
      ],
      ['/menu/category/save', { merchantId: other.mchId, name: '入侵' }]
    ]
    const missing = await owner.post('/menu/goods/sold-out', {
      merchantId: shop.mchId,
      id: 2147483647,
      version: 1,
      soldOut: true
    })
    expect(missing.body.code).toBe('NOT_FOUND')
    for (const [path, body] of attempts) {
      const r = await owner.post(path, body)
      expect(r.body.code, `${path} ${JSON.stringify(body)}`).toBe('NOT_FOUND')
    }
    expect(await snapshot()).toEqual(before)
  })
})

/** A multipart upload as a browser sends it. */
function multipart(bytes: Buffer, type = 'image/png', field = 'file') {
  const boundary = `----lotus${randomUUID()}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: ${type}\r\n\r\n`
  )
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`
  }
}

describe('photos', () => {
  const upload = async (c: StaffClient, bytes: Buffer, g: { id: number; version: number }) => {
    const body = multipart(bytes)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/menu/goods/photo?merchantId=${shop.mchId}&id=${g.id}&version=${g.version}`,
      headers: { cookie: c.cookie, 'x-csrf-token': c.csrf, 'content-type': body.type },
      payload: body.payload
    })
    return res.json() as { code: string; msg: string; data: AdminGoods }
  }

  it('are resized and compressed on the server and shown to customers at once', async () => {
    // a phone-sized photo: 3000×2000
    const small = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const g = await goodsOf()
    const r = await upload(owner, small, g)
    expect(r.code).toBe('0000')
    expect(r.data.photo).toMatch(/^\/api\/files\/[\w-]+$/)
    expect((await customerGoods())!.image).toBe(r.data.photo)
    // and in a cart
    const b = await buyer(t, shop, 1)
    const calc = await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: shop.mchId, ...near(shop), couponId: 0, redEnvelopeId: 0 },
      { token: b.token }
    )
    const items = (calc.body.data as CartCalc).cartInfo.flatMap((x) => x.items)
    expect(items.find((i) => i.goodsId === g.id)!.image).toBe(r.data.photo)
    const file = await t.app.inject({ method: 'GET', url: r.data.photo!.replace(/^\/api/, '/api') })
    expect(file.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(file.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([800, 533])
    expect((await auditOf('menu.goods.photo'))[0]!.after).toMatchObject({ photo: r.data.photo })
  })

  it('oversized, not an image, stale or by staff: refused and nothing stored', async () => {
    const g = await goodsOf()
    const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM uploads'))!.n
    const n = await count()
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(6 * 1024 * 1024)
    ])
    expect((await upload(owner, huge, g)).code).toBe('FILE_TOO_LARGE')
    expect((await upload(owner, Buffer.from('not a picture'), g)).code).toBe('VALIDATION')
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect((await upload(owner, png, { ...g, version: g.version - 1 })).code).toBe('STALE_VERSION')
    expect((await upload(staff, png, g)).code).toBe('STAFF_FORBIDDEN')
    expect((await upload(owner, png, { id: other.goodsId, version: 1 })).code).toBe('NOT_FOUND')
    expect(await count()).toBe(n)
    expect(await goodsOf()).toEqual(g)
  })
})

describe('daily stock', () => {
  it('comes back at Macau midnight', async () => {
    const g = await goodsOf()
    const saved = await owner.post<AdminGoods>('/menu/goods/save', { ...formOf(g), stock: 0, dailyStock: 40 })
    expect(saved.body.data).toMatchObject({ soldOut: true, dailyStock: 40 })
    const jobs = servicesOf(t).jobs
    await jobs.seedRecurring()
    t.clock.advance(macauDayStart(t.clock.now()) + DAY_MS - t.clock.now() + 1000)
    await jobs.drain()
    // (the console's session has ended overnight: the database and the customer's menu tell)
    const row = await t.db.one('SELECT stock, daily_stock FROM goods WHERE id = $1', [g.id])
    expect(row).toEqual({ stock: 40, daily_stock: 40 })
    expect((await customerGoods())!.soldOut).toBe(false)
  })
})

describe('the general store through the same screens', () => {
  it("its owner switches 售罄 and changes a price; the store's page shows both at once", async () => {
    const store = await t.db.one<{ id: number }>(
      `SELECT s.merchant_id AS id FROM general_stores s
       WHERE EXISTS (SELECT 1 FROM goods g WHERE g.merchant_id = s.merchant_id AND g.on_sale AND g.stock > 0)
       ORDER BY s.merchant_id LIMIT 1`
    )
    const c = staffClient(t)
    await c.password(await accountOf(store!.id, 'owner'), DEV_STAFF_PASSWORD)
    await c.enrol()
    const menu = (await c.get<AdminMenu>('/menu', { merchantId: String(store!.id) })).body.data
    const g = menu.categories.flatMap((x) => x.goods).find((x) => x.onSale && !x.soldOut)!
    const page = async () => {
      const r = await t.client.get('/v1/general/store', { id: String(store!.id) })
      const data = r.body.data as {
        categories: Array<{ goods: Array<{ id: number; price: number; soldOut: boolean }> }>
      }
      return data.categories.flatMap((x) => x.goods).find((x) => x.id === g.id)!
    }
    expect(await page()).toMatchObject({ price: g.price, soldOut: false })
    const form = { ...formOf(g), merchantId: store!.id, price: g.price + 100 }
    const saved = await c.post<AdminGoods>('/menu/goods/save', form)
    expect(saved.body.code).toBe('0000')
    const off = await c.post('/menu/goods/sold-out', {
      merchantId: store!.id,
      id: g.id,
      version: saved.body.data.version,
      soldOut: true
    })
    expect(off.body.code).toBe('0000')
    expect(await page()).toMatchObject({ price: g.price + 100, soldOut: true })
  })
})

describe('the pre-rendered first screen', () => {
  it("a shop's page, served again after 售罄, carries the goods sold out (no restart, no waiting)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lotus-menu-boot-'))
    // a build's entry and chunk map, as page-boot.test.ts writes them
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>lotus</title>' +
        '<script defer="defer" src="/js/app.v1.js"></script><link href="/css/app.v1.css" rel="stylesheet"></head>' +
        '<body><div id="app"></div></body></html>'
    )
    writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify({ '/takeaway/mch-info/mch-info': ['/js/9396.bb.js'] })
    )
    const app = await createTestApp({ env: { STATIC_DIR: dir } })
    try {
      const s = await setupShop(app)
      const c = staffClient(app)
      const who = await app.db.one<{ username: string }>(
        `SELECT a.username FROM staff_accounts a JOIN staff_shops x ON x.staff_id = a.id
         WHERE x.merchant_id = $1 AND a.role = 'staff' LIMIT 1`,
        [s.mchId]
      )
      await c.login(who!.username, DEV_STAFF_PASSWORD)
      const shown = async () => {
        const html = (
          await app.app.inject({ method: 'GET', url: `/takeaway/mch-info/mch-info?id=${s.mchId}` })
        ).body
        const raw = new RegExp(`<script id="${PAGE_BOOT_ID}" type="application/json">([^<]*)</script>`).exec(
          html
        )
        const menu = parseBoot(raw![1]!)!.entries.find((e) => e.key[0] === 'menu')!.data as Menu
        return menu.categories.flatMap((x) => x.goods).find((g) => g.id === s.goodsId)!
      }
      expect((await shown()).soldOut).toBe(false)
      const off = await c.post('/menu/goods/sold-out', {
        merchantId: s.mchId,
        id: s.goodsId,
        version: 1,
        soldOut: true
      })
      expect(off.body.code).toBe('0000')
      expect((await shown()).soldOut).toBe(true)
    } finally {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
