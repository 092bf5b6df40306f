import { randomUUID } from 'node:crypto'
import type { CartCalc } from '@lotus/contract/cart'
import type { MarketAisle, MarketGoodsDetail, MarketGoodsPage, MarketHome } from '@lotus/contract/market'
import { STALE_SPU_MSG, type AdminMarket, type AdminSpu } from '@lotus/contract/market-admin'
import type { AdminGoods, AdminMenu } from '@lotus/contract/menu-admin'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { addAddress, createUser, fillCart, near } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 37 point 1: a supermarket's aisles and goods (SPU + SKU table) in the console; shoppers see it at once. */
let t: TestApp
let store: { id: number; lat: number; lng: number }
let otherStore: number
let owner: StaffClient
let staff: StaffClient
let otherOwner: StaffClient
let operator: StaffClient

const storeOf = async (key: string) =>
  (await t.db.one<{ id: number; lat: number; lng: number }>(
    'SELECT id, lat, lng FROM merchants WHERE seed_key = $1',
    [key]
  ))!

beforeAll(async () => {
  t = await createTestApp()
  // an independent store (its own owner) and another one
  store = await storeOf('fresh-mart-ha-van')
  otherStore = (await storeOf('kwong-fat-mart')).id
  owner = staffClient(t)
  await owner.password('fresh-mart-ha-van-owner', DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login('fresh-mart-ha-van-staff', DEV_STAFF_PASSWORD)
  otherOwner = staffClient(t)
  await otherOwner.password('kwong-fat-mart-chain-owner', DEV_STAFF_PASSWORD)
  await otherOwner.enrol()
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
})
afterAll(() => t.close())

const admin = async (c: StaffClient = owner, mchId = store.id) =>
  (await c.get<AdminMarket>('/market', { merchantId: String(mchId) })).body
const spus = async (mchId = store.id, c: StaffClient = owner) =>
  (await admin(c, mchId)).data.aisles.flatMap((a) => a.children.flatMap((c) => c.spus))
/** A SPU of the store with at least `n` SKUs on sale. */
const spuWith = async (n: number, mchId = store.id, c: StaffClient = owner) =>
  (await spus(mchId, c)).find((s) => s.skus.filter((k) => k.onSale).length >= n)!
const formOf = (s: AdminSpu, mchId = store.id) => ({
  merchantId: mchId,
  id: s.id,
  version: s.version,
  aisleId: s.aisleId,
  name: s.name,
  brand: s.brand,
  origin: s.origin,
  description: s.description,
  skus: s.skus.map((k) => ({
    id: k.id,
    spec: k.spec,
    price: k.price,
    memberPrice: k.memberPrice,
    originalPrice: k.originalPrice,
    stock: k.stock,
    limitBuy: k.limitBuy,
    onSale: k.onSale
  }))
})
/** What a shopper's app reads: the goods page and the store's search. */
const detail = async (id: number) =>
  (await t.client.get(`/v1/market/goods/${id}`)).body as { code: string; data: MarketGoodsDetail }
const search = async (keyword: string) =>
  (await t.client.get('/v1/market/goods', { mchId: store.id, keyword })).body.data as MarketGoodsPage
const auditOf = async (action: string) =>
  (await operator.get<Page<AuditEntry>>('/audit', { action })).body.data.list
const snapshot = () =>
  t.db.many(
    `SELECT s.*, (SELECT json_agg(g ORDER BY g.id) FROM goods g WHERE g.spu_id = s.id) AS skus
     FROM market_spus s WHERE s.merchant_id = ANY($1) ORDER BY s.id`,
    [[store.id, otherStore]]
  )

describe('supermarket goods in the console', () => {
  it("owners and staff of the store read its aisles and goods with versions; others' get NOT_FOUND", async () => {
    const m = await admin()
    expect(m.code).toBe('0000')
    expect(m.data.aisles.length).toBeGreaterThan(1)
    const s = await spuWith(1)
    expect(s.version).toBe(1)
    expect(s.skus[0]).toMatchObject({ id: expect.any(Number), spec: expect.any(String) })
    expect((await admin(staff)).code).toBe('0000')
    const theirs = await admin(owner, otherStore)
    expect(theirs.code).toBe('NOT_FOUND')
    expect(await admin(owner, 2147483647)).toEqual(theirs)
    expect((await admin(operator)).code).toBe('STAFF_FORBIDDEN')
  })

  it('the SKU table: each spec its own price, member price and stock; the goods page and search show them at once', async () => {
    const s = await spuWith(2)
    const form = formOf(s)
    form.skus[0]!.price = 12_300
    form.skus[0]!.memberPrice = 11_000
    form.skus[1]!.stock = 0
    // a new spec
    form.skus.push({
      id: undefined as unknown as number,
      spec: '家庭裝',
      price: 45_600,
      memberPrice: null,
      originalPrice: null,
      stock: 7,
      limitBuy: 0,
      onSale: true
    })
    const r = await owner.post<AdminSpu>('/market/spu/save', { ...form, name: `${s.name}新裝` })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.version).toBe(s.version + 1)
    expect(r.body.data.skus.map((k) => k.spec)).toEqual([...s.skus.map((k) => k.spec), '家庭裝'])
    const d = (await detail(s.id)).data
    expect(d.name).toBe(`${s.name}新裝`)
    expect(d.skus[0]).toMatchObject({ price: 12_300, memberPrice: 11_000 })
    expect(d.skus[1]!.stock).toBe(0)
    expect(d.skus.find((k) => k.spec === '家庭裝')).toMatchObject({ price: 45_600, stock: 7 })
    expect((await search(`${s.name}新裝`)).list.map((c) => c.id)).toContain(s.id)
    expect((await auditOf('market.spu.update'))[0]).toMatchObject({
      subjectId: String(s.id),
      before: { name: s.name },
      after: { name: `${s.name}新裝` }
    })

    // a spec left out goes off sale (orders name it) and is gone from the shopper's page
    const again = formOf(r.body.data)
    const dropped = again.skus.pop()!
    const off = await owner.post<AdminSpu>('/market/spu/save', again)
    expect(off.body.data.skus.find((k) => k.id === dropped.id)!.onSale).toBe(false)
    expect((await detail(s.id)).data.skus.some((k) => k.spec === '家庭裝')).toBe(false)
  })

  it('a new goods in an aisle, then 售罄 by the store staff: the shopper sees it sold out at once', async () => {
    const aisle = (await admin()).data.aisles[0]!.children[0]!
    const made = await owner.post<AdminSpu>('/market/spu/save', {
      merchantId: store.id,
      aisleId: aisle.id,
      name: '手信杏仁餅禮盒',
      brand: '蓮香',
      origin: '澳門',
      skus: [{ spec: '12 件裝', price: 6_800, stock: 30 }]
    })
    expect(made.body.code).toBe('0000')
    const s = made.body.data
    expect((await detail(s.id)).data).toMatchObject({ soldOut: false, price: 6_800 })
    expect((await search('杏仁餅禮盒')).list.map((c) => c.id)).toEqual([s.id])
    expect((await auditOf('market.spu.create'))[0]).toMatchObject({
      subjectId: String(s.id),
      merchantId: store.id
    })

    // staff may switch 售罄, not change the goods
    expect((await staff.post('/market/spu/save', { ...formOf(s), name: 'x' })).body.code).toBe(
      'STAFF_FORBIDDEN'
    )
    const out = await staff.post<AdminSpu>('/market/spu/sold-out', {
      merchantId: store.id,
      id: s.id,
      version: s.version,
      soldOut: true
    })
    expect(out.body.data.soldOut).toBe(true)
    expect((await detail(s.id)).data.soldOut).toBe(true)
    const back = await staff.post<AdminSpu>('/market/spu/sold-out', {
      merchantId: store.id,
      id: s.id,
      version: out.body.data.version,
      skuId: s.skus[0]!.id,
      soldOut: false
    })
    expect(back.body.data.skus[0]!.stock).toBeGreaterThan(0)
    expect((await detail(s.id)).data.soldOut).toBe(false)
    expect((await auditOf('market.spu.soldout'))[0]).toMatchObject({ subjectId: String(s.id) })
  })

  it('two people editing one goods: the second save is refused with a clear message and nothing of it is kept', async () => {
    const s = await spuWith(1)
    const first = await owner.post<AdminSpu>('/market/spu/save', { ...formOf(s), brand: '先到' })
    expect(first.body.code).toBe('0000')
    const before = await snapshot()
    const second = await owner.post('/market/spu/save', { ...formOf(s), brand: '後到' })
    expect(second.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_SPU_MSG })
    const late = await staff.post('/market/spu/sold-out', {
      merchantId: store.id,
      id: s.id,
      version: s.version,
      soldOut: true
    })
    expect(late.body.code).toBe('STALE_VERSION')
    expect(await snapshot()).toEqual(before)
  })

  it("aisles in the store's own order (the drag): its home and aisle list follow, other stores keep theirs", async () => {
    const top = (await admin()).data.aisles.map((a) => a.id)
    const order = [...top].reverse()
    const r = await owner.post('/market/aisle/sort', { merchantId: store.id, parentId: null, ids: order })
    expect(r.body.code).toBe('0000')
    expect((await admin()).data.aisles.map((a) => a.id)).toEqual(order)
    const home = (await t.client.get('/v1/market/home', { mchId: store.id })).body.data as MarketHome
    expect(home.aisles.map((a) => a.id)).toEqual(order)
    const listed = (await t.client.get('/v1/market/aisles', { mchId: store.id })).body.data as MarketAisle[]
    expect(listed.map((a) => a.id)).toEqual(order)
    const theirs = (await t.client.get('/v1/market/aisles', { mchId: otherStore })).body.data as MarketAisle[]
    expect(theirs.map((a) => a.id)).toEqual(top)
    // level 2 under one aisle
    const kids = (await admin()).data.aisles[0]!.children.map((c) => c.id)
    const flipped = [...kids].reverse()
    expect(
      (await owner.post('/market/aisle/sort', { merchantId: store.id, parentId: order[0], ids: flipped }))
        .body.code
    ).toBe('0000')
    expect((await admin()).data.aisles[0]!.children.map((c) => c.id)).toEqual(flipped)
    expect((await auditOf('market.aisle.sort'))[0]).toMatchObject({ merchantId: store.id })
    // one missing, a level-2 aisle at the top, or staff: refused and nothing moved
    for (const ids of [order.slice(1), [...order.slice(1), kids[0]!]]) {
      const bad = await owner.post('/market/aisle/sort', { merchantId: store.id, parentId: null, ids })
      expect(bad.body.code).toBe('VALIDATION')
    }
    expect(
      (await staff.post('/market/aisle/sort', { merchantId: store.id, parentId: null, ids: top })).body.code
    ).toBe('STAFF_FORBIDDEN')
    expect((await admin()).data.aisles.map((a) => a.id)).toEqual(order)
  })

  it('a price change never alters an order already placed; a quoted cart says the price changed', async () => {
    const s = await spuWith(1)
    const sku = s.skus.find((k) => k.onSale)!
    await t.db.query('UPDATE goods SET stock = 50, total_stock = 50, limit_buy = 0 WHERE id = $1', [sku.id])
    const fresh = (await spus()).find((x) => x.id === s.id)!
    const shopper = async () => {
      const u = await createUser(t)
      const addressId = await addAddress(t, u.userId, near(store))
      await fillCart(t, u.userId, store.id, [{ goodsId: sku.id, productId: sku.id, itemCount: 1, props: [] }])
      return { ...u, addressId }
    }
    const quoted = await shopper()
    const calc = async () =>
      (
        await t.client.postJson(
          '/v2/wm/cart/calc',
          { mchId: store.id, ...near(store), couponId: 0, redEnvelopeId: 0 },
          { token: quoted.token }
        )
      ).body.data as CartCalc
    expect((await calc()).warnMsg ?? '').not.toContain('價格')
    const placed = await shopper()
    const sub = await t.client.postJson(
      '/v1/market/order/submitPickup',
      { clientKey: randomUUID(), mchId: store.id, pickupStoreId: store.id },
      { token: placed.token }
    )
    expect(sub.body.code, JSON.stringify(sub.body)).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    const before = await t.db.one('SELECT total, goods_amount FROM orders WHERE id = $1', [orderId])
    const form = formOf(fresh)
    form.skus.find((k) => k.id === sku.id)!.price = sku.price + 500
    form.skus.find((k) => k.id === sku.id)!.memberPrice = null
    expect((await owner.post('/market/spu/save', form)).body.code).toBe('0000')
    expect(await t.db.one('SELECT total, goods_amount FROM orders WHERE id = $1', [orderId])).toEqual(before)
    expect((await calc()).warnMsg).toContain(
      `價格已由 MOP ${(sku.price / 100).toFixed(2)} 改為 MOP ${((sku.price + 500) / 100).toFixed(2)}`
    )
  })
})

