import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { listCalls, summary } from '@/components/order-list/order-list-fixtures'
import { resetRequestState } from '@/services/request'
import { useSession } from '@/stores/session'
import { initialSession } from '@/stores/session-reducer'
import { fake, type FakeRequest } from '../../../../../tests/setup/taro-fake'
import SearchAllOrder, { ALL_ORDER_SEARCH_KEY } from './index'

const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

beforeEach(() => {
  resetRequestState()
  useSession.setState({ ...initialSession, token: 't-1', loggedIn: true })
  // the stand-in server matches the keyword against merchant name and order number
  const orders = [summary(1, 'takeaway', '官也葡國餐廳'), summary(2, 'general', '澳門百貨')]
  fake.requestHandler = async (r: FakeRequest) => {
    if (r.url.includes('/v1/store/order/list')) {
      const kw = String((r.data as { keyword?: string }).keyword ?? '')
      const list = orders.filter((o) => o.merchantName.includes(kw) || o.orderNo === kw)
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
})

// a loaded 2-core machine renders the first page slowly
describe('search all orders', { timeout: 20_000 }, () => {
  it('asks nothing before a keyword, then searches every vertical on the server', async () => {
    render(<SearchAllOrder />)
    expect(listCalls()).toEqual([])
    typeInto(screen.getByLabelText('搜尋訂單'), ' T2 ')
    fireEvent.click(screen.getByText('搜尋'))
    expect(await screen.findByText('澳門百貨')).toBeTruthy()
    expect(screen.queryByText('官也葡國餐廳')).toBeNull()
    expect(listCalls().at(-1)).toMatchObject({ keyword: 'T2', page: 1 })
    expect(listCalls().at(-1)).not.toHaveProperty('vertical')
    expect(fake.storage.get(ALL_ORDER_SEARCH_KEY)).toEqual(['T2'])
  })

  it('says when nothing matches, and a history word searches again', async () => {
    fake.storage.set(ALL_ORDER_SEARCH_KEY, ['官也'])
    render(<SearchAllOrder />)
    fireEvent.click(screen.getByText('官也'))
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
    typeInto(screen.getByLabelText('搜尋訂單'), '沒有這間')
    fireEvent.click(screen.getByText('搜尋'))
    await waitFor(() => expect(screen.getByText('沒有找到相關訂單')).toBeTruthy())
  })
})
