import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { CartCalc } from '@lotus/contract/cart'
import { GOODS_CATALOGUE, writtenTables } from '../src/db/read-cache.js'
import {
  addAddress,
  buyer,
  createUser,
  near,
  noonClock,
  ORDER_ENV,
  setupShop
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

// Db.cached keeps reads on the embedded database until a write to their tables; on PostgreSQL it always reads.
// Every check below holds on both: what a client sees after a write is the written state.

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})

afterAll(async () => {
  await t.close()
})

describe('writtenTables', () => {
  it('names the tables a statement writes, and cannot tell for anything but DML', () => {
    expect(writtenTables('SELECT * FROM users WHERE id = $1')).toEqual([])
    expect(writtenTables('SELECT id FROM users WHERE id = $1 FOR UPDATE')).toEqual([])
    // only moving stock leaves the catalogue part of goods (GOODS_CATALOGUE) kept; any other goods write does not
    expect(writtenTables('UPDATE goods SET stock = stock - $2 WHERE id = $1')).toEqual(['goods'])
    expect(writtenTables('UPDATE goods SET stock = stock - $2 WHERE id = $1 AND stock >= $2')).toEqual([
      'goods'
    ])
    expect(writtenTables('UPDATE goods SET stock = stock + $2, price = $3 WHERE id = $1')).toEqual([
      'goods',
      GOODS_CATALOGUE
    ])
    expect(writtenTables('UPDATE goods SET stock = stock - 1 WHERE merchant_id = $1')).toEqual([
      'goods',
      GOODS_CATALOGUE
    ])
    expect(writtenTables('DELETE FROM goods WHERE id = $1')).toEqual(['goods', GOODS_CATALOGUE])
    expect(writtenTables('  insert into public.coupons (user_id) VALUES ($1)')).toEqual(['coupons'])
    expect(writtenTables('DELETE FROM cart_lines WHERE user_id = $1')).toEqual(['cart_lines'])
    expect(
      writtenTables(
        `WITH x AS (UPDATE group_codes SET state = 'expired' RETURNING price) SELECT sum(price) FROM x`
      )
    ).toEqual(['group_codes'])
    expect(writtenTables('TRUNCATE users')).toBeNull()
    expect(writtenTables('SET search_path TO x')).toBeNull()
  })
})

describe('Db.cached', () => {
  it('answers the written value after a write to its table, also through a transaction', async () => {
    const u = await createUser(t)
    const read = () =>
      t.db.cached(
        `test:nick:${u.userId}`,
        ['users'],
        async (d) =>
          (await d.one<{ nickname: string }>('SELECT nickname FROM users WHERE id = $1', [u.userId]))
            ?.nickname
      )
    const first = await read()
    expect(await read()).toBe(first)
    await t.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [u.userId, '新名'])
    expect(await read()).toBe('新名')
    await t.db.tx((x) => x.query('UPDATE users SET nickname = $2 WHERE id = $1', [u.userId, '再改']))
    expect(await read()).toBe('再改')
  })

  it('never keeps what a transaction read before it rolled back', async () => {
    const u = await createUser(t)
    const read = (d = t.db) =>
      d.cached(
        `test:nick2:${u.userId}`,
        ['users'],
        async (x) =>
          (await x.one<{ nickname: string }>('SELECT nickname FROM users WHERE id = $1', [u.userId]))
            ?.nickname
      )
    const before = await read()
    await expect(
      t.db.tx(async (x) => {
        await x.query('UPDATE users SET nickname = $2 WHERE id = $1', [u.userId, '未提交'])
        expect(await read(x)).toBe('未提交') // the transaction sees its own write
        throw new Error('roll back')
      })
    ).rejects.toThrow('roll back')
    expect(await read()).toBe(before)
  })

  it('keeps values frozen, so no caller can change what the next one reads', async () => {
    if (!t.db.singleProcess) return // PostgreSQL keeps nothing
    const u = await createUser(t)
    const row = await t.db.cached(`test:row:${u.userId}`, ['users'], (d) =>
      d.one<{ nickname: string }>('SELECT nickname FROM users WHERE id = $1', [u.userId])
    )
    expect(Object.isFrozen(row)).toBe(true)
  })
})

