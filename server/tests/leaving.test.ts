import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { topUp } from './helpers/account-fixtures.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop } from './helpers/order-fixtures.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

const check = async (token: string) => (await t.client.get('/v1/account/deletion/check', {}, { token })).body
const request = async (token: string, phone: string, forfeitConsent: boolean, code?: string) => {
  if (!code) {
    t.clock.advance(61_000) // past the resend interval of the code sent before
    const sent = await t.client.get('/v1/sms/sendSafetyCode', { type: 'deleteAccount' }, { token })
    expect(sent.body.code).toBe('0000')
    code = t.smsCode(phone)
  }
  return t.client.postJson('/v1/account/deletion/request', { code, forfeitConsent }, { token })
}

describe('leaving', () => {
  it('exports everything first, then erases the personal data after the grace period', async () => {
    const phone = '66881234'
    const { token, user } = await login(t, phone)
    await topUp(t, token, 1200)
    await t.db.query(
      `INSERT INTO addresses (user_id, name, area_code, phone, gender, tag, address, detail, lat, lng, created_at, updated_at)
       VALUES ($1, '李小姐', '853', '66881234', 2, '家', '澳門氹仔海洋花園', '5座', 22.15, 113.55, 0, 0)`,
      [user.id]
    )
    const exported = await t.client.get('/v1/account/export', {}, { token })
    expect(exported.body.code).toBe('0000')
    const dump = JSON.stringify(exported.body.data)
    expect(dump).toContain(phone)
    expect(dump).toContain('李小姐')
    expect(dump).toContain('錢包充值')

    expect((await check(token)).data).toMatchObject({
      canDelete: true,
      walletBalance: 1200,
      pendingEraseAt: null
    })
    // the balance is forfeited only with consent
    expect((await request(token, phone, false)).body.code).toBe('DELETION_BLOCKED')
    expect((await request(token, phone, true, '000000')).body.code).toBe('SMS_CODE_INVALID')
    const r = await request(token, phone, true)
    expect(r.body.code).toBe('0000')
    expect((r.body.data as { pendingEraseAt: number }).pendingEraseAt).toBe(
      Math.floor(t.clock.now() / 1000) + 7 * 86400
    )
    // every session ended
    expect((await t.client.get('/v1/appUser/getUser', {}, { token })).body.code).toBe('401')

    t.clock.advance(7 * 86_400_000 + 1000)
    await servicesOf(t).jobs.drain()
    const row = await t.db.one<{ phone: string; nickname: string; deleted_at: number | null }>(
      'SELECT phone, nickname, deleted_at FROM users WHERE id = $1',
      [user.id]
    )
    expect(row).toMatchObject({ phone: `deleted-${user.id}`, nickname: '已註銷用戶' })
    expect(row?.deleted_at).not.toBeNull()
    const addr = await t.db.many('SELECT * FROM addresses WHERE user_id = $1', [user.id])
    expect(JSON.stringify(addr)).not.toContain('李小姐')
    expect(JSON.stringify(addr)).not.toContain(phone)
    const w = await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [user.id])
    expect(w?.balance).toBe(0)
    const sum = await t.db.one<{ s: number }>(
      'SELECT SUM(amount)::int AS s FROM wallet_records WHERE user_id = $1',
      [user.id]
    )
    expect(sum?.s).toBe(0)
    // the phone is free: logging in again makes a new, empty account
    const again = await login(t, phone)
    expect(again.user.id).not.toBe(user.id)
  })

  it('is kept when the user logs in during the grace period', async () => {
    const phone = '66881235'
    const { token, user } = await login(t, phone)
    expect((await request(token, phone, false)).body.code).toBe('0000')
    t.clock.advance(86_400_000)
    const back = await login(t, phone)
    expect(back.user.id).toBe(user.id)
    t.clock.advance(7 * 86_400_000)
    await servicesOf(t).jobs.drain()
    const row = await t.db.one<{ deleted_at: number | null }>('SELECT deleted_at FROM users WHERE id = $1', [
      user.id
    ])
    expect(row?.deleted_at).toBeNull()
    expect((await check(back.token)).data).toMatchObject({ pendingEraseAt: null })
  })

  it('is refused while an order is unfinished', async () => {
    const shop = await setupShop(t)
    const b = await buyer(t, shop)
    const o = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    expect(o.body.code).toBe('0000')
    const c = (await check(b.token)).data as { canDelete: boolean; blockers: string[] }
    expect(c.canDelete).toBe(false)
    expect(c.blockers.join()).toContain('未完成的訂單')
    expect((await request(b.token, b.phone, true)).body.code).toBe('DELETION_BLOCKED')
  })
})
