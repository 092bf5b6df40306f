import { randomUUID } from 'node:crypto'
import { publicPath } from '../../config/custom-routes'
import type { ApiUser, apiClient } from './api'

/**
 * The pages registered in src/app.config.ts and real query ids for them from a running server (issue 8 point 5
 * and §6): the browser accessibility check and `npm run screens` open every page with these, so a page added
 * to app.config.ts is covered without touching either.
 */
export async function registeredPages(): Promise<string[]> {
  ;(globalThis as { defineAppConfig?: (c: unknown) => unknown }).defineAppConfig = (c) => c
  const app = (await import('../../src/app.config')).default as unknown as {
    pages: string[]
    subPackages: { root: string; pages: string[] }[]
  }
  return [
    ...app.pages.map((p) => `/${p}`),
    ...app.subPackages.flatMap((s) => s.pages.map((p) => `/${s.root}/${p}`))
  ]
}

const point = { lat: 22.1936, lng: 113.5399 }

async function tryGet<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn()
  } catch (e) {
    process.stderr.write(`[page ids] no ${what}: ${(e as Error).message}\n`)
    return undefined
  }
}

/**
 * Query per Taro path (without /index), from rows of this database: merchants of each vertical, goods, an
 * unpaid order of `u` (when the shop is open at this hour), a spell room, group deals and dishes, general shops.
 */