describe('Db.cachedEach', () => {
  // Nicknames by user id, counting which ids each load was asked for.
  const reader = (prefix: string) => {
    const asked: number[][] = []
    const read = (ids: number[], d = t.db) =>
      d.cachedEach(prefix, ids, ['users'], async (x, missing) => {
        asked.push(missing)
        const rows = await x.many<{ id: number; nickname: string }>(
          'SELECT id, nickname FROM users WHERE id = ANY($1::int[])',
          [missing]
        )
        return new Map(rows.map((r) => [r.id, r.nickname]))
      })
    return { read, asked }
  }

  it('reads only the ids it does not keep, and answers every id from one map', async () => {
    const [a, b, c] = await Promise.all([createUser(t), createUser(t), createUser(t)])
    const { read, asked } = reader(`test:each:${a.userId}`)
    const first = await read([a.userId, b.userId])
    expect([...first.keys()].sort()).toEqual([a.userId, b.userId].sort())
    const second = await read([b.userId, c.userId, a.userId])
    expect(second.get(a.userId)).toBe(first.get(a.userId))
    expect(second.has(c.userId)).toBe(true)
    // on the embedded database the second load is asked for the new id only; PostgreSQL keeps nothing
    expect(asked[1]).toEqual(t.db.singleProcess ? [c.userId] : [b.userId, c.userId, a.userId])
  })

  it('answers the written value after a write to its table, and keeps a missing row as missing', async () => {
    const u = await createUser(t)
    const { read, asked } = reader(`test:each2:${u.userId}`)
    const nobody = 2_000_000_000
    expect((await read([u.userId, nobody])).has(nobody)).toBe(false)
    expect((await read([nobody])).has(nobody)).toBe(false)
    if (t.db.singleProcess) expect(asked).toHaveLength(1)
    await t.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [u.userId, '逐個改'])
    expect((await read([u.userId])).get(u.userId)).toBe('逐個改')
  })

  it('never keeps what a transaction read after writing its table', async () => {
    const u = await createUser(t)
    const { read } = reader(`test:each3:${u.userId}`)
    const before = (await read([u.userId])).get(u.userId)
    await expect(
      t.db.tx(async (x) => {
        await x.query('UPDATE users SET nickname = $2 WHERE id = $1', [u.userId, '未提交'])
        expect((await read([u.userId], x)).get(u.userId)).toBe('未提交')
        throw new Error('roll back')
      })
    ).rejects.toThrow('roll back')
    expect((await read([u.userId])).get(u.userId)).toBe(before)
  })
})

