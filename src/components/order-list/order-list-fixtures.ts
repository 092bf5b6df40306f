import { fake, type FakeRequest } from '../../../tests/setup/taro-fake'

/** Test support: the order-list calls a page made, and a stand-in server for them. */
export const listCalls = () =>
  fake.requests
    .filter((r) => r.url.includes('/v1/store/order/list'))
    .map((r) => r.data as Record<string, unknown>)

export const summary = (id: number, vertical: string, merchantName: string) => ({
  id,
  orderNo: `T${id}`,
  vertical,
  fulfilment: 'delivery',
  merchantId: 3,
  merchantName,
  merchantLogo: '',
  status: 'unpaid',
  statusText: '待付款',
  total: 5000,
  itemCount: 1,
  firstItems: ['葡撻'],
  createdAt: Math.floor(Date.now() / 1000) - 60,
  actions: ['pay', 'cancel']
})

/** A stand-in server that answers the list with what it holds for the asked vertical. */
export function serve(byVertical: Record<string, unknown[]>) {
  fake.requestHandler = async (r: FakeRequest) => {
    if (r.url.includes('/v1/store/order/list')) {
      const q = r.data as { vertical?: string }
      const list = q.vertical ? (byVertical[q.vertical] ?? []) : Object.values(byVertical).flat()
      return {
        statusCode: 200,
        data: {
          code: '0000',
          msg: '',
          data: { list, page: 1, pageSize: 10, total: list.length, hasMore: false }
        }
      }
    }
    return { statusCode: 200, data: { code: '0000', msg: '', data: Date.now() } }
  }
}
