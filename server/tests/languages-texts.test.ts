import { randomUUID } from 'node:crypto'
import mqtt from 'mqtt'
import type { BoardAnswer } from '@lotus/contract/board'
import type { Message } from '@lotus/contract/messages'
import type { OpsOrderDetail } from '@lotus/contract/ops'
import type { OrderDetail } from '@lotus/contract/order'
import { userOrdersTopic } from '@lotus/contract/order-news'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 39 point 2: what the server words itself (states, timeline, messages, pushes) in the reader's language. */
let t: TestApp
let shop: Shop
let staff: StaffClient
let url: string
const lang = (l: string) => ({ 'accept-language': l })

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  url = `ws://127.0.0.1:${address.port}/mqtt`
  shop = await setupShop(t, { stock: 100, price: 2000 })
  const key = (await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
    shop.mchId
  ]))!.seed_key
  staff = staffClient(t)
  await staff.login(`${key}-staff`, DEV_STAFF_PASSWORD)
})
afterAll(() => t.close())

/** A customer's delivery order, paid from their wallet through the API (its hooks and messages run). */
async function paidOrder() {
  const b = await buyer(t, shop, 2)
  await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: b.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    b.userId,
    t.clock.now()
  ])
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  const { orderId } = sub.body.data as { orderId: number }
  const paid = await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
  expect(paid.body.code).toBe('0000')
  const { order_no } = (await t.db.one<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [
    orderId
  ]))!
  return { ...b, orderId, orderNo: order_no }
}

const localeOf = async (userId: number) =>
  (await t.db.one<{ locale: string | null }>('SELECT locale FROM users WHERE id = $1', [userId]))!.locale

describe('an order in zh, en and pt', () => {
  it('words its status and timeline in the request’s language; Chinese as it always was', async () => {
    const o = await paidOrder()
    expect((await staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 15 })).body.code).toBe(
      '0000'
    )
    const read = async (l?: string) =>
      (
        await t.client.get(
          `/v1/store/order/${o.orderId}`,
          {},
          { token: o.token, ...(l ? { headers: lang(l) } : {}) }
        )
      ).body.data as OrderDetail
    const [none, zh, en, pt] = await Promise.all([read(), read('zh-Hant-MO'), read('en-GB'), read('pt-PT')])
    expect(zh).toEqual(none)
    expect(none.statusText).toBe('商家已接單')
    expect(none.timeline.map((e) => e.title)).toEqual([
      '訂單已提交',
      '支付成功',
      '商家已接單（預計 15 分鐘出餐）'
    ])
    expect(en.statusText).toBe('Accepted by the shop')
    expect(en.timeline.map((e) => e.title)).toEqual([
      'Order placed',
      'Paid',
      'The shop accepted the order (ready in about 15 min)'
    ])
    // the price lines the calculator wrote
    const labels = (d: OrderDetail) => d.amounts.feeLines.map((l) => l.label)
    expect(labels(none)[0]).toBe('商品金額')
    expect(labels(en)[0]).toBe('Items')
    expect(labels(en).join(' ')).not.toMatch(/[\u4e00-\u9fff]/u)
    expect(labels(pt)[0]).toBe('Artigos')
    expect(pt.statusText).toBe('Aceite pela loja')
    expect(pt.timeline.at(-1)?.title).toBe('A loja aceitou a encomenda (pronta em cerca de 15 min)')
    // the list words the same state
    const list = await t.client.get(
      '/v1/store/order/list',
      { page: 1 },
      { token: o.token, headers: lang('en') }
    )
    const mine = (list.body.data as { list: Array<{ id: number; statusText: string }> }).list
    expect(mine.find((x) => x.id === o.orderId)?.statusText).toBe('Accepted by the shop')
  })

  it('a timeline step stored before keys existed keeps its text', async () => {
    const o = await paidOrder()
    await t.db.query(
      `UPDATE order_events SET title_key = NULL, title = '支付成功（舊）' WHERE order_id = $1 AND status = 'paid'`,
      [o.orderId]
    )
    const r = await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token, headers: lang('en') })
    expect((r.body.data as OrderDetail).timeline.map((e) => e.title)).toEqual([
      'Order placed',
      '支付成功（舊）'
    ])
  })
})

