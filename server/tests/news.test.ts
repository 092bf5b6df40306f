import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifyOrder } from '../src/modules/inbox/messages.js'
import { createUser } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

interface Counts {
  notice: number
  order: number
  total: number
}

describe('message centre', () => {
  it('lists notices and own order messages, counts unread, and marks read one or all', async () => {
    const u = await createUser(t)
    const other = await createUser(t)
    await notifyOrder(t.db, {
      userId: u.userId,
      orderId: null,
      title: '訂單已送達',
      body: '你的外賣已送達',
      now: t.clock.now()
    })
    await notifyOrder(t.db, {
      userId: other.userId,
      orderId: null,
      title: '別人的訂單',
      body: 'x',
      now: t.clock.now()
    })
    const unread = async (token: string) =>
      (await t.client.get('/v1/news/unread', {}, { token })).body.data as Counts
    expect(await unread(u.token)).toEqual({ notice: 3, order: 1, total: 4 })
    const notices = (await t.client.get('/v1/news/list', { kind: 'notice' }, { token: u.token })).body
      .data as {
      list: Array<{ id: number; title: string; read: boolean }>
    }
    expect(notices.list.map((n) => n.title)[0]).toContain('神會員')
    const orders = (await t.client.get('/v1/news/list', { kind: 'order' }, { token: u.token })).body.data as {
      list: Array<{ id: number; title: string }>
    }
    expect(orders.list.map((n) => n.title)).toEqual(['訂單已送達'])
    // opening one marks it read
    const first = notices.list[0]
    const info = await t.client.get('/v1/news/info', { id: first?.id ?? 0 }, { token: u.token })
    expect(info.body.data).toMatchObject({ read: true })
    expect(await unread(u.token)).toEqual({ notice: 2, order: 1, total: 3 })
    // another user's order message is missing
    const theirs = (await t.client.get('/v1/news/list', { kind: 'order' }, { token: other.token })).body
      .data as {
      list: Array<{ id: number }>
    }
    const theirId = theirs.list[0]?.id ?? 0
    expect((await t.client.get('/v1/news/info', { id: theirId }, { token: u.token })).body.code).toBe(
      'NOT_FOUND'
    )
    expect((await t.client.postJson('/v1/news/read', { id: theirId }, { token: u.token })).body.code).toBe(
      'NOT_FOUND'
    )
    // all read; the notices stay unread for the other user
    const after = await t.client.postJson('/v1/news/read', { all: true }, { token: u.token })
    expect(after.body.data).toEqual({ notice: 0, order: 0, total: 0 })
    expect((await unread(other.token)).notice).toBe(3)
    expect((await t.client.postJson('/v1/news/read', { id: 'x' }, { token: u.token })).body.code).toBe(
      'VALIDATION'
    )
  })
})
