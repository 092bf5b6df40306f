import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAY_BRAND_INFO, PAY_BRANDS } from '@lotus/contract/pay-brands'
import type { PaymentGateway } from '../src/modules/gateway/gateway.js'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import { createOrderPayments } from '../src/modules/order/pay-order.js'
import { createPaymentService } from '../src/modules/payment/payment-service.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
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
  return { ...b, ...(r.body.data as { orderId: number; total: number }) }
}

const txnOf = (payUrl: string) => new URL(payUrl, 'http://x').searchParams.get('txn') ?? ''

describe('Macau payment brands through the gateway (issue 35 §5)', () => {
  it.each(PAY_BRANDS)(
    '%s: the gateway page shows the brand and its success pays the order',
    async (brand) => {
      const o = await unpaidOrder()
      const r = await t.client.postForm('/v1/pay/online', { orderId: o.orderId, brand }, { token: o.token })
      expect(r.body.code).toBe('0000')
      const payUrl = (r.body.data as { payUrl: string }).payUrl
      const txn = txnOf(payUrl)
      const stored = await t.db.one<{ brand: string }>('SELECT brand FROM payment_txns WHERE id = $1', [txn])
      expect(stored?.brand).toBe(brand)
      const page = await t.app.inject({ method: 'GET', url: payUrl })
      const info = PAY_BRAND_INFO[brand]
      expect(page.body).toContain(`data-brand="${brand}"`)
      expect(page.body).toContain(`>${info.name}</span>`)
      expect(page.body).toContain(`background:${info.color}">${info.mark}</span>`)

      const f = {
        txn,
        orderId: o.orderId,
        amount: o.total,
        status: 'success' as const,
        ts: t.clock.now() / 1000
      }
      const cb = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pay/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          txn,
          orderId: String(f.orderId),
          amount: String(f.amount),
          status: f.status,
          ts: String(f.ts),
          sign: signCallback(t.config.gatewaySecret, f)
        }).toString()
      })
      expect(cb.json().code).toBe('0000')
      const d = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data as {
        status: string
        payMethod: string
      }
      expect(d).toMatchObject({ status: 'paid', payMethod: 'online' })
    }
  )

  it('refuses a brand we do not offer with VALIDATION, nothing recorded', async () => {
    const o = await unpaidOrder()
    const r = await t.client.postForm(
      '/v1/pay/online',
      { orderId: o.orderId, brand: 'paypal' },
      { token: o.token }
    )
    expect(r.body.code).toBe('VALIDATION')
    expect(r.body.msg).toContain('brand')
    const n = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM payment_txns WHERE order_id = $1',
      [o.orderId]
    )
    expect(n?.n).toBe(0)
  })

  it('a provider plugs in through the gateway interface: its pay URL and its signature check are used', async () => {
    const o = await unpaidOrder()
    const seen: string[] = []
    const provider: PaymentGateway = {
      name: 'acquirer',
      payUrl: (txn) => {
        seen.push(`${txn.brand}:${txn.amount}`)
        return `https://pay.example.mo/checkout/${txn.id}?brand=${txn.brand}`
      },
      verifyCallback: () => false
    }
    const s = servicesOf(t)
    const payments = createPaymentService({ db: t.db, clock: t.clock, config: t.config, gateway: provider })
    const orderPayments = createOrderPayments({
      db: t.db,
      clock: t.clock,
      wallet: s.wallet,
      payments,
      lifecycle: s.lifecycle
    })
    const { payUrl } = await orderPayments.payOnline(o.userId, o.orderId, 'bocpay')
    expect(payUrl).toMatch(/^https:\/\/pay\.example\.mo\/checkout\/T[0-9a-f]{24}\?brand=bocpay$/)
    expect(seen).toEqual([`bocpay:${o.total}`])
    // the provider says the signature is not its own: nothing is paid
    const txn = payUrl.split('/').at(-1)!.split('?')[0]!
    const f = { txn, orderId: o.orderId, amount: o.total, status: 'success' as const, ts: 1 }
    await expect(payments.callback(f, signCallback(t.config.gatewaySecret, f))).rejects.toMatchObject({
      code: 'GATEWAY_SIGN_INVALID'
    })
  })
})