describe('refunds', () => {
  it('a refund’s progress reads in the request’s language, the reason picked from the list too', async () => {
    const o = await paidOrder()
    const asked = await t.client.postJson(
      '/v1/store/order/refund',
      { id: o.orderId, reason: '不想要了' },
      { token: o.token, headers: lang('en') }
    )
    expect(asked.body.code).toBe('0000')
    expect((asked.body.data as OrderDetail).statusText).toBe('Refund in progress')
    const read = async (l?: string) =>
      (
        await t.client.get(
          `/v1/store/order/${o.orderId}/refund`,
          {},
          { token: o.token, ...(l ? { headers: lang(l) } : {}) }
        )
      ).body.data as { timeline: Array<{ title: string; note: string | null }> }
    expect((await read()).timeline.map((e) => e.title)).toEqual(['提交退款申請', '商家處理中'])
    const en = await read('en')
    expect(en.timeline.map((e) => e.title)).toEqual(['Refund requested', 'The shop is handling it'])
    expect(en.timeline[0]?.note).toBe('No longer wanted')
    expect((await read()).timeline[0]?.note).toBe('不想要了')
    expect((await read('pt')).timeline.at(-1)?.title).toBe('A loja está a tratar do pedido')
  })
})

describe('messages', () => {
  it('an order message written while the user read Chinese reads in English', async () => {
    const o = await paidOrder()
    expect(await localeOf(o.userId)).toBeNull()
    const list = async (l?: string) =>
      (
        (
          await t.client.get(
            '/v1/news/list',
            { kind: 'order', page: 1, pageSize: 10 },
            {
              token: o.token,
              ...(l ? { headers: lang(l) } : {})
            }
          )
        ).body.data as { list: Message[] }
      ).list
    const [zh] = await list()
    expect(zh?.title).toBe('訂單支付成功')
    expect(zh?.body).toContain(`訂單 ${o.orderNo}已支付`)
    const [en] = await list('en')
    expect(en?.title).toBe('Order paid')
    expect(en?.body).toMatch(
      new RegExp(`: order ${o.orderNo} paid MOP [\\d.]+\\. The shop will accept it shortly\\.$`)
    )
    expect(en?.body).not.toMatch(/已支付|請/u)
    // the shop as it is called in English, where it has a name in English
    const names = (await t.db.one<{ name: string; name_en: string | null }>(
      'SELECT name, name_en FROM merchants WHERE id = $1',
      [shop.mchId]
    ))!
    expect(en?.body.startsWith(`${names.name_en ?? names.name}: `)).toBe(true)
    const info = await t.client.get('/v1/news/info', { id: en!.id }, { token: o.token, headers: lang('pt') })
    expect((info.body.data as Message).title).toBe('Encomenda paga')
    // a message stored before keys existed keeps its text
    await t.db.query('UPDATE messages SET text_key = NULL WHERE id = $1', [en!.id])
    const [old] = await list('en')
    expect(old?.title).toBe('訂單支付成功')
  })

  it('a shop’s rejection reads in Portuguese, its reason from the dialog worded too', async () => {
    const o = await paidOrder()
    expect((await staff.post('/board/reject', { orderId: o.orderId, reason: 'busy' })).body.code).toBe('0000')
    const r = await t.client.get(
      '/v1/news/list',
      { kind: 'order', page: 1, pageSize: 10 },
      { token: o.token, headers: lang('pt') }
    )
    const [m] = (r.body.data as { list: Message[] }).list
    expect(m?.title).toBe('A loja não pôde aceitar a encomenda')
    expect(m?.body).toContain(
      `a encomenda ${o.orderNo} foi cancelada (recusada pela loja: demasiado ocupada)`
    )
  })
})

