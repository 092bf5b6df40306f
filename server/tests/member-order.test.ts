import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MemberOrder } from '@lotus/contract/member'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import { ledgerOf, setPayPassword, topUp } from './helpers/account-fixtures.js'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** God member paid at the cashier (issue 12): a membership order paid from the wallet or through the gateway. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

const PW = '135790'
const DAY = 86_400_000

const place = (token: string, plan: string, clientKey: string = randomUUID()) =>
  t.client.postJson('/v1/member/order', { plan, clientKey }, { token })
const placed = async (token: string, plan = 'month') => {
  const r = await place(token, plan)
  expect(r.body.code).toBe('0000')
  return r.body.data as MemberOrder
}
const detail = (token: string, id: number) => t.client.get('/v1/member/order', { id }, { token })
const payWallet = (token: string, id: number, password = PW) =>
  t.client.postJson('/v1/member/order/pay/wallet', { id, password }, { token })
const payOnline = async (token: string, id: number) => {
  const r = await t.client.postJson('/v1/member/order/pay/online', { id }, { token })
  expect(r.body.code).toBe('0000')
  return new URL((r.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
}
const callback = (txn: string, orderId: number, amount: number, status: 'success' | 'fail' = 'success') => {
  const f = { txn, orderId, amount, status, ts: Math.floor(t.clock.now() / 1000) }
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/pay/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])),
      sign: signCallback(t.config.gatewaySecret, f)
    }).toString()
  })
}
const info = async (token: string) =>
  (await t.client.get('/v1/member/info', {}, { token })).body.data as {
    active: boolean
    endsAt: number | null
    monthCoupons: Array<{ type: string }>
  }
