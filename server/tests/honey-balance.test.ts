import { pointsExpireAt } from '@lotus/contract/points'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

/** Issue 34, point 7: `honey` on the user and in the data export is the points ledger's balance. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const grant = async (phone: string, points: number) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/dev/points/grant', payload: { phone, points } })
  expect(r.json()).toMatchObject({ code: '0000' })
}

async function honeyShown(token: string) {
  const user = await t.client.get('/v1/appUser/getUser', {}, { token })
  const exported = await t.client.get('/v1/account/export', {}, { token })
  const ledger = await t.client.get('/v1/points/balance', {}, { token })
  expect(user.body.code).toBe('0000')
  expect(exported.body.code).toBe('0000')
  return {
    user: (user.body.data as { honey: number }).honey,
    export: (exported.body.data as { user: { honey: number } }).user.honey,
    ledger: (ledger.body.data as { balance: number }).balance
  }
}

describe('honey is the ledger balance', () => {
  it('follows earns and spends, and drops when lots run out before the expiry job has run', async () => {
    const { token } = await login(t, '66003470')
    expect(await honeyShown(token)).toEqual({ user: 0, export: 0, ledger: 0 })

    await grant('66003470', 5)
    expect(await honeyShown(token)).toEqual({ user: 5, export: 5, ledger: 5 })

    await grant('66003470', 300)
    // a spend: 5 honey for a coupon
    const spent = await t.client.postJson('/v1/honey/exchange', { itemKey: 'takeaway-40-2' }, { token })
    expect(spent.body.code).toBe('0000')
    expect(await honeyShown(token)).toEqual({ user: 300, export: 300, ledger: 300 })

    // past the lots' expiry no job has written them off yet: the balance is already 0 everywhere
    t.clock.advance(pointsExpireAt(t.clock.now()) - t.clock.now() + 1)
    const again = (await login(t, '66003470')).token // the old session ran out (30 days)
    expect(await honeyShown(again)).toEqual({ user: 0, export: 0, ledger: 0 })
  })
})
