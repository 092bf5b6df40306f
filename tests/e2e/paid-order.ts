import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { apiClient, ApiUser } from './api'
import type { Harness } from './harness'

/** A takeaway order at `shopName`, placed and paid through the API (the sandbox gateway's own signed callback). */
export async function paidOrder(h: Harness, api: ReturnType<typeof apiClient>, u: ApiUser, shopName: string) {
  const shops = await api.call<{ list: Array<{ id: number; name: string }> }>(
    'GET',
    '/v1/store/merchant/list',
    {
      params: { keyword: shopName, vertical: 'takeaway', page: 1, pageSize: 10 }
    }
  )
  const shop = shops.list.find((m) => m.name === shopName)
  if (!shop) throw new Error(`${shopName} not found`)
  const menu = await api.call<{
    categories: Array<{ goods: Array<{ id: number; price: number; props: unknown[]; soldOut: boolean }> }>
  }>('GET', `/v1/store/merchant/${shop.id}/menu`, {})
  const plain = menu.categories
    .flatMap((c) => c.goods)
    .filter((g) => g.props.length === 0 && !g.soldOut)
    .sort((a, b) => b.price - a.price)[0]
  if (!plain) throw new Error('no goods without options')
  await api.call('POST', '/v1/user/address/save', {
    json: {
      name: '陳大文',
      areaCode: '853',
      phone: u.phone,
      address: '澳門筷子基和樂大馬路',
      detail: '12樓C座',
      lat: 22.2069,
      lng: 113.5372,
      isDefault: true
    },
    token: u.token
  })
  const addresses = await api.call<Array<{ id: number }>>('GET', '/v1/user/address/list', { token: u.token })
  await api.call('POST', '/v1/store/cart/add', {
    json: { mchId: shop.id, goodsId: plain.id, itemCount: 1, props: [] },
    token: u.token
  })
  const placed = await api.call<{ orderId: number; orderNo: string }>('POST', '/v1/store/order/submit', {
    json: { clientKey: randomUUID(), mchId: shop.id, addressId: addresses[0]?.id },
    token: u.token
  })
  await payOnline(h, api, u, placed.orderId)
  return { ...placed, merchantId: shop.id }
}

/** Pays an order online as the sandbox gateway's 支付成功 button does: its own signed callback. */
async function payOnline(h: Harness, api: ReturnType<typeof apiClient>, u: ApiUser, orderId: number) {
  const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/pay/online', {
    params: { orderId },
    token: u.token
  })
  const page = await (await fetch(`${h.baseUrl}${payUrl}`)).text()
  const body = /class="success" data-body="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&')
  if (!body) throw new Error('no success button on the gateway page')
  const paid = await fetch(`${h.baseUrl}/api/v1/pay/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body
  })
  expect(((await paid.json()) as { code: string }).code).toBe('0000')
}

/**
 * `lines` bottles (one each of different wines) from the general store's wine merchant `at` (its name and place), delivered to a door near it: the
 * customer declares an adult's birth date (the server's 18+ rule at submit), orders through the general store's
 * submit and pays online. The order carries the rider's 18+ handover at the door.
 */
export async function paidWineOrder(
  h: Harness,
  api: ReturnType<typeof apiClient>,
  u: ApiUser,
  at: { name: string; lat: number; lng: number },
  lines = 1
) {
  const shopName = at.name
  await api.call('POST', '/v1/general/age/declare', { json: { birthDate: '1990-05-01' }, token: u.token })
  const stores = await api.call<{ list: Array<{ id: number; name: string }> }>('GET', '/v1/general/stores', {
    params: { keyword: shopName, kind: 'wine', page: 1, pageSize: 10 }
  })
  const shop = stores.list.find((m) => m.name === shopName)
  if (!shop) throw new Error(`${shopName} not found`)
  const goods = await api.call<{
    list: Array<{ id: number; name: string; price: number; soldOut?: boolean }>
  }>('GET', '/v1/general/goods', { params: { mchId: shop.id, page: 1, pageSize: 50 } })
  // the dearest bottles: over the shop's minimum order
  const wines = goods.list
    .filter((g) => !g.soldOut)
    .sort((a, b) => b.price - a.price)
    .slice(0, lines)
  if (wines.length < lines) throw new Error(`not ${lines} wines at ${shopName}`)
  await api.call('POST', '/v1/user/address/save', {
    json: {
      name: '陳大文',
      areaCode: '853',
      phone: u.phone,
      address: '澳門南灣湖景大馬路',
      detail: '18樓B座',
      lat: at.lat + 0.002,
      lng: at.lng + 0.001,
      isDefault: true
    },
    token: u.token
  })
  const addresses = await api.call<Array<{ id: number }>>('GET', '/v1/user/address/list', { token: u.token })
  for (const wine of wines) {
    await api.call('POST', '/v1/store/cart/add', {
      json: { mchId: shop.id, goodsId: wine.id, itemCount: 1, props: [] },
      token: u.token
    })
  }
  const placed = await api.call<{ orderId: number; orderNo: string }>('POST', '/v1/general/order/submit', {
    json: { clientKey: randomUUID(), mchId: shop.id, addressId: addresses[0]?.id },
    token: u.token
  })
  await payOnline(h, api, u, placed.orderId)
  return { ...placed, merchantId: shop.id, wines: wines.map((w) => w.name) }
}