const memberships = async (userId: number) =>
  (await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM memberships WHERE user_id = $1', [userId]))
    ?.n

describe('membership orders at the cashier', () => {
  it('is paid from the wallet once: a ledger row, the period and the coupons, nothing on a refusal', async () => {
    const u = await createUser(t)
    const key = randomUUID()
    const a = (await place(u.token, 'month', key)).body.data as MemberOrder
    const again = (await place(u.token, 'month', key)).body.data as MemberOrder
    expect(again.id).toBe(a.id)
    expect(a).toMatchObject({
      plan: 'month',
      title: '神會員月卡',
      amount: 1500,
      status: 'unpaid',
      endsAt: null
    })
    expect(a.payDeadline).toBe(Math.floor(t.clock.now() / 1000) + 15 * 60)
    expect(a.orderNo).toMatch(/^HY\d{16}$/)

    await setPayPassword(t, u.token)
    expect((await payWallet(u.token, a.id)).body.code).toBe('INSUFFICIENT_BALANCE')
    expect((await payWallet(u.token, a.id, '000000')).body.code).toBe('PAY_PASSWORD_WRONG')
    expect((await info(u.token)).active).toBe(false)
    expect(((await detail(u.token, a.id)).body.data as MemberOrder).status).toBe('unpaid')

    await topUp(t, u.token, 2000)
    const paid = await payWallet(u.token, a.id)
    expect(paid.body).toMatchObject({ code: '0000', data: { status: 'paid', payMethod: 'wallet' } })
    const order = paid.body.data as MemberOrder
    expect(order.endsAt).toBe(Math.floor((t.clock.now() + 31 * DAY) / 1000))
    const now = await info(u.token)
    expect(now.active).toBe(true)
    expect(now.endsAt).toBe(order.endsAt)
    // this month's four coupons and four free-delivery vouchers
    expect(now.monthCoupons.filter((c) => c.type === 'coupon')).toHaveLength(4)
    expect(now.monthCoupons.filter((c) => c.type === 'freeDelivery')).toHaveLength(4)
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 500, sum: 500 })
    const rec = (await t.client.get('/v1/wallet/records', {}, { token: u.token })).body.data as {
      list: Array<{ type: string; amount: number; title: string }>
    }
    expect(rec.list[0]).toMatchObject({ type: 'membership', amount: -1500, title: '神會員月卡' })

    // paid is paid: the wallet, the gateway and a second tap change nothing
    expect((await payWallet(u.token, a.id)).body.code).toBe('ALREADY_PAID')
    expect(
      (await t.client.postJson('/v1/member/order/pay/online', { id: a.id }, { token: u.token })).body.code
    ).toBe('ALREADY_PAID')
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 500, sum: 500 })
    expect(await memberships(u.userId)).toBe(1)
    // "download my data" holds the membership order
    const dump = (await t.client.get('/v1/account/export', {}, { token: u.token })).body.data as {
      memberOrders: Array<{ order_no: string; status: string }>
    }
    expect(dump.memberOrders).toEqual([expect.objectContaining({ order_no: a.orderNo, status: 'paid' })])
  })

  it('is paid through the sandbox gateway: the callback activates it exactly once, extending the period', async () => {
    const u = await createUser(t)
    await setPayPassword(t, u.token)
    await topUp(t, u.token, 12_800)
    const year = await placed(u.token, 'year')
    const firstEnd = ((await payWallet(u.token, year.id)).body.data as MemberOrder).endsAt ?? 0

    const m = await placed(u.token, 'month')
    const txn = await payOnline(u.token, m.id)
    const page = await t.app.inject({ method: 'GET', url: `/api/gateway/pay?txn=${txn}` })
    expect(page.body).toContain('神會員')
    expect(page.body).toContain(m.orderNo)
    expect(page.body).toContain('MOP 15.00')
    expect(page.body).toContain(`/pagesA/pay/web-pay?orderId=${m.id}&amp;status=success&amp;type=member`)
    // a second gateway attempt for the same order, both answered success by the gateway
    const txn2 = await payOnline(u.token, m.id)

    expect((await callback(txn, m.id, 1500)).json()).toMatchObject({
      code: '0000',
      data: { status: 'success' }
    })
    expect((await callback(txn, m.id, 1500)).json()).toMatchObject({ code: 'ALREADY_PAID' })
    expect((await callback(txn2, m.id, 1500)).json()).toMatchObject({
      code: '0000',
      data: { status: 'refunded' }
    })

    const paid = (await detail(u.token, m.id)).body.data as MemberOrder
    expect(paid).toMatchObject({ status: 'paid', payMethod: 'online' })
    // the month starts where the year ends
    expect(paid.endsAt).toBe(firstEnd + 31 * 86_400)
    expect((await info(u.token)).endsAt).toBe(paid.endsAt)
    expect(await memberships(u.userId)).toBe(2)
    // online money never passes through the wallet
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 0, sum: 0 })
    const txns = await t.db.many<{ status: string }>(
      'SELECT status FROM payment_txns WHERE member_order_id = $1 ORDER BY created_at, id',
      [m.id]
    )
    expect(txns.map((x) => x.status).sort()).toEqual(['refunded', 'success'])
  })

  it('the wallet and the gateway racing for one order: it is paid once, the other money goes back', async () => {
    const u = await createUser(t)
    await setPayPassword(t, u.token)
    await topUp(t, u.token, 1500)
    const m = await placed(u.token)
    const txn = await payOnline(u.token, m.id)
    const [wallet, gateway] = await Promise.all([payWallet(u.token, m.id), callback(txn, m.id, 1500)])
    const paidByWallet = wallet.body.code === '0000'
    // whichever came first paid it; the other was refused (wallet) or refunded by the gateway
    expect([wallet.body.code, gateway.json()]).toEqual(
      paidByWallet
        ? ['0000', expect.objectContaining({ data: { status: 'refunded' } })]
        : ['ALREADY_PAID', expect.objectContaining({ data: { status: 'success' } })]
    )
    expect(await memberships(u.userId)).toBe(1)
    expect(await ledgerOf(t, u.userId)).toEqual(
      paidByWallet ? { balance: 0, sum: 0 } : { balance: 1500, sum: 1500 }
    )
    expect(((await detail(u.token, m.id)).body.data as MemberOrder).payMethod).toBe(
      paidByWallet ? 'wallet' : 'online'
    )
  })

  it('a failed gateway payment leaves the order payable; a forged or mismatched callback changes nothing', async () => {
    const u = await createUser(t)
    const m = await placed(u.token)
    const txn = await payOnline(u.token, m.id)
    expect((await callback(txn, m.id, 1400)).json()).toMatchObject({ code: 'GATEWAY_SIGN_INVALID' })
    expect((await callback(txn, m.id + 1, 1500)).json()).toMatchObject({ code: 'GATEWAY_SIGN_INVALID' })
    expect((await callback(txn, m.id, 1500, 'fail')).json()).toMatchObject({ data: { status: 'fail' } })
    expect(((await detail(u.token, m.id)).body.data as MemberOrder).status).toBe('unpaid')
    expect((await info(u.token)).active).toBe(false)
    const again = await payOnline(u.token, m.id)
    expect((await callback(again, m.id, 1500)).json()).toMatchObject({ data: { status: 'success' } })
    expect((await info(u.token)).active).toBe(true)
  })

  it('closes after its pay window: paying is refused and a late callback is refunded', async () => {
    const u = await createUser(t)
    await setPayPassword(t, u.token)
    await topUp(t, u.token, 3000)
    const a = await placed(u.token)
    const b = await placed(u.token)
    const txn = await payOnline(u.token, b.id)
    t.clock.advance(15 * 60_000 + 1000)
    expect((await payWallet(u.token, a.id)).body.code).toBe('ORDER_STATE')
    expect(((await detail(u.token, a.id)).body.data as MemberOrder).status).toBe('cancelled')
    expect((await callback(txn, b.id, 1500)).json()).toMatchObject({ data: { status: 'refunded' } })
    expect(((await detail(u.token, b.id)).body.data as MemberOrder).status).toBe('cancelled')
    expect((await info(u.token)).active).toBe(false)
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 3000, sum: 3000 })
  })

  it('refuses bad input and answers another user’s order as missing', async () => {
    const u = await createUser(t)
    const other = await createUser(t)
    await setPayPassword(t, other.token)
    await topUp(t, other.token, 2000)
    const m = await placed(u.token)
    expect((await place(u.token, 'week')).body.code).toBe('VALIDATION')
    expect((await place(u.token, 'month', 'not-a-uuid')).body.code).toBe('VALIDATION')
    expect(
      (await t.client.postJson('/v1/member/order', { plan: 'month' }, { token: u.token })).body.code
    ).toBe('VALIDATION')
    expect((await payWallet(u.token, m.id, '12')).body.code).toBe('VALIDATION')
    expect((await detail(other.token, m.id)).body.code).toBe('NOT_FOUND')
    expect((await payWallet(other.token, m.id)).body.code).toBe('NOT_FOUND')
    expect(
      (await t.client.postJson('/v1/member/order/pay/online', { id: m.id }, { token: other.token })).body.code
    ).toBe('NOT_FOUND')
    expect(await ledgerOf(t, other.userId)).toEqual({ balance: 2000, sum: 2000 })
    expect(((await detail(u.token, m.id)).body.data as MemberOrder).status).toBe('unpaid')
    expect((await t.client.get('/v1/member/order', { id: m.id })).body.code).toBe('401')
  })
})
