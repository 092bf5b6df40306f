import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderReceipt } from '@lotus/contract/order-receipt'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** The receipt (order-receipt) of a group-buying order, opened from the group order detail (issue 12 §10). */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

const PW = '135790'

async function paidVouchers(count: number) {
  const u = await createUser(t)
  await t.client.postForm('/v1/appUser/setPayPassword', { password: PW }, { token: u.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 1000000, $2)', [
    u.userId,
    t.clock.now()
  ])
  const d = await t.db.one<{ id: number; merchant_id: number; title: string }>(
    `UPDATE group_deals SET price = 8000, rules = jsonb_build_object('validFrom', '2026-11-01', 'validTo', '2026-11-30',
       'weekdays', '[]'::jsonb, 'holidays', true, 'booking', false, 'perPersonLimit', 10)
     WHERE id = (SELECT id FROM group_deals WHERE kind = 'deal' ORDER BY id LIMIT 1) RETURNING *`
  )
  if (!d) throw new Error('no deal seeded')
  const placed = await t.client.postJson(
    '/tuan/voucher/buy',
    { clientKey: randomUUID(), dealId: d.id, count },
    { token: u.token }
  )
  expect(placed.body.code).toBe('0000')
  const { orderId } = placed.body.data as { orderId: number }
  return { u, d, orderId }
}

const receipt = (id: number, token: string) => t.client.get(`/v1/store/order/${id}/receipt`, {}, { token })

describe('group order receipt', () => {
  it('unpaid is refused; paid shows the merchant, the vouchers, MOP total and the wallet payment', async () => {
    const { u, d, orderId } = await paidVouchers(2)
    expect((await receipt(orderId, u.token)).body.code).toBe('ORDER_STATE')
    const paid = await t.client.postForm('/v1/pay/wallet', { orderId, password: PW }, { token: u.token })
    expect(paid.body.code).toBe('0000')
    const r = await receipt(orderId, u.token)
    expect(r.body.code).toBe('0000')
    const data = r.body.data as OrderReceipt
    const m = await t.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [d.merchant_id])
    expect(data).toMatchObject({
      orderId,
      vertical: 'group',
      fulfilment: 'voucher',
      merchant: { name: m?.name },
      total: 16000,
      payMethod: 'wallet',
      payMethodText: '錢包餘額',
      paidAt: Math.floor(t.clock.now() / 1000),
      refunded: 0
    })
    expect(data.lines).toEqual([expect.objectContaining({ itemCount: 2, unitPrice: 8000, amount: 16000 })])
    // no packing or delivery: the goods amount only, and the lines add up to what was paid
    expect(data.fees).toEqual([{ label: '商品金額', amount: 16000 }])
    expect([...data.fees, ...data.discounts].reduce((s, l) => s + l.amount, 0)).toBe(data.total)
    // another user's group order answers as missing
    const other = await createUser(t)
    expect((await receipt(orderId, other.token)).body.code).toBe('NOT_FOUND')
  })

  it('a partly refunded group order keeps its receipt and shows what went back', async () => {
    const { u, orderId } = await paidVouchers(2)
    expect(
      (await t.client.postForm('/v1/pay/wallet', { orderId, password: PW }, { token: u.token })).body.code
    ).toBe('0000')
    const codes = (
      (await t.client.get('/tuan/order/detail', { id: orderId }, { token: u.token })).body.data as {
        codes: Array<{ code: string }>
      }
    ).codes
    const mch = (
      await t.db.one<{ merchant_id: number }>('SELECT merchant_id FROM orders WHERE id = $1', [orderId])
    )?.merchant_id
    const key = (
      (
        await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId: mch } })
      ).json() as {
        data: { key: string }
      }
    ).data.key
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/group/redeem',
      headers: { 'x-merchant-key': key },
      payload: { code: codes[0]?.code }
    })
    expect(used.json()).toMatchObject({ code: '0000' })
    expect(
      (await t.client.postJson('/tuan/order/refund', { id: orderId }, { token: u.token })).body.code
    ).toBe('0000')
    const r = (await receipt(orderId, u.token)).body.data as OrderReceipt
    expect(r).toMatchObject({ total: 16000, refunded: 8000 })
  })
})
