import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function photo(userId: number): Promise<string> {
  const id = randomBytes(12).toString('base64url')
  await t.db.query(
    `INSERT INTO uploads (id, user_id, mime, size, bytes, created_at) VALUES ($1, $2, 'image/png', 4, $3, 0)`,
    [id, userId, Buffer.from([1, 2, 3, 4])]
  )
  return `/api/files/${id}`
}

const form = (licence: string) => ({
  shopName: '龍華茶樓',
  category: '餐飲美食',
  district: '花王堂區',
  address: '提督馬路 3 號地下',
  contactName: '何先生',
  areaCode: '853',
  phone: '66887766',
  registrationNo: '12345 (SO)',
  licences: [licence]
})

interface Info {
  application: { id: number; status: string; phoneMasked: string; rejectReason: string | null } | null
  canApply: boolean
}

describe('merchant applications', () => {
  it('stores an application, shows its status, keeps one open per user and lets a rejected one apply again', async () => {
    const u = await createUser(t)
    const info = async (token = u.token) =>
      (await t.client.get('/v1/business/info', {}, { token })).body.data as Info
    expect(await info()).toEqual({ application: null, canApply: true })
    const licence = await photo(u.userId)
    const r = await t.client.postJson('/v1/business/apply', form(licence), { token: u.token })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ shopName: '龍華茶樓', status: 'reviewing', phoneMasked: '66****66' })
    expect(JSON.stringify(r.body.data)).not.toContain('66887766')
    const now = await info()
    expect(now).toMatchObject({ application: { status: 'reviewing' }, canApply: false })
    // one open application: a second (or concurrent taps) is refused and stores nothing
    const again = await Promise.all(
      [1, 2, 3].map(() => t.client.postJson('/v1/business/apply', form(licence), { token: u.token }))
    )
    expect(again.map((a) => a.body.code)).toEqual([
      'APPLICATION_OPEN',
      'APPLICATION_OPEN',
      'APPLICATION_OPEN'
    ])
    const rows = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM merchant_applications WHERE user_id = $1',
      [u.userId]
    )
    expect(rows?.n).toBe(1)
    // the (non-production) reviewer rejects it; then the user may apply again
    const id = now.application?.id ?? 0
    const rev = await t.app.inject({
      method: 'POST',
      url: '/api/dev/business/review',
      payload: { id, decision: 'reject', reason: '營業執照不清晰' }
    })
    expect(rev.json()).toMatchObject({ code: '0000', data: { status: 'rejected' } })
    expect(await info()).toMatchObject({
      application: { status: 'rejected', rejectReason: '營業執照不清晰' },
      canApply: true
    })
    const second = await t.client.postJson('/v1/business/apply', form(licence), { token: u.token })
    expect(second.body.data).toMatchObject({ status: 'reviewing' })
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/dev/business/review',
      payload: { id: (second.body.data as { id: number }).id, decision: 'approve' }
    })
    expect(approve.json()).toMatchObject({ data: { status: 'approved' } })
    // deciding twice: nothing in review any more
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dev/business/review',
          payload: { id, decision: 'approve' }
        })
      ).json()
    ).toMatchObject({ code: 'NOT_FOUND' })
    // another user sees none of it
    const other = await createUser(t)
    expect(await info(other.token)).toEqual({ application: null, canApply: true })
    // the phone never reaches the logs
    expect(t.rawLogs.join('\n')).not.toContain('66887766')
  })

  it("validates every field and refuses a licence photo that is not the user's own, changing nothing", async () => {
    const u = await createUser(t)
    const other = await createUser(t)
    const mine = await photo(u.userId)
    const send = (body: Record<string, unknown>) =>
      t.client.postJson('/v1/business/apply', body, { token: u.token })
    const bad: Array<Record<string, unknown>> = [
      { ...form(mine), shopName: '龍' },
      { ...form(mine), shopName: 'a'.repeat(41) },
      { ...form(mine), shopName: '龍華\u0000茶樓' },
      { ...form(mine), category: '賭場' },
      { ...form(mine), district: '香港' },
      { ...form(mine), address: '' },
      { ...form(mine), contactName: '   ' },
      { ...form(mine), areaCode: '1' },
      { ...form(mine), phone: '1234' },
      { ...form(mine), phone: 66887766 },
      { ...form(mine), licences: ['http://evil.example/x.png'] },
      { ...form(mine), extra: true },
      { ...form(mine), licences: [mine, await photo(other.userId)] },
      { ...form(mine), licences: ['/api/files/doesnotexist'] },
      { ...form(mine), licences: [] },
      { ...form(mine), licences: [mine, mine, mine, mine] },
      { ...form(mine), registrationNo: '' },
      { ...form(mine), registrationNo: '<script>' },
      { ...form(mine), registrationNo: undefined }
    ]
    for (const b of bad) expect((await send(b)).body.code, JSON.stringify(b)).toBe('VALIDATION')
    const rows = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM merchant_applications WHERE user_id = $1',
      [u.userId]
    )
    expect(rows?.n).toBe(0)
    expect((await t.client.postJson('/v1/business/apply', form(mine), {})).body.code).not.toBe('0000')
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/dev/business/review',
      payload: { id: 'x', decision: 'approve' }
    })
    expect(review.json()).toMatchObject({ code: 'VALIDATION' })
  })

  it('is part of "download my data" (the account erase deletes it: modules/account/deletion.ts)', async () => {
    const u = await createUser(t)
    await t.client.postJson('/v1/business/apply', form(await photo(u.userId)), { token: u.token })
    const exp = (await t.client.get('/v1/account/export', {}, { token: u.token })).body.data as {
      merchantApplications: Array<{ shop_name: string; phone: string }>
    }
    expect(exp.merchantApplications).toEqual([
      expect.objectContaining({ shop_name: '龍華茶樓', phone: '66887766' })
    ])
  })
})
