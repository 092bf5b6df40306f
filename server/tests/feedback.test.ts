import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, servicesOf } from './helpers/order-fixtures.js'
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

describe('feedback', () => {
  it('takes up to 4 own photos and shows its progress and replies to its author only', async () => {
    const u = await createUser(t)
    const other = await createUser(t)
    const send = (body: Record<string, unknown>, token = u.token) =>
      t.client.postJson('/v1/feedback/submit', body, { token })
    const photos = [await photo(u.userId), await photo(u.userId)]
    const r = await send({ category: '訂單問題', content: '配送員未有送到門口', images: photos })
    expect(r.body.data).toMatchObject({ status: 'received', images: photos })
    const id = (r.body.data as { id: number }).id
    const five = await Promise.all(Array.from({ length: 5 }, () => photo(u.userId)))
    expect((await send({ category: '其他', content: '五張圖片太多', images: five })).body.code).toBe(
      'VALIDATION'
    )
    expect(
      (await send({ category: '其他', content: '別人的圖片', images: [await photo(other.userId)] })).body.code
    ).toBe('VALIDATION')
    expect((await send({ category: '亂寫', content: '未知分類內容' })).body.code).toBe('VALIDATION')
    expect((await send({ category: '其他', content: '短' })).body.code).toBe('VALIDATION')
    await servicesOf(t).feedback.staffReply(id, 'replied', '已聯絡商家跟進，謝謝你的反饋')
    const info = await t.client.get('/v1/feedback/info', { id }, { token: u.token })
    expect(info.body.data).toMatchObject({ status: 'replied', replies: [{ author: 'staff' }] })
    expect((await t.client.get('/v1/feedback/info', { id }, { token: other.token })).body.code).toBe(
      'NOT_FOUND'
    )
    const list = (await t.client.get('/v1/feedback/list', {}, { token: u.token })).body.data as unknown[]
    expect(list).toHaveLength(1)
  })

  it('the non-production simulator moves a feedback step by step, replying on the way', async () => {
    const u = await createUser(t)
    const sent = await t.client.postJson(
      '/v1/feedback/submit',
      { category: '產品建議', content: '希望可以按區份篩選商家', images: [await photo(u.userId)] },
      { token: u.token }
    )
    const id = (sent.body.data as { id: number }).id
    const step = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/dev/feedback/advance', payload })
    const statusOf = async () =>
      ((await t.client.get('/v1/feedback/info', { id }, { token: u.token })).body.data as { status: string })
        .status
    expect((await step({ id })).json()).toMatchObject({ code: '0000', data: { status: 'processing' } })
    expect(await statusOf()).toBe('processing')
    expect((await step({ id, reply: '已轉交產品團隊' })).json()).toMatchObject({
      data: { status: 'replied' }
    })
    const info = (await t.client.get('/v1/feedback/info', { id }, { token: u.token })).body.data as {
      replies: Array<{ author: string; content: string }>
    }
    expect(info.replies).toEqual([expect.objectContaining({ author: 'staff', content: '已轉交產品團隊' })])
    expect((await step({ id })).json()).toMatchObject({ data: { status: 'closed' } })
    expect((await step({ id })).json()).toMatchObject({ data: { status: 'closed' } })
    // bad input changes nothing
    expect((await step({ id: 'x' })).json()).toMatchObject({ code: 'VALIDATION' })
    expect((await step({ id, reply: 'a\u0000b' })).json()).toMatchObject({ code: 'VALIDATION' })
    expect((await step({ id, extra: 1 })).json()).toMatchObject({ code: 'VALIDATION' })
    expect((await step({ id: 2_000_000_000 })).json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await step({ id: 1e12 })).json()).toMatchObject({ code: 'VALIDATION' })
  })

  it('is absent in production', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'prod-secret',
        USER_SIGN_SALT: 'prod-salt',
        PAY_PEPPER: 'prod-pepper'
      }
    })
    try {
      const r = await prod.app.inject({
        method: 'POST',
        url: '/api/dev/feedback/advance',
        payload: { id: 1 }
      })
      expect(r.statusCode).toBe(404)
    } finally {
      await prod.close()
    }
  })
})