describe('the console', () => {
  it('the board words the kind and state of an order in Portuguese for a Portuguese request', async () => {
    const o = await paidOrder()
    const read = async (l?: string) => {
      const r = await staff.raw<BoardAnswer>('GET', '/board', {
        query: { merchantId: String(shop.mchId) },
        ...(l ? { headers: lang(l) } : {})
      })
      expect(r.body.code).toBe('0000')
      return r.body.data.orders.find((x) => x.id === o.orderId)
    }
    const zh = await read()
    expect(zh).toMatchObject({ fulfilmentText: '外送', statusText: '已付款' })
    expect(await read('pt-PT')).toMatchObject({ fulfilmentText: 'Entrega', statusText: 'Pago' })
    expect(await read('en')).toMatchObject({ fulfilmentText: 'Delivery', statusText: 'Paid' })
  })

  it('support reads an order’s history in English: its status and steps', async () => {
    const o = await paidOrder()
    const support = staffClient(t)
    await support.password('ops-support', DEV_STAFF_PASSWORD)
    await support.enrol()
    const r = await support.raw<OpsOrderDetail>('GET', '/ops/order', {
      query: { orderId: String(o.orderId) },
      headers: lang('en')
    })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.order.statusText).toBe('Paid')
    expect(r.body.data.events.map((e) => e.title)).toEqual(['Order placed', 'Paid'])
  })
})

describe('POST /v1/user/locale', () => {
  it('records the reader’s language; bad input is a clear VALIDATION and changes nothing', async () => {
    const o = await paidOrder()
    const post = (body: unknown) => t.client.postJson('/v1/user/locale', body, { token: o.token })
    const ok = await post({ locale: 'pt' })
    expect(ok.body).toMatchObject({ code: '0000', data: null })
    expect(await localeOf(o.userId)).toBe('pt')
    for (const bad of [{ locale: 5 }, { locale: 'fr' }, { locale: 'en\u0000' }, {}, { locale: 'en', x: 1 }]) {
      const r = await post(bad)
      // the app's envelope: a refusal is its code (HTTP 200), never a server failure
      expect(r.res.statusCode, JSON.stringify(bad)).toBeLessThan(500)
      expect(r.body.code, JSON.stringify(bad)).toBe('VALIDATION')
      expect(r.body.msg.length).toBeGreaterThan(0)
    }
    expect(await localeOf(o.userId)).toBe('pt')
    const anon = await t.client.postJson('/v1/user/locale', { locale: 'en' })
    expect(anon.body.code).toBe('401')
  })

  it('a login records the language of its request', async () => {
    const phone = '62345678'
    const sent = await t.client.get('/v1/appUser/sendCode', { areaCode: '853', phone, type: 'login' })
    expect(sent.body.code).toBe('0000')
    const res = await t.client.postForm(
      '/v1/appUser/registered',
      { areaCode: '853', phone, code: t.smsCode(phone) },
      { headers: lang('en-US,en;q=0.9') }
    )
    expect(res.body.code).toBe('0000')
    expect(await localeOf((res.body.data as { user: { id: number } }).user.id)).toBe('en')
  })
})

describe('pushes', () => {
  /** A customer's MQTT client on their own order topic, keeping what it hears. */
  async function listen(token: string, userId: number) {
    const info = await t.client.postJson('/v2/wm/pinCart/mqttAuthInfo', {}, { token })
    expect(info.body.code).toBe('0000')
    const { username, password } = info.body.data as { username: string; password: string }
    const client = await new Promise<mqtt.MqttClient>((resolve, reject) => {
      const c = mqtt.connect(url, {
        clean: true,
        reconnectPeriod: 0,
        connectTimeout: 5000,
        username,
        password
      })
      c.once('connect', () => resolve(c))
      c.once('error', (err) => {
        c.end(true)
        reject(err)
      })
    })
    await client.subscribeAsync(userOrdersTopic(userId))
    const heard: Array<Record<string, unknown>> = []
    client.on('message', (_t, payload) =>
      heard.push(JSON.parse(payload.toString()) as Record<string, unknown>)
    )
    return { client, heard }
  }

  it('a push to an English user is English; a Chinese user’s is as it always was', async () => {
    const en = await paidOrder()
    const zh = await paidOrder()
    expect(
      (await t.client.postJson('/v1/user/locale', { locale: 'en' }, { token: en.token })).body.code
    ).toBe('0000')
    const toEn = await listen(en.token, en.userId)
    const toZh = await listen(zh.token, zh.userId)
    try {
      await staff.post('/board/accept', { orderId: en.orderId, prepMinutes: 10 })
      await staff.post('/board/accept', { orderId: zh.orderId, prepMinutes: 10 })
      await expect
        .poll(() => toEn.heard.find((n) => n.status === 'accepted'))
        .toEqual({ id: en.orderId, status: 'accepted', statusText: 'Accepted by the shop' })
      await expect
        .poll(() => toZh.heard.find((n) => n.status === 'accepted'))
        .toEqual({ id: zh.orderId, status: 'accepted' })
    } finally {
      toEn.client.end(true)
      toZh.client.end(true)
    }
  })
})

