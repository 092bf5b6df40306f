import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, card, NoopObserver } from '../../test-support/fixtures'

const pageEvents = vi.hoisted(() => ({ reachBottom: null as null | (() => void) }))
vi.mock('@tarojs/taro', async (orig) => ({
  ...(await orig<object>()),
  useReachBottom: (fn: () => void) => void (pageEvents.reachBottom = fn)
}))
const mk = vi.hoisted(() => ({ getMarketAisles: vi.fn(), listMarketGoods: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.mock('@/services/cart', () => cartApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import ClassView from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({
    route: 'packages/supermarket/pages/class-view/index',
    options: { mchId: '5', aisleId: '21' }
  })
  useSession.setState({ token: 'tok', loggedIn: true })
  mk.getMarketAisles
    .mockReset()
    .mockResolvedValue([{ id: 2, name: '糧油米麵', children: [{ id: 21, name: '香米', children: [] }] }])
  mk.listMarketGoods
    .mockReset()
    .mockImplementation(async (q: { page: number; sort: string; inStock: string }) => ({
      list:
        q.page === 2
          ? [card({ id: 40, name: '日本珍珠米' })]
          : [
              card({
                id: 30,
                name: q.sort === 'sales' ? '暢銷泰國香米' : q.inStock === '1' ? '有貨香米' : '泰國香米'
              })
            ],
      total: 2,
      page: q.page,
      pageSize: 20,
      hasMore: q.page === 1
    }))
  cartApi.cartTotalCount.mockReset().mockResolvedValue(0)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([]))
})

describe('supermarket class-view', () => {
  it('one level-2 aisle: sort, only in stock, and the next page on reach-bottom', async () => {
    render(<ClassView />)
    expect(await screen.findByText('泰國香米')).toBeTruthy()
    expect(await screen.findByText('糧油米麵 › 香米')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenLastCalledWith({
      mchId: 5,
      aisleId: 21,
      sort: 'default',
      inStock: '0',
      page: 1
    })

    await act(async () => pageEvents.reachBottom?.())
    expect(await screen.findByText('日本珍珠米')).toBeTruthy()
    expect(screen.getByText('沒有更多了')).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: '銷量' }))
    expect(await screen.findByText('暢銷泰國香米')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenLastCalledWith({
      mchId: 5,
      aisleId: 21,
      sort: 'sales',
      inStock: '0',
      page: 1
    })

    fireEvent.click(screen.getByRole('tab', { name: '綜合' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '只看有貨' }))
    expect(await screen.findByText('有貨香米')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: '只看有貨' }).getAttribute('aria-checked')).toBe('true')
  }, 20_000)

  it('a failing list offers a retry', async () => {
    mk.listMarketGoods.mockRejectedValue(new Error('down'))
    render(<ClassView />)
    expect(await screen.findByText('商品載入失敗')).toBeTruthy()
  }, 20_000)
})
