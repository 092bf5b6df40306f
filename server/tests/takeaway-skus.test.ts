import { randomUUID } from 'node:crypto'
import type { CartCalc } from '@lotus/contract/cart'
import type { Menu } from '@lotus/contract/goods'
import type { AdminGoods, AdminMenu } from '@lotus/contract/menu-admin'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import {
  addAddress,
  createUser,
  fillCart,
  near,
  noonClock,
  ORDER_ENV,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 37 point 1: takeaway goods with SKUs (規格), each with its own price, member price and stock. */
let t: TestApp
let shop: Shop
let other: Shop
let owner: StaffClient
let operator: StaffClient
let goods: AdminGoods
let big: number
let small: number

async function ownerOf(mchId: number): Promise<string> {
  const r = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN staff_shops s ON s.staff_id = a.id
     WHERE s.merchant_id = $1 AND a.role = 'owner' ORDER BY a.id LIMIT 1`,
    [mchId]
  )
  return r!.username
}

const goodsOf = async (id: number, mchId = shop.mchId): Promise<AdminGoods | undefined> => {
  const m = (await owner.get<AdminMenu>('/menu', { merchantId: String(mchId) })).body.data
  return m.categories.flatMap((c) => c.goods).find((g) => g.id === id)
}
const customerGoods = async (id: number) => {
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
  props: g.props,
  // the form edits each SKU's daily stock
  skus: g.skus.map((k) => ({
    id: k.id,
    name: k.name,
    price: k.price,
    memberPrice: k.memberPrice,
    stock: k.dailyStock ?? k.stock,
    soldOut: k.soldOut
  }))
})
const stockOf = async (id: number) =>
  (await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [id]))!.stock
const skuRows = () =>
  t.db.many('SELECT * FROM goods WHERE sku_of IS NOT NULL AND merchant_id = ANY($1) ORDER BY id', [
    [shop.mchId, other.mchId]
  ])

/** A customer with a wallet, an address near the shop and these lines in the cart. */
async function customer(lines: Array<{ productId: number; itemCount: number; props?: [] }>) {
  const u = await createUser(t)
  const addressId = await addAddress(t, u.userId, near(shop))
  await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: u.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    u.userId,
    t.clock.now()
  ])
  await fillCart(
    t,
    u.userId,
    shop.mchId,
    lines.map((l) => ({ goodsId: goods.id, productId: l.productId, itemCount: l.itemCount, props: [] }))
  )
  return { ...u, addressId }
}
const quote = async (token: string, data?: unknown[]) =>
  (
    await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: shop.mchId, ...near(shop), couponId: 0, redEnvelopeId: 0, ...(data ? { data } : {}) },
      { token }
    )
  ).body.data as CartCalc
const submit = (c: { token: string; addressId: number }) =>
  t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: c.addressId },
    { token: c.token }
  )

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t)
  other = await setupShop(t)
  owner = staffClient(t)
  await owner.password(await ownerOf(shop.mchId), DEV_STAFF_PASSWORD)
  await owner.enrol()
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
  const cat = (await owner.get<AdminMenu>('/menu', { merchantId: String(shop.mchId) })).body.data
    .categories[0]!
  const made = await owner.post<AdminGoods>('/menu/goods/save', {
    merchantId: shop.mchId,
    categoryId: cat.id,
    name: '珍珠奶茶',
    price: 2800,
    stock: 0,
    limitBuy: 0,
    props: [{ name: '甜度', required: false, multi: false, values: [{ value: '少甜', priceDelta: 0 }] }],
    skus: [
      { name: '大份', price: 3200, memberPrice: 3000, stock: 1 },
      { name: '小份', price: 2400, stock: 20 }
    ]
  })
  expect(made.body.code).toBe('0000')
  goods = made.body.data
  big = goods.skus[0]!.id
  small = goods.skus[1]!.id
})
afterAll(() => t.close())

describe('the owner keeps SKUs in the goods form', () => {
  it('are saved with the goods, audited, and shown to customers with their prices and stock', async () => {
    expect(goods.skus).toMatchObject([
      { name: '大份', price: 3200, memberPrice: 3000, stock: 1, soldOut: false },
      { name: '小份', price: 2400, memberPrice: null, stock: 20, soldOut: false }
    ])
    // the goods shows "from" its cheapest SKU; the SKUs are not goods of the menu themselves
    const shown = await customerGoods(goods.id)
    expect(shown).toMatchObject({ price: 2400, soldOut: false })
    expect(shown!.skus).toEqual([
      { id: big, name: '大份', price: 3200, memberPrice: 3000, stock: 1, soldOut: false },
      { id: small, name: '小份', price: 2400, memberPrice: null, stock: 20, soldOut: false }
    ])
    expect(await customerGoods(big)).toBeUndefined()
    const entry = (await operator.get<Page<AuditEntry>>('/audit', { action: 'menu.goods.create' })).body.data
      .list[0]!
    expect((entry.after as AdminGoods).skus.map((k) => k.name)).toEqual(['大份', '小份'])
  })

  it('a SKU switched 售罄 shows so to customers at once; a stale save is refused and changes nothing', async () => {
    const g = (await goodsOf(goods.id))!
    const r = await owner.post<AdminGoods>('/menu/goods/save', {
      ...formOf(g),
      skus: formOf(g).skus.map((k) => (k.id === small ? { ...k, soldOut: true } : k))
    })
    expect(r.body.code).toBe('0000')
    expect((await customerGoods(goods.id))!.skus!.find((k) => k.id === small)).toMatchObject({
      soldOut: true,
      stock: 0
    })
    const stale = await owner.post('/menu/goods/save', { ...formOf(g), skus: [] })
    expect(stale.body.code).toBe('STALE_VERSION')
    const back = (await goodsOf(goods.id))!
    expect(back.skus).toHaveLength(2)
    expect(
      (
        await owner.post('/menu/goods/save', {
          ...formOf(back),
          skus: formOf(back).skus.map((k) => ({ ...k, soldOut: false }))
        })
      ).body.code
    ).toBe('0000')
    // 售罄 switched off: the SKU has its daily stock again
    expect((await goodsOf(goods.id))!.skus.find((k) => k.id === small)).toMatchObject({
      stock: 20,
      soldOut: false
    })
  })
})

describe('the goods 售罄 switch', () => {
  it('moves every SKU: all sold out for customers, then each back to its daily stock', async () => {
    const g = (await goodsOf(goods.id))!
    const off = await owner.post<AdminGoods>('/menu/goods/sold-out', {
      merchantId: shop.mchId,
      id: g.id,
      version: g.version,
      soldOut: true
    })
    expect(off.body.data).toMatchObject({ soldOut: true, stock: 0 })
    const shown = await customerGoods(goods.id)
    expect(shown).toMatchObject({ soldOut: true })
    expect(shown!.skus!.every((k) => k.soldOut)).toBe(true)
    const on = await owner.post<AdminGoods>('/menu/goods/sold-out', {
      merchantId: shop.mchId,
      id: g.id,
      version: off.body.data.version,
      soldOut: false
    })
    expect(on.body.data.skus.map((k) => [k.name, k.stock])).toEqual([
      ['大份', 1],
      ['小份', 20]
    ])
    expect(on.body.data).toMatchObject({ soldOut: false, stock: 21 })
  })
})

describe('bad input', () => {
  it("another goods' SKU id, negative prices or stock, twice the same name: refused and nothing saved", async () => {
    const cat = (await goodsOf(goods.id))!.categoryId
    const theirs = await owner.post<AdminGoods>('/menu/goods/save', {
      merchantId: shop.mchId,
      categoryId: cat,
      name: '凍檸茶',
      price: 1800,
      stock: 0,
      skus: [{ name: '大杯', price: 2000, stock: 5 }]
    })
    const foreign = theirs.body.data.skus[0]!.id
    const before = await skuRows()
    const g = (await goodsOf(goods.id))!
    const ks = formOf(g).skus
    // the form as read is accepted: each refusal below is for the one thing changed
    expect(ks.length).toBe(2)
    const bad = [
      { skus: [...ks, { id: foreign, name: '偷來', price: 1, stock: 1 }] },
      { skus: [{ ...ks[0]!, price: -1 }] },
      { skus: [{ ...ks[0]!, stock: -5 }] },
      { skus: [{ ...ks[0]!, memberPrice: 9999 }] },
      { skus: [ks[0]!, { ...ks[1]!, name: '大份' }] },
      { skus: [{ ...ks[0]!, price: '32' }] }
    ]
    for (const b of bad) {
      const r = await owner.post('/menu/goods/save', { ...formOf(g), ...b })
      expect(r.res.statusCode, JSON.stringify(b)).toBeLessThan(500)
      expect(['VALIDATION', 'NOT_FOUND']).toContain(r.body.code)
    }
    expect(await skuRows()).toEqual(before)
    expect((await goodsOf(goods.id))!.version).toBe(g.version)
  })

  it("a cart line naming another goods' SKU, or no SKU of a goods that has them, is refused", async () => {
    const c = await customer([])
    const foreign = (await t.db.one<{ id: number }>(
      'SELECT id FROM goods WHERE sku_of IS NOT NULL AND sku_of <> $1 AND merchant_id = $2 LIMIT 1',
      [goods.id, shop.mchId]
    ))!.id
    const add = (productId: number) =>
      t.client.postJson(
        '/v1/store/cart/add',
        { mchId: shop.mchId, ...near(shop), goodsId: goods.id, productId, itemCount: 1, props: [] },
        { token: c.token }
      )
    for (const pid of [foreign, goods.id, shop.goodsId]) {
      const r = await add(pid)
      expect(r.res.statusCode).toBeLessThan(500)
      expect(r.body.code).toBe('VALIDATION')
    }
    expect((await add(big)).body.code).toBe('0000')
  })
})

describe('a customer buys a SKU', () => {
  it('is priced at the SKU, capped by its own stock, and the order line names it', async () => {
    const c = await customer([
      { productId: big, itemCount: 3 },
      { productId: small, itemCount: 2 }
    ])
    const q = await quote(c.token)
    const items = q.cartInfo.flatMap((b) => b.items)
    expect(items.map((i) => [i.productId, i.name, i.unitPrice, i.itemCount])).toEqual([
      [big, '珍珠奶茶（大份）', 3200, 1],
      [small, '珍珠奶茶（小份）', 2400, 2]
    ])
    expect(q.result.goodsAmount).toBe(3200 + 4800)
    expect(q.warnMsg).toBeTruthy()
    // the same SKU with other options is another line; with the same options the same line
    expect(
      (
        await quote(c.token, [
          { goodsId: goods.id, productId: small, itemCount: 1, props: [] },
          {
            goodsId: goods.id,
            productId: small,
            itemCount: 1,
            props: [{ name: '甜度', values: [{ value: '少甜' }] }]
          }
        ])
      ).cartInfo.flatMap((b) => b.items)
    ).toHaveLength(2)
  })

  it('two customers ordering the last 大份 at once: one order, the other told it is gone; a refund returns it', async () => {
    const smallBefore = await stockOf(small)
    const a = await customer([{ productId: big, itemCount: 1 }])
    const b = await customer([{ productId: big, itemCount: 1 }])
    const [ra, rb] = await Promise.all([submit(a), submit(b)])
    const codes = [ra.body.code, rb.body.code].sort()
    expect(codes[0]).toBe('0000')
    expect(codes[1]).not.toBe('0000')
    expect(await stockOf(big)).toBe(0)
    expect(await stockOf(small)).toBe(smallBefore)
    const won = ra.body.code === '0000' ? { ...a, r: ra } : { ...b, r: rb }
    const { orderId, total } = won.r.body.data as { orderId: number; total: number }
    const line = await t.db.one<{ name: string; unit_price: number; product_id: number }>(
      'SELECT name, unit_price, product_id FROM order_items WHERE order_id = $1',
      [orderId]
    )
    expect(line).toEqual({ name: '珍珠奶茶（大份）', unit_price: 3200, product_id: big })

    const pay = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId, password: '135790' },
      { token: won.token }
    )
    expect(pay.body.code).toBe('0000')
    expect(total).toBeGreaterThanOrEqual(3200)
    const cancel = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: orderId, reason: '不要了' },
      { token: won.token }
    )
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', refund: { status: 'approved' } })
    expect(await stockOf(big)).toBe(1)
    expect(await stockOf(small)).toBe(smallBefore)
  })

  it('a goods without SKUs is bought as before (productId = goodsId)', async () => {
    const u = await createUser(t)
    const addressId = await addAddress(t, u.userId, near(shop))
    await fillCart(t, u.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 2, props: [] }])
    const before = await stockOf(shop.goodsId)
    const r = await submit({ token: u.token, addressId })
    expect(r.body.code).toBe('0000')
    expect(await stockOf(shop.goodsId)).toBe(before - 2)
  })
})
