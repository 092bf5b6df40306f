import { beforeEach, describe, expect, it } from 'vitest'
import { fake, type FakeRequest, type FakeResponse } from '../../tests/setup/taro-fake'
import { setAuthContext } from './auth-context'
import { addToCart, calcCart, cartTotalCount } from './cart'
import { cancelCollect, collect } from './favourite'
import { PAGES } from './nav'
import { reportMerchant } from './report'
import { resetRequestState } from './request'
import { RETURN_PAGE_KEY } from './return-page'
import { listTakeawayMerchants } from './takeaway'

const ok = (data: unknown): FakeResponse => ({ statusCode: 200, data: { code: '0000', msg: '', data } })
const unauthorized: FakeResponse = { statusCode: 200, data: { code: '401', msg: '請先登入', data: null } }
function serve(rest: (r: FakeRequest) => FakeResponse) {
  fake.requestHandler = async (r) => (r.url === '/api' ? ok(Date.now()) : rest(r))
}
const calls = () => fake.requests.filter((r) => r.url !== '/api')

beforeEach(() => {
  fake.reset()
  resetRequestState()
  setAuthContext({
    token: () => '',
    mchId: () => '',
    switches: () => ({ goodsRecommend: true, adRecommend: true }),
    onUnauthorized: () => undefined
  })
  fake.pages = [{ route: 'packages/takeaway/pages/mch-info/index', options: { id: '5' } }]
})

describe('takeaway services on the wire', () => {
  it('a 401 on calc saves the return page first, then opens login (calc is not a login call)', async () => {
    serve(() => unauthorized)
    await expect(calcCart({ mchId: 5, lat: 22.19, lng: 113.54, data: [] })).rejects.toThrow()
    expect(fake.storage.get(RETURN_PAGE_KEY)).toMatchObject({
      url: '/packages/takeaway/pages/mch-info/index?id=5'
    })
    expect(fake.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: PAGES.login })
  })

  it('the cart count is flagged: a 401 does not redirect', async () => {
    serve(() => unauthorized)
    await expect(cartTotalCount(5)).rejects.toThrow()
    expect(fake.navigations).toEqual([])
  })

  it('calc and add are JSON posts; add shows 正在添加', async () => {
    serve(() => ok(null))
    await calcCart({ mchId: 5, lat: 22.19, lng: 113.54, data: [{ goodsId: 1, itemCount: 2, props: [] }] })
    await addToCart({
      mchId: 5,
      goodsId: 2,
      itemCount: 1,
      props: [{ name: '份量', values: [{ value: '大份' }] }]
    })
    const [calc, add] = calls()
    expect(calc?.url).toBe('/api/v2/wm/cart/calc')
    expect(calc?.header?.['content-type']).toBe('application/json')
    expect(JSON.parse(String(calc?.data))).toEqual({
      mchId: 5,
      lat: 22.19,
      lng: 113.54,
      data: [{ goodsId: 1, itemCount: 2, props: [] }]
    })
    expect(add?.url).toBe('/api/v1/store/cart/add')
    expect(fake.loading).toEqual(['正在添加'])
  })

  it('favourites are form posts with targetId and objType; reports are JSON', async () => {
    serve(() => ok(null))
    await collect(5, 'merchant')
    await cancelCollect(5, 'merchant')
    await reportMerchant({ mchId: 5, type: '其他', content: '內容內容內容', images: [] })
    const [c, u, r] = calls()
    expect(c?.url).toBe('/api/tuan/user/collect')
    expect(c?.data).toEqual({ targetId: 5, objType: 'merchant' })
    expect(u?.url).toBe('/api/tuan/user/cancelCollect')
    expect(r?.url).toBe('/api/v1/store/merchant/report')
    expect(JSON.parse(String(r?.data))).toEqual({
      mchId: 5,
      type: '其他',
      content: '內容內容內容',
      images: []
    })
  })

  it('the takeaway list sends the vertical, sort and filters', async () => {
    serve(() => ok({ list: [], page: 1, pageSize: 10, total: 0, hasMore: false }))
    await listTakeawayMerchants({
      lat: 22.1,
      lng: 113.5,
      page: 1,
      sort: 'rating',
      freeDelivery: 1,
      minStar: 4.5
    })
    expect(calls()[0]?.data).toMatchObject({
      vertical: 'takeaway',
      sort: 'rating',
      freeDelivery: 1,
      minStar: 4.5,
      pageSize: 10
    })
  })
})
