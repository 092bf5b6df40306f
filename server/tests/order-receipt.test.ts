import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyer, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 2000 })
  // a new-customer reduction, so the receipt has a discount line
  await t.db.query(
    `UPDATE merchants SET activities = '[{"type":"new_user","label":"新客立減","reduce":300}]' WHERE id = $1`,
    [shop.mchId]
  )
})
afterAll(() => t.close())

async function order(pay: boolean) {
  const b = await buyer(t, shop, 2)
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  const { orderId, orderNo, total } = sub.body.data as { orderId: number; orderNo: string; total: number }
  if (pay) {
    await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: b.token })
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
      b.userId,
      t.clock.now()
    ])
    const paid = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId, password: '135790' },
      { token: b.token }
    )
    expect(paid.body.code).toBe('0000')
  }
  return { ...b, orderId, orderNo, total }
}

const receipt = (id: number | string, token: string) =>
  t.client.get(`/v1/store/order/${id}/receipt`, {}, { token })

describe('order receipt', () => {
  it('a paid order: merchant, lines, fees, discounts, payment method and paid time', async () => {
    const o = await order(true)
    const r = await receipt(o.orderId, o.token)
    expect(r.body.code).toBe('0000')
    const m = await t.db.one<{ name: string; address: string }>(
      'SELECT name, address FROM merchants WHERE id = $1',
      [shop.mchId]
    )
    const data = r.body.data as {
      lines: Array<{ itemCount: number; unitPrice: number; amount: number }>
      fees: Array<{ label: string; amount: number }>
      discounts: Array<{ label: string; amount: number }>
      total: number
    }
    expect(data).toMatchObject({
      orderId: o.orderId,
      orderNo: o.orderNo,
      vertical: 'takeaway',
      merchant: { name: m?.name, address: m?.address },
      payMethod: 'wallet',
      payMethodText: '錢包餘額',
      paidAt: Math.floor(t.clock.now() / 1000),
      total: o.total,
      refunded: 0,
      statusText: '已付款'
    })
    expect(data.lines).toEqual([expect.objectContaining({ itemCount: 2, unitPrice: 2000, amount: 4000 })])
    expect(data.fees[0]).toEqual({ label: '商品金額', amount: 4000 })
    expect(data.discounts).toEqual([{ label: '新客立減', amount: -300 }])
    // the lines add up to what was paid
    const sum = [...data.fees, ...data.discounts].reduce((s, l) => s + l.amount, 0)
    expect(sum).toBe(data.total)
  })

  it("refuses an unpaid order, and answers NOT_FOUND for another user's or a missing one", async () => {
    const unpaid = await order(false)
    expect((await receipt(unpaid.orderId, unpaid.token)).body.code).toBe('ORDER_STATE')
    const paid = await order(true)
    expect((await receipt(paid.orderId, unpaid.token)).body.code).toBe('NOT_FOUND')
    expect((await receipt(2_000_000_000, paid.token)).body.code).toBe('NOT_FOUND')
    expect((await receipt('x', paid.token)).body.code).toBe('VALIDATION')
    expect((await receipt('99999999999', paid.token)).body.code).toBe('VALIDATION')
    expect((await receipt(0, paid.token)).body.code).toBe('VALIDATION')
    const anon = await t.client.get(`/v1/store/order/${paid.orderId}/receipt`, {})
    expect(anon.body.code).not.toBe('0000')
  })

  it('a refunded order keeps its receipt and shows what went back', async () => {
    const o = await order(true)
    await t.client.postForm(
      '/v1/store/order/cancel',
      { id: o.orderId, reason: '不想要了' },
      { token: o.token }
    )
    const r = await receipt(o.orderId, o.token)
    expect(r.body.data).toMatchObject({ refunded: o.total, statusText: '已取消' })
  })
})

describe('all my orders (the list all-order and search-all-order read)', () => {
  it('filters by vertical and status on the server, and finds an order by number, goods or merchant', async () => {
    const o = await order(true)
    const list = async (q: Record<string, string | number>) =>
      (
        (await t.client.get('/v1/store/order/list', { page: 1, ...q }, { token: o.token })).body.data as {
          list: Array<{ id: number }>
        }
      ).list.map((x) => x.id)
    expect(await list({ vertical: 'takeaway' })).toEqual([o.orderId])
    expect(await list({ vertical: 'group' })).toEqual([])
    expect(await list({ vertical: 'takeaway', status: 'ongoing' })).toEqual([o.orderId])
    expect(await list({ vertical: 'takeaway', status: 'unpaid' })).toEqual([])
    expect(await list({ keyword: o.orderNo })).toEqual([o.orderId])
    const goods = await t.db.one<{ name: string }>('SELECT name FROM goods WHERE id = $1', [shop.goodsId])
    expect(await list({ keyword: goods?.name ?? '' })).toEqual([o.orderId])
    const m = await t.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [shop.mchId])
    expect(await list({ keyword: m?.name ?? '' })).toEqual([o.orderId])
    expect(await list({ keyword: '沒有這個字' })).toEqual([])
    const bad = await t.client.get(
      '/v1/store/order/list',
      { page: 1, vertical: 'cinema' },
      { token: o.token }
    )
    expect(bad.body.code).toBe('VALIDATION')
  })
})