describe('wallet records', () => {
  it('a wallet record’s title reads in English and Portuguese; Chinese as written; an old row keeps its text', async () => {
    const o = await paidOrder()
    const read = async (l?: string) =>
      (
        (
          await t.client.get(
            '/v1/wallet/records',
            { page: 1, pageSize: 10 },
            { token: o.token, ...(l ? { headers: lang(l) } : {}) }
          )
        ).body.data as { list: Array<{ id: number; title: string }> }
      ).list
    const names = (await t.db.one<{ name: string; name_en: string | null; name_pt: string | null }>(
      'SELECT name, name_en, name_pt FROM merchants WHERE id = $1',
      [shop.mchId]
    ))!
    const [zh] = await read()
    expect(zh?.title).toBe(`${names.name} 訂單支付`)
    expect((await read('zh-Hant-MO'))[0]?.title).toBe(zh?.title)
    expect((await read('en'))[0]?.title).toBe(`${names.name_en ?? names.name}: order payment`)
    expect((await read('pt-PT'))[0]?.title).toBe(`${names.name_pt ?? names.name}: pagamento de encomenda`)
    const one = await t.client.get(
      '/v1/wallet/record',
      { id: zh!.id },
      { token: o.token, headers: lang('en') }
    )
    expect((one.body.data as { title: string }).title).toBe(`${names.name_en ?? names.name}: order payment`)
    // a row written before keys existed
    await t.db.query('UPDATE wallet_records SET title_key = NULL, title_values = NULL WHERE id = $1', [
      zh!.id
    ])
    expect((await read('en'))[0]?.title).toBe(`${names.name} 訂單支付`)
  })
})

describe('a shop’s closed text', () => {
  it('reads in English and Portuguese; Chinese as written', async () => {
    const [hours] = await t.db.many<{ open_hours: string }>(
      'SELECT open_hours FROM merchants WHERE id = $1',
      [shop.mchId]
    )
    // noon in Macau: closed until the evening
    await t.db.query(`UPDATE merchants SET open_hours = '18:00-22:00' WHERE id = $1`, [shop.mchId])
    try {
      const read = async (l?: string) => {
        const r = await staff.raw<{ closedText: string | null }>('GET', '/shop', {
          query: { merchantId: String(shop.mchId) },
          ...(l ? { headers: lang(l) } : {})
        })
        expect(r.body.code).toBe('0000')
        return r.body.data.closedText
      }
      expect(await read()).toBe('休息中，今日 18:00 開始營業')
      expect(await read('zh-Hant-MO')).toBe('休息中，今日 18:00 開始營業')
      expect(await read('en')).toBe('Closed: opens today at 18:00')
      expect(await read('pt-PT')).toBe('Fechada: abre hoje às 18:00')
    } finally {
      await t.db.query('UPDATE merchants SET open_hours = $2 WHERE id = $1', [shop.mchId, hours!.open_hours])
    }
  })
})

describe('the honey ledger', () => {
  it('a known reason reads in English and Portuguese; Chinese as written; one a service did not word as written', async () => {
    const o = await paidOrder()
    const now = t.clock.now()
    await t.db.query(
      `INSERT INTO points_records (user_id, kind, points, balance_after, reason, ref, expires_at, created_at)
       VALUES ($1, 'earn', 5, 5, '每日簽到（連續第 3 天）', 'test:1', NULL, $2),
              ($1, 'earn', 1, 6, '客服補發', 'test:2', NULL, $2)`,
      [o.userId, now]
    )
    const read = async (l?: string) =>
      (
        (
          await t.client.get(
            '/v1/points/records',
            { state: 'valid', page: 1 },
            { token: o.token, ...(l ? { headers: lang(l) } : {}) }
          )
        ).body.data as { list: Array<{ reason: string }> }
      ).list.map((r) => r.reason)
    expect(await read()).toEqual(['客服補發', '每日簽到（連續第 3 天）'])
    expect(await read('en')).toEqual(['客服補發', 'Daily check-in (day 3 in a row)'])
    expect((await read('pt'))[1]).toBe('Check-in diário (3.º dia seguido)')
  })
})
