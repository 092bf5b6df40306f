import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyer, createUser, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 2000 })
})
afterAll(() => t.close())

async function completedOrder() {
  const b = await buyer(t, shop, 2)
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  const { orderId } = sub.body.data as { orderId: number }
  await t.db.query("UPDATE orders SET status = 'completed', completed_at = $2 WHERE id = $1", [
    orderId,
    t.clock.now()
  ])
  return { ...b, orderId }
}

const evaluate = (token: string, body: Record<string, unknown>) =>
  t.client.postJson('/v1/store/order/evaluate', body, { token })

describe('evaluation', () => {
  it('once per completed order; updates the merchant star averages; own comments can be deleted', async () => {
    const a = await completedOrder()
    const r = await evaluate(a.token, {
      id: a.orderId,
      star: 5,
      tasteStar: 4,
      packStar: 3,
      content: '好味！'
    })
    expect(r.body).toEqual({ code: '0000', msg: 'ok', data: null })
    expect(
      (await evaluate(a.token, { id: a.orderId, star: 1, tasteStar: 1, packStar: 1, content: '' })).body.code
    ).toBe('ALREADY_EVALUATED')
    const d = (await t.client.get(`/v1/store/order/${a.orderId}`, {}, { token: a.token })).body.data
    expect(d).toMatchObject({ evaluated: true, canEvaluate: false, actions: ['reorder', 'refund'] })
    const list = async () =>
      (await t.client.get('/v1/store/order/list', { status: 'uncommented' }, { token: a.token })).body
        .data as {
        total: number
      }
    expect((await list()).total).toBe(0)

    const b = await completedOrder()
    expect((await list()).total).toBe(0)
    await evaluate(b.token, {
      id: b.orderId,
      star: 2,
      tasteStar: 2,
      packStar: 5,
      content: '一般',
      anonymous: true
    })
    const m = await t.db.one<{ star: number; taste_star: number; pack_star: number }>(
      'SELECT star, taste_star, pack_star FROM merchants WHERE id = $1',
      [shop.mchId]
    )
    const seeded = await t.db.one<{ n: number; star: number; taste: number; pack: number }>(
      `SELECT COUNT(*)::int AS n, AVG(star)::float8 AS star, AVG(taste_star)::float8 AS taste, AVG(pack_star)::float8 AS pack
       FROM comments WHERE merchant_id = $1 AND deleted_at IS NULL`,
      [shop.mchId]
    )
    expect(m?.star).toBe(Math.round((seeded?.star ?? 0) * 10) / 10)
    expect(m?.taste_star).toBe(Math.round((seeded?.taste ?? 0) * 10) / 10)
    expect(m?.pack_star).toBe(Math.round((seeded?.pack ?? 0) * 10) / 10)

    const comment = await t.db.one<{ id: number }>('SELECT id FROM comments WHERE order_id = $1', [a.orderId])
    const del = (token: string) =>
      t.client.postForm('/tuan/comment/delete', { commentId: comment?.id ?? 0 }, { token })
    expect((await del(b.token)).body.code).toBe('NOT_FOUND')
    expect((await del(a.token)).body.code).toBe('0000')
    expect((await del(a.token)).body.code).toBe('NOT_FOUND')
    const after = await t.db.one<{ star: number }>('SELECT star FROM merchants WHERE id = $1', [shop.mchId])
    const left = await t.db.one<{ star: number }>(
      'SELECT AVG(star)::float8 AS star FROM comments WHERE merchant_id = $1 AND deleted_at IS NULL',
      [shop.mchId]
    )
    expect(after?.star).toBe(Math.round((left?.star ?? 0) * 10) / 10)
  })

  it('refuses an order that is not completed, and bad input', async () => {
    const b = await buyer(t, shop, 2)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const { orderId } = sub.body.data as { orderId: number }
    expect(
      (await evaluate(b.token, { id: orderId, star: 5, tasteStar: 5, packStar: 5, content: '' })).body.code
    ).toBe('ORDER_STATE')
    const bad = [
      { id: orderId, star: 0, tasteStar: 5, packStar: 5, content: '' },
      { id: orderId, star: 6, tasteStar: 5, packStar: 5, content: '' },
      { id: orderId, star: 4.5, tasteStar: 5, packStar: 5, content: '' },
      { id: orderId, star: 5, tasteStar: 5, packStar: 5, content: 'x'.repeat(501) },
      { id: orderId, star: 5, tasteStar: 5, packStar: 5 },
      { id: orderId, star: 5, tasteStar: 5, packStar: 5, content: '', images: ['a', 'b'] }
    ]
    for (const body of bad) expect((await evaluate(b.token, body)).body.code).toBe('VALIDATION')
    const u = await createUser(t)
    expect(
      (await t.client.postForm('/tuan/comment/delete', { commentId: 'x' }, { token: u.token })).body.code
    ).toBe('VALIDATION')
  })
})
