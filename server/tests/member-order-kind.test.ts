import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MemberOrder } from '@lotus/contract/member'
import { setPayPassword, topUp } from './helpers/account-fixtures.js'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** God-member plans are orders rows of kind membership (issue 34), but no shop's order: kept out of shop answers. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

describe('a membership order is an order without a shop', () => {
  it('is placed and paid through the order module, and stays out of the customer order list and detail', async () => {
    const u = await createUser(t)
    await setPayPassword(t, u.token)
    await topUp(t, u.token, 1500)
    const placed = await t.client.postJson(
      '/v1/member/order',
      { plan: 'month', clientKey: randomUUID() },
      { token: u.token }
    )
    const m = placed.body.data as MemberOrder
    const paid = await t.client.postJson(
      '/v1/member/order/pay/wallet',
      { id: m.id, password: '135790' },
      { token: u.token }
    )
    expect(paid.body).toMatchObject({ code: '0000', data: { status: 'paid' } })

    // one row of orders, moved by the machine: its timeline has the submit and the payment
    const row = await t.db.one<{ fulfilment: string; merchant_id: number | null; status: string }>(
      'SELECT fulfilment, merchant_id, status FROM orders WHERE id = $1',
      [m.id]
    )
    expect(row).toEqual({ fulfilment: 'membership', merchant_id: null, status: 'paid' })
    const events = await t.db.many<{ status: string }>(
      'SELECT status FROM order_events WHERE order_id = $1 ORDER BY id',
      [m.id]
    )
    expect(events.map((e) => e.status)).toEqual(['unpaid', 'paid'])

    // the spec lists no membership orders among the customer's orders; as a shop's order it answers as missing
    const list = await t.client.get(
      '/v1/store/order/list',
      { status: '', page: 1, pageSize: 20 },
      { token: u.token }
    )
    expect(list.body).toMatchObject({ code: '0000', data: { total: 0, list: [] } })
    const detail = await t.client.get(`/v1/store/order/${m.id}`, {}, { token: u.token })
    expect(detail.body.code).toBe('NOT_FOUND')
    // the shop orders' cashier does not pay a plan: it is paid at the member page
    const next = await t.client.postJson(
      '/v1/member/order',
      { plan: 'month', clientKey: randomUUID() },
      { token: u.token }
    )
    const id = (next.body.data as MemberOrder).id
    const online = await t.client.postForm('/v1/pay/online', { orderId: id }, { token: u.token })
    expect(online.body.code).toBe('NOT_FOUND')
    const wallet = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId: id, password: '135790' },
      { token: u.token }
    )
    expect(wallet.body.code).toBe('NOT_FOUND')
  })
})