export async function pageQueries(
  api: ReturnType<typeof apiClient>,
  u: ApiUser
): Promise<Record<string, string>> {
  const queries: Record<string, string> = {}
  const token = u.token
  // open shops first: an order or a spell room can only be had where the shop is open at this hour
  const list = async (vertical: string) =>
    (
      await api.call<{ list: Array<{ id: number; isOpen?: boolean }> }>('GET', '/v1/store/merchant/list', {
        params: { ...point, vertical, page: 1, pageSize: 50 }
      })
    ).list
      .sort((a, b) => Number(b.isOpen === true) - Number(a.isOpen === true))
      .map((m) => m.id)
  const mch = (await tryGet('takeaway merchant', () => list('takeaway')))?.[0]
  type MenuGoods = {
    id: number
    soldOut: boolean
    stock: number
    limitBuy: number
    props: Array<{ required: boolean }>
  }
  const menuGoods = mch
    ? (
        await tryGet('takeaway goods', () =>
          api.call<{ categories: Array<{ goods: MenuGoods[] }> }>('GET', `/v1/store/merchant/${mch}/menu`)
        )
      )?.categories.flatMap((c) => c.goods)
    : undefined
  // a dish the order below can buy six of: no per-order limit (a shop open late has 最多購買3件 dishes first),
  // no required choice, in stock
  const goods = (
    menuGoods?.find(
      (g) => !g.soldOut && g.limitBuy === 0 && g.stock >= 6 && g.props.every((p) => !p.required)
    ) ?? menuGoods?.[0]
  )?.id
  const store = (
    await tryGet('supermarket store', () =>
      api.call<Array<{ id: number }>>('GET', '/v1/market/stores', { params: point })
    )
  )?.[0]?.id
  const smGoods = store
    ? (
        await tryGet('supermarket goods', () =>
          api.call<{ list: Array<{ id: number }> }>('GET', '/v1/market/goods', {
            params: { mchId: store, sort: 'default', page: 1, pageSize: 5 }
          })
        )
      )?.list[0]?.id
    : undefined
  const groupMch = (
    await tryGet('group merchant', () =>
      api.call<{ list: Array<{ id: number }> }>('GET', '/tuan/merchant/list', {
        params: { ...point, page: 1, pageSize: 5 }
      })
    )
  )?.list[0]?.id
  const groupDetail = groupMch
    ? await tryGet('group merchant detail', () =>
        api.call<{ deals?: Array<{ id: number }>; brand?: string }>('GET', '/tuan/merchant/detail', {
          params: { id: groupMch }
        })
      )
    : undefined
  const dish = groupMch
    ? await tryGet('group dish', () =>
        api.call<Array<{ id: number }> | { list?: Array<{ id: number }> }>('GET', '/tuan/merchant/menu', {
          params: { id: groupMch }
        })
      )
    : undefined
  const dishId = Array.isArray(dish) ? dish[0]?.id : dish?.list?.[0]?.id
  const general = (
    await tryGet('general shop', () =>
      api.call<{ list: Array<{ id: number }> }>('GET', '/v1/general/stores', {
        params: { ...point, page: 1, pageSize: 5 }
      })
    )
  )?.list[0]?.id
  const generalGoods = general
    ? (
        await tryGet('general goods', () =>
          api.call<{ list: Array<{ id: number }> }>('GET', '/v1/general/goods', {
            params: { mchId: general, page: 1, pageSize: 5 }
          })
        )
      )?.list[0]?.id
    : undefined
  const address = await tryGet('address', () =>
    api.call<{ id: number }>('POST', '/v1/user/address/save', {
      json: {
        name: '陳大文',
        areaCode: '853',
        phone: u.phone,
        address: '澳門南灣大馬路',
        detail: '3樓A',
        lat: 22.1901,
        lng: 113.5402,
        isDefault: true
      },
      token
    })
  )
  // an unpaid takeaway order (the shop may be closed at this hour: then the order pages show their error state)
  let order: number | undefined
  if (mch && goods && address) {
    await tryGet('cart line', () =>
      api.call('POST', '/v1/store/cart/add', {
        json: { mchId: mch, goodsId: goods, itemCount: 6, props: [] },
        token
      })
    )
    order = (
      await tryGet('order', () =>
        api.call<{ orderId: number }>('POST', '/v1/store/order/submit', {
          json: { clientKey: randomUUID(), mchId: mch, addressId: address.id },
          token
        })
      )
    )?.orderId
  }
  // an unpaid group voucher order (no opening hours): the group order pages, and the cashier when no
  // takeaway shop is open at this hour
  const dealId = groupDetail?.deals?.[0]?.id
  const groupOrder = dealId
    ? (
        await tryGet('voucher order', () =>
          api.call<{ orderId: number }>('POST', '/tuan/voucher/buy', {
            json: { clientKey: randomUUID(), dealId, count: 1 },
            token
          })
        )
      )?.orderId
    : undefined
  const payOrder = order ?? groupOrder
  const spellMch = (await tryGet('spell merchant', () => list('spell')))?.[0]
  const tid = spellMch
    ? (
        await tryGet('spell room', () =>
          api.call<{ tid: number }>('POST', '/v2/wm/pinCart/create', { json: { mchId: spellMch }, token })
        )
      )?.tid
    : undefined

  const q = (key: string, query: Record<string, number | string | undefined>) => {
    const parts = Object.entries(query).filter(([, v]) => v !== undefined && v !== '')
    if (parts.length === Object.keys(query).length)
      queries[key] = parts.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')
  }
  for (const p of [
    'mch-info',
    'activity-del',
    'qualification',
    'member',
    'similar-mch',
    'search-mch-goods',
    'report-mch'
  ])
    q(`/packages/takeaway/pages/${p}`, { id: mch })
  q('/packages/takeaway/pages/goods-del', { id: goods, mchId: mch })
  q('/packages/takeaway/pages/car', { mchId: mch })
  q('/packages/takeaway/pages/sub-order', { mchId: mch })
  for (const p of ['order-del', 'order-del2', 'edit-order', 'refund', 'refund-progress', 'evaluation'])
    q(`/packages/takeaway/pages/${p}`, { id: order })
  q('/packages/pagesA/pages/pay', { orderId: payOrder })
  q('/packages/pagesA/pages/web-pay', { orderId: payOrder, status: 'fail' })
  q('/packages/pagesA/pages/guide', { id: mch })
  q('/packages/pagesA/pages/web-view', { src: 'https://example.com/' })
  q('/packages/pagesA/pages/search', { keyword: '奶茶' })
  q('/packages/takeaway/pages/search-mch', { keyword: '奶茶' })
  q('/packages/pagesUser/pages/wallet', { orderId: payOrder })
  for (const p of ['order-del', 'pay-success', 'refund-order'])
    q(`/packages/group/pages/${p}`, { id: groupOrder })
  q('/packages/group/pages/sub-evaluate', { orderId: groupOrder })
  q('/packages/spell/pages/mch-info', { tid })
  q('/packages/spell/pages/share-order', { tid })
  const spellGoods = spellMch
    ? (
        await tryGet('spell goods', () =>
          api.call<{ categories: Array<{ goods: Array<{ id: number }> }> }>(
            'GET',
            `/v1/store/merchant/${spellMch}/menu`
          )
        )
      )?.categories.find((c) => c.goods.length > 0)?.goods[0]?.id
    : undefined
  q('/packages/spell/pages/goods-del', { goodsId: spellGoods, tid })
  q('/packages/supermarket/pages/shop', { id: store })
  q('/packages/supermarket/pages/class', { mchId: store })
  q('/packages/supermarket/pages/search-goods', { mchId: store, keyword: '米' })
  q('/packages/supermarket/pages/goods-details', { id: smGoods, mchId: store })
  q('/packages/supermarket/pages/shop2', { id: store })
  q('/packages/supermarket/pages/sub-order', { mchId: store })
  // the takeaway order: the supermarket page asks the same refund endpoint (an unpaid order: its error state)
  q('/packages/supermarket/pages/refund-progress', { id: order })
  for (const p of [
    'mch-info',
    'mch-del',
    'mch-album',
    'mch-menu',
    'similar-mch',
    'map-mch',
    'mch-not',
    'schedule'
  ])
    q(`/packages/group/pages/${p}`, { id: groupMch })
  q('/packages/group/pages/evaluate-list', { mchId: groupMch })
  q('/packages/group/pages/evaluate-more', { mchId: groupMch })
  q('/packages/group/pages/combo-del', { id: groupDetail?.deals?.[0]?.id })
  q('/packages/group/pages/sub-order', { dealId: groupDetail?.deals?.[0]?.id, mchId: groupMch })
  q('/packages/group/pages/dish-del', { id: dishId })
  q('/packages/group/pages/brand-del', { brand: groupDetail?.brand })
  for (const p of ['mch-info', 'similar-mch', 'mch-discount'])
    q(`/packages/general/pages/${p}`, { id: general })
  q('/packages/general/pages/goods-del', { id: generalGoods })
  q('/packages/general/pages/activity-del', { id: general, index: 0 })

  return queries
}

export function pageUrl(taroPath: string, queries: Record<string, string>): string {
  const query = queries[taroPath.replace(/\/index$/, '')]
  return `${publicPath(taroPath)}${query ? `?${query}` : ''}`
}