describe('bad input and other stores', () => {
  it('negative prices or stock, NUL, lone surrogates, wrong types, duplicate specs: VALIDATION and nothing saved', async () => {
    const s = await spuWith(1)
    const f = formOf(s)
    const sku = f.skus[0]!
    const before = await snapshot()
    const bad: Array<Record<string, unknown>> = [
      { skus: [{ ...sku, price: -1 }] },
      { skus: [{ ...sku, stock: -5 }] },
      { skus: [{ ...sku, memberPrice: sku.price + 1 }] },
      { skus: [{ ...sku, price: 12.5 }] },
      { skus: [{ ...sku, price: '100' }] },
      { skus: [{ ...sku, spec: 'a\u0000b' }] },
      { skus: [sku, { ...sku, id: undefined }] },
      { skus: [] },
      { name: '麵\uD800包' },
      { name: '   ' },
      { aisleId: 'x' },
      { extra: 1 }
    ]
    for (const change of bad) {
      const r = await owner.post('/market/spu/save', { ...f, ...change })
      expect(r.body.code, JSON.stringify(change)).toBe('VALIDATION')
    }
    expect(await snapshot()).toEqual(before)
  })

  it("another store's goods, SKUs or ids answer NOT_FOUND like missing ones and change nothing", async () => {
    const mine = await spuWith(1)
    const theirs = await spuWith(1, otherStore, otherOwner)
    const before = await snapshot()
    const level1 = (await admin()).data.aisles[0]!.id
    const attempts: Array<[string, unknown]> = [
      // their goods under my store's id
      ['/market/spu/save', { ...formOf(theirs), merchantId: store.id }],
      [
        '/market/spu/sold-out',
        { merchantId: store.id, id: theirs.id, version: theirs.version, soldOut: true }
      ],
      // their SKU in my goods' table
      [
        '/market/spu/save',
        { ...formOf(mine), skus: [...formOf(mine).skus, { ...formOf(theirs).skus[0]!, spec: '偷來' }] }
      ],
      [
        '/market/spu/sold-out',
        { merchantId: store.id, id: mine.id, version: mine.version, skuId: theirs.skus[0]!.id, soldOut: true }
      ],
      // their store's id
      ['/market/spu/save', formOf(theirs, otherStore)],
      ['/market/aisle/sort', { merchantId: otherStore, parentId: null, ids: [level1] }],
      // an aisle that is not a level-2 one, or missing
      ['/market/spu/save', { ...formOf(mine), aisleId: level1 }],
      ['/market/spu/save', { ...formOf(mine), aisleId: 2147483647 }]
    ]
    for (const [path, body] of attempts) {
      const r = await owner.post(path, body)
      expect(r.body.code, `${path} ${JSON.stringify(body)}`).toBe('NOT_FOUND')
    }
    // a takeaway shop's id is no supermarket
    const takeaway = await t.db.one<{ id: number }>(
      "SELECT id FROM merchants WHERE NOT ('supermarket' = ANY(verticals)) ORDER BY id LIMIT 1"
    )
    expect((await admin(operator, takeaway!.id)).code).toBe('STAFF_FORBIDDEN')
    expect(await snapshot()).toEqual(before)
  })

  it('photos: resized and shown on the goods page; oversized, not a picture, stale or staff refused', async () => {
    const s = await spuWith(1)
    const upload = async (c: StaffClient, bytes: Buffer, g: { id: number; version: number }) => {
      const boundary = `----lotus${randomUUID()}`
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/staff/market/spu/photo?merchantId=${store.id}&id=${g.id}&version=${g.version}`,
        headers: {
          cookie: c.cookie,
          'x-csrf-token': c.csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`
        },
        payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])
      })
      return res.json() as { code: string; data: AdminSpu }
    }
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer()
    const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM uploads'))!.n
    const n = await count()
    expect((await upload(owner, Buffer.alloc(6 * 1024 * 1024, 1), s)).code).toBe('FILE_TOO_LARGE')
    expect((await upload(owner, Buffer.from('not a picture'), s)).code).toBe('VALIDATION')
    expect((await upload(owner, png, { ...s, version: s.version + 1 })).code).toBe('STALE_VERSION')
    expect((await upload(staff, png, s)).code).toBe('STAFF_FORBIDDEN')
    expect(await count()).toBe(n)
    const r = await upload(owner, png, s)
    expect(r.code).toBe('0000')
    expect(r.data.photo).toMatch(/^\/api\/files\/[\w-]+$/)
    const d = (await detail(s.id)).data
    expect(d.image).toBe(r.data.photo)
    expect(d.gallery[0]).toBe(r.data.photo)
  })
})

