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
  const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/pay/online', {
    params: { orderId: placed.orderId },
    token: u.token
  })
  // what the gateway page's 支付成功 button posts: its own signed callback
  const page = await (await fetch(`${h.baseUrl}${payUrl}`)).text()
  const body = /class="success" data-body="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&')
  if (!body) throw new Error('no success button on the gateway page')
  const paid = await fetch(`${h.baseUrl}/api/v1/pay/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body
  })
  expect(((await paid.json()) as { code: string }).code).toBe('0000')
  return { ...placed, merchantId: shop.id }
}
