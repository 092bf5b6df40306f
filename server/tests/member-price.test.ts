import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartCalc } from '@lotus/contract/cart'
import { setPayPassword, topUp } from './helpers/account-fixtures.js'
import { buyer, near, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Member prices in the pricing pipeline (issue 12): charged to god members, offered to everyone else. */
let t: TestApp
let shop: Shop
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { price: 3000 })
  await t.db.query('UPDATE goods SET member_price = 2700 WHERE id = $1', [shop.goodsId])
  // no delivery fee, so only the member price separates the totals
  await t.db.query('UPDATE merchants SET delivery_fee = 0 WHERE id = $1', [shop.mchId])
  await t.db.query('DELETE FROM time_fee_bands WHERE merchant_id = $1', [shop.mchId])
})
afterAll(() => t.close())

const calc = async (token: string) => {
  const r = await t.client.postJson(
    '/v2/wm/cart/calc',
    { mchId: shop.mchId, ...near(shop), couponId: 0, redEnvelopeId: 0 },
    { token }
  )
  expect(r.body.code).toBe('0000')
  return r.body.data as CartCalc
}

describe('member prices', () => {
  it('are seeded on takeaway signature dishes and supermarket goods, below the price', async () => {
    const rows = await t.db.many<{ vertical: string; n: number; bad: number }>(
      `SELECT v AS vertical, COUNT(*)::int AS n,
              COUNT(*) FILTER (WHERE g.member_price >= g.price OR g.member_price <= 0)::int AS bad
       FROM goods g JOIN merchants m ON m.id = g.merchant_id, unnest(m.verticals) v
       WHERE g.member_price IS NOT NULL AND g.seed_key IS NOT NULL AND v IN ('takeaway', 'supermarket')
       GROUP BY v ORDER BY v`
    )
    expect(rows.map((r) => r.vertical)).toEqual(['supermarket', 'takeaway'])
    for (const r of rows) {
      expect(r.n).toBeGreaterThan(10)
      expect(r.bad).toBe(0)
    }
  })

  it('a non-member sees what they would save; a member is charged the member price, on the order too', async () => {
    const b = await buyer(t, shop, 2)
    const plain = await calc(b.token)
    expect(plain.result.memberSaving).toBe(600)
    expect(plain.result.feeLines.some((l) => l.label.startsWith('會員價'))).toBe(false)

    await setPayPassword(t, b.token)
    await topUp(t, b.token, 1500)
    expect(
      (await t.client.postJson('/v1/member/buy', { plan: 'month', password: '135790' }, { token: b.token }))
        .body.code
    ).toBe('0000')

    const member = await calc(b.token)
    expect(member.result.feeLines).toContainEqual({ label: '會員價（省 6）', amount: -600 })
    expect(member.result.memberSaving).toBe(0)
    expect(member.result.total).toBe(plain.result.total - 600)

    const r = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    expect(r.body.code).toBe('0000')
    const placed = r.body.data as { orderId: number; total: number }
    expect(placed.total).toBe(member.result.total)
    const d = (await t.client.get(`/v1/store/order/${placed.orderId}`, {}, { token: b.token })).body.data as {
      amounts: { feeLines: Array<{ label: string; amount: number }> }
    }
    expect(d.amounts.feeLines).toContainEqual({ label: '會員價（省 6）', amount: -600 })
  })

  it('come with the goods on the takeaway menu and the supermarket goods cards (for their 會員價 tag)', async () => {
    const menu = (await t.client.get(`/v1/store/merchant/${shop.mchId}/menu`)).body.data as {
      categories: Array<{ goods: Array<{ id: number; price: number; memberPrice?: number | null }> }>
    }
    const dishes = menu.categories.flatMap((c) => c.goods)
    expect(dishes.find((g) => g.id === shop.goodsId)).toMatchObject({ price: 3000, memberPrice: 2700 })
    expect(dishes.filter((g) => g.memberPrice === null).length).toBeGreaterThan(0)

    const sku = await t.db.one<{ merchant_id: number; spu_id: number; member_price: number; name: string }>(
      `SELECT g.merchant_id, g.spu_id, g.member_price, s.name FROM goods g JOIN market_spus s ON s.id = g.spu_id
       WHERE g.member_price IS NOT NULL AND g.on_sale ORDER BY g.id LIMIT 1`
    )
    if (!sku) throw new Error('no supermarket member price seeded')
    const cards = (await t.client.get('/v1/market/goods', { mchId: sku.merchant_id, keyword: sku.name })).body
      .data as {
      list: Array<{ id: number; memberPrice?: number | null; skus: Array<{ memberPrice?: number | null }> }>
    }
    const card = cards.list.find((c) => c.id === sku.spu_id)
    expect(card?.skus.map((k) => k.memberPrice)).toContain(sku.member_price)
  })
})
