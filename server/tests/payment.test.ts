import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCallback, verifyCallback } from '../src/modules/gateway/sandbox-gateway.js'
import { buyer, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 1500 })
})
afterAll(() => t.close())

async function unpaidOrder() {
  const b = await buyer(t, shop, 2)
  const r = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  const o = r.body.data as { orderId: number; total: number }
  return { ...b, ...o }
}

const txnOf = (payUrl: string) => new URL(payUrl, 'http://x').searchParams.get('txn') ?? ''

function callback(fields: Record<string, string | number>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/pay/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])
    ).toString()
  })
}

function signed(txn: string, orderId: number, amount: number, status: 'success' | 'fail') {
  const f = { txn, orderId, amount, status, ts: Math.floor(t.clock.now() / 1000) }
  return { ...f, sign: signCallback(t.config.gatewaySecret, f) }
}

describe('online payment through the sandbox gateway', () => {
  it('serves a Traditional Chinese page with merchant, amount and two signed buttons', async () => {
    const o = await unpaidOrder()
    const r = await t.client.postForm('/v1/pay/online', { orderId: o.orderId }, { token: o.token })
    expect(r.body.code).toBe('0000')
    const payUrl = (r.body.data as { payUrl: string }).payUrl
    expect(payUrl).toMatch(/^\/api\/gateway\/pay\?txn=T[0-9a-f]{24}$/)
    const page = await t.app.inject({ method: 'GET', url: payUrl })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    const merchant = await t.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [
      shop.mchId
    ])
    expect(page.body).toContain(merchant?.name)
    expect(page.body).toContain(`MOP ${(o.total / 100).toFixed(2)}`)
    expect(page.body).toContain('支付成功')
    expect(page.body).toContain('支付失敗')
    expect(page.body).toContain(`/pagesA/pay/web-pay?orderId=${o.orderId}&amp;status=success`)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/gateway/pay?txn=T000000000000000000000000' }))
        .statusCode
    ).toBe(404)
  })

  it('pays on a signed success; a replay is ALREADY_PAID and changes nothing; a bad signature is refused', async () => {
    const o = await unpaidOrder()
    const txn = txnOf(
      (
        (await t.client.postForm('/v1/pay/online', { orderId: o.orderId }, { token: o.token })).body.data as {
          payUrl: string
        }
      ).payUrl
    )
    const good = signed(txn, o.orderId, o.total, 'success')
    const forged = await callback({ ...good, sign: signCallback('wrong-secret', good) })
    expect(forged.json()).toMatchObject({ code: 'GATEWAY_SIGN_INVALID' })
    const tampered = await callback({ ...good, amount: 1 })
    expect(tampered.json()).toMatchObject({ code: 'GATEWAY_SIGN_INVALID' })
    expect(
      (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    ).toMatchObject({ status: 'unpaid' })

    const ok = await callback(good)
    expect(ok.json()).toMatchObject({ code: '0000', data: { status: 'success' } })
    const d = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    expect(d).toMatchObject({ status: 'paid', payMethod: 'online', actions: ['cancel', 'refund'] })
    const events = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM order_events WHERE order_id = $1',
      [o.orderId]
    )
    const replay = await callback(good)
    expect(replay.json()).toMatchObject({ code: 'ALREADY_PAID', data: null })
    const events2 = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM order_events WHERE order_id = $1',
      [o.orderId]
    )
    expect(events2?.n).toBe(events?.n)
    // paying a paid order again
    expect(
      (await t.client.postForm('/v1/pay/online', { orderId: o.orderId }, { token: o.token })).body.code
    ).toBe('ALREADY_PAID')
    // the page of a used transaction has no buttons
    const page = await t.app.inject({ method: 'GET', url: `/api/gateway/pay?txn=${txn}` })
    expect(page.body).toContain('此交易已處理')
    expect(page.body).not.toContain('<button')
  })

  it('a failed payment leaves the order unpaid and the transaction used', async () => {
    const o = await unpaidOrder()
    const txn = txnOf(
      (
        (await t.client.postForm('/v1/pay/online', { orderId: o.orderId }, { token: o.token })).body.data as {
          payUrl: string
        }
      ).payUrl
    )
    const fail = await callback(signed(txn, o.orderId, o.total, 'fail'))
    expect(fail.json()).toMatchObject({ code: '0000', data: { status: 'fail' } })
    expect((await callback(signed(txn, o.orderId, o.total, 'success'))).json()).toMatchObject({
      code: 'ALREADY_PAID'
    })
    expect(
      (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    ).toMatchObject({
      status: 'unpaid'
    })
  })

  it('a success for an order that expired meanwhile is returned by the gateway, not applied', async () => {
    const o = await unpaidOrder()
    const txn = txnOf(
      (
        (await t.client.postForm('/v1/pay/online', { orderId: o.orderId }, { token: o.token })).body.data as {
          payUrl: string
        }
      ).payUrl
    )
    t.clock.advance(15 * 60_000)
    const r = await callback(signed(txn, o.orderId, o.total, 'success'))
    expect(r.json()).toMatchObject({ code: '0000', data: { status: 'refunded' } })
    expect(
      (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    ).toMatchObject({
      status: 'cancelled'
    })
    expect(
      (await t.db.one<{ status: string }>('SELECT status FROM payment_txns WHERE id = $1', [txn]))?.status
    ).toBe('refunded')
  })

  it('validates callback fields and the signature helper', async () => {
    expect((await callback({ txn: 'x' })).json()).toMatchObject({ code: 'VALIDATION' })
    const f = { txn: 'T0', orderId: 1, amount: 100, status: 'success' as const, ts: 1 }
    expect(verifyCallback('k', f, signCallback('k', f))).toBe(true)
    expect(verifyCallback('k', f, 'zz')).toBe(false)
    expect(verifyCallback('k', { ...f, amount: 101 }, signCallback('k', f))).toBe(false)
  })
})

describe('production', () => {
  it('has no sandbox gateway page, callback or simulator route', async () => {
    const prod = await createTestApp({
      clock: noonClock(),
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'prod-secret',
        USER_SIGN_SALT: 'prod-salt',
        PAY_PEPPER: 'prod-pepper'
      }
    })
    try {
      expect(
        (await prod.app.inject({ method: 'GET', url: '/api/gateway/pay?txn=T000000000000000000000000' }))
          .statusCode
      ).toBe(404)
      expect(
        (await prod.app.inject({ method: 'POST', url: '/api/v1/pay/callback', payload: {} })).statusCode
      ).toBe(404)
      expect(
        (
          await prod.app.inject({
            method: 'POST',
            url: '/api/dev/simulator/advance',
            payload: { orderId: 1 }
          })
        ).statusCode
      ).toBe(404)
    } finally {
      await prod.close()
    }
  })
})