describe('reads kept until written, seen through the API', () => {
  const calc = async (token: string, shop: { mchId: number; lat: number; lng: number }) => {
    const r = await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: shop.mchId, ...near(shop), data: null },
      { token }
    )
    expect(r.body.code).toBe('0000')
    return r.body.data as CartCalc
  }

  it('getUser shows a changed profile and points balance at once', async () => {
    const u = await createUser(t)
    const get = async () =>
      (await t.client.get('/v1/appUser/getUser', {}, { token: u.token })).body.data as {
        nickname: string
        honey: number
      }
    const before = await get()
    expect(await get()).toEqual(before)
    await t.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [u.userId, '改名了'])
    // honey is the points ledger's balance: 7 earned through it
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/dev/points/grant',
      payload: { phone: u.phone, points: 7 }
    })
    expect(granted.statusCode).toBe(200)
    const after = await get()
    expect(after.nickname).toBe('改名了')
    expect(after.honey).toBe(before.honey + 7)
  })

  it('cart calc follows the goods price, the merchant, its time bands, options and the stored cart', async () => {
    const shop = await setupShop(t, { price: 2500, minOrder: 0 })
    const b = await buyer(t, shop, 2)
    const first = await calc(b.token, shop)
    expect(first.result.goodsAmount).toBe(5000)
    expect(await calc(b.token, shop)).toEqual(first)

    await t.db.query('UPDATE goods SET price = 3000 WHERE id = $1', [shop.goodsId])
    expect((await calc(b.token, shop)).result.goodsAmount).toBe(6000)

    await t.db.query('UPDATE merchants SET min_order = 100000 WHERE id = $1', [shop.mchId])
    const below = await calc(b.token, shop)
    expect(below.result.canSubmit).toBe(false)
    expect(below.result.gapToMin).toBe(100000 - 6000)
    await t.db.query('UPDATE merchants SET min_order = 0 WHERE id = $1', [shop.mchId])

    const fee = (await calc(b.token, shop)).result.deliveryFee
    await t.db.query('UPDATE time_fee_bands SET base_fee = base_fee + 123 WHERE merchant_id = $1', [
      shop.mchId
    ])
    expect((await calc(b.token, shop)).result.deliveryFee).toBe(fee + 123)

    // a required option added to the goods makes the stored line (without it) invalid
    const opt = await t.db.one<{ id: number }>(
      `INSERT INTO goods_options (goods_id, name, required) VALUES ($1, '辣度', true) RETURNING id`,
      [shop.goodsId]
    )
    await t.db.query(`INSERT INTO goods_option_values (option_id, value) VALUES ($1, '小辣')`, [opt?.id])
    const withOption = await calc(b.token, shop)
    expect(withOption.cartInfo.flatMap((x) => x.items)[0]?.invalid).toBeTruthy()
    await t.db.query('DELETE FROM goods_option_values WHERE option_id = $1', [opt?.id])
    await t.db.query('DELETE FROM goods_options WHERE id = $1', [opt?.id])

    // the stored cart changed through the API
    const set = await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: shop.mchId, ...near(shop), data: [{ goodsId: shop.goodsId, itemCount: 3, props: [] }] },
      { token: b.token }
    )
    expect(set.body.code).toBe('0000')
    expect((await calc(b.token, shop)).result.goodsAmount).toBe(9000)
  })

  it('cart calc offers a coupon or free-delivery voucher given after the first quote, and member prices once a member', async () => {
    const shop = await setupShop(t, { price: 2500, minOrder: 0 })
    const b = await buyer(t, shop, 2)
    await t.db.query("UPDATE coupons SET status = 'used' WHERE user_id = $1", [b.userId])
    const before = await calc(b.token, shop)
    expect(before.couponId).toBeNull()
    const now = t.clock.now()
    const c = await t.db.one<{ id: number }>(
      `INSERT INTO coupons (user_id, type, name, amount, threshold, expires_at, created_at)
       VALUES ($1, 'coupon', '測試券', 500, 0, $2, $3) RETURNING id`,
      [b.userId, now + 86_400_000, now]
    )
    expect((await calc(b.token, shop)).couponId).toBe(c?.id)

    expect(before.result.deliveryFee).toBeGreaterThan(0)
    const v = await t.db.one<{ id: number }>(
      `INSERT INTO coupons (user_id, type, name, amount, threshold, expires_at, created_at)
       VALUES ($1, 'freeDelivery', '神會員免配送費券', 2000, 0, $2, $3) RETURNING id`,
      [b.userId, now + 86_400_000, now]
    )
    const withVoucher = await calc(b.token, shop)
    expect(withVoucher.freeDeliveryId).toBe(v?.id)
    expect(withVoucher.result.deliveryFee).toBe(Math.max(0, before.result.deliveryFee - 2000))

    await t.db.query('UPDATE goods SET member_price = 2000 WHERE id = $1', [shop.goodsId])
    expect((await calc(b.token, shop)).result.memberSaving).toBe(2 * 500)
    await t.db.query(
      `INSERT INTO memberships (user_id, plan, price, starts_at, ends_at, created_at) VALUES ($1, 'month', 1500, $2, $3, $2)`,
      [b.userId, now, now + 86_400_000]
    )
    const member = await calc(b.token, shop)
    expect(member.result.memberSaving).toBe(0)
    expect(member.result.discount).toBe(2 * 500)
  })

  it('cart calc sees the stock another buyer took, and a price changed after it', async () => {
    const shop = await setupShop(t, { price: 2500, minOrder: 0, stock: 1 })
    const a = await buyer(t, shop, 1)
    const b = await buyer(t, shop, 1)
    expect((await calc(b.token, shop)).cartInfo.flatMap((x) => x.items)[0]?.invalid).toBeNull()
    const first = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: a.addressId },
      { token: a.token }
    )
    expect(first.body.code).toBe('0000')
    const after = (await calc(b.token, shop)).cartInfo.flatMap((x) => x.items)[0]
    expect(after?.stock).toBe(0)
    expect(after?.invalid).toBeTruthy()
    await t.db.query('UPDATE goods SET price = 2800, stock = 5 WHERE id = $1', [shop.goodsId])
    const restocked = await calc(b.token, shop)
    expect(restocked.result.goodsAmount).toBe(2800)
    expect(restocked.cartInfo.flatMap((x) => x.items)[0]?.invalid).toBeNull()
  })

  it('a submit answers from the live stock, not from an earlier quote', async () => {
    const shop = await setupShop(t, { price: 2500, minOrder: 0, stock: 1 })
    const a = await buyer(t, shop, 1)
    const other = await createUser(t)
    const otherAddress = await addAddress(t, other.userId, near(shop))
    await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: shop.mchId, ...near(shop), data: [{ goodsId: shop.goodsId, itemCount: 1, props: [] }] },
      { token: other.token }
    )
    await calc(a.token, shop) // both quotes see stock 1
    const first = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: a.addressId },
      { token: a.token }
    )
    expect(first.body.code).toBe('0000')
    const second = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: otherAddress },
      { token: other.token }
    )
    expect(second.body.code).toBe('OUT_OF_STOCK')
  })
})