describe("the general store's goods: sold by weight", () => {
  let fruit: { id: number }
  let fruitOwner: StaffClient
  const generalGoods = async (id: number) => {
    const page = (await t.client.get('/v1/general/store', { id: String(fruit.id) })).body.data as {
      categories: Array<{
        goods: Array<{
          id: number
          price: number
          sellBy: string
          pricePer500g: number | null
          unitGrams: number | null
          soldOut: boolean
        }>
      }>
    }
    return page.categories.flatMap((c) => c.goods).find((g) => g.id === id)!
  }
  const menuGoods = async () =>
    (await fruitOwner.get<AdminMenu>('/menu', { merchantId: String(fruit.id) })).body.data.categories.flatMap(
      (c) => c.goods
    )

  beforeAll(async () => {
    fruit = await storeOf('gen-fruit-taipa')
    fruitOwner = staffClient(t)
    await fruitOwner.password('gen-fruit-taipa-owner', DEV_STAFF_PASSWORD)
    await fruitOwner.enrol()
  })

  it('the price per 500 g and a portion set the price by the contract rule; the store page shows it at once', async () => {
    const g = (await menuGoods()).find((x) => x.sellBy === 'unit')!
    expect(g).toBeTruthy()
    const r = await fruitOwner.post<AdminGoods>('/menu/goods/sell-by', {
      merchantId: fruit.id,
      id: g.id,
      version: g.version,
      sellBy: 'weight',
      pricePer500g: 4_800,
      unitGrams: 750
    })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ sellBy: 'weight', pricePer500g: 4_800, unitGrams: 750, price: 7_200 })
    expect(await generalGoods(g.id)).toMatchObject({
      sellBy: 'weight',
      pricePer500g: 4_800,
      unitGrams: 750,
      price: 7_200
    })
    expect((await auditOf('menu.goods.sellby'))[0]).toMatchObject({
      subjectId: String(g.id),
      before: { sellBy: 'unit' },
      after: { sellBy: 'weight', price: 7_200 }
    })
    // a stale version, weight without its price, zero grams, another store's goods: refused, nothing changed
    const before = await t.db.one('SELECT * FROM general_goods WHERE goods_id = $1', [g.id])
    const body = { merchantId: fruit.id, id: g.id, version: g.version, sellBy: 'unit' }
    expect((await fruitOwner.post('/menu/goods/sell-by', body)).body.code).toBe('STALE_VERSION')
    const v = r.body.data.version
    for (const bad of [
      { sellBy: 'weight', pricePer500g: null, unitGrams: 500 },
      { sellBy: 'weight', pricePer500g: 100, unitGrams: 0 },
      { sellBy: 'weight', pricePer500g: -1, unitGrams: 500 },
      { sellBy: 'kg' }
    ])
      expect((await fruitOwner.post('/menu/goods/sell-by', { ...body, version: v, ...bad })).body.code).toBe(
        'VALIDATION'
      )
    const supermarketSku = (await spuWith(1)).skus[0]!.id
    expect(
      (await fruitOwner.post('/menu/goods/sell-by', { ...body, id: supermarketSku, version: 1 })).body.code
    ).toBe('NOT_FOUND')
    // a supermarket's goods are not a general store's
    expect(
      (
        await owner.post('/menu/goods/sell-by', {
          ...body,
          merchantId: store.id,
          id: supermarketSku,
          version: 1
        })
      ).body.code
    ).toBe('NOT_FOUND')
    expect(await t.db.one('SELECT * FROM general_goods WHERE goods_id = $1', [g.id])).toEqual(before)
  })
})
