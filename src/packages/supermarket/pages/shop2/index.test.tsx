import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, card, home, item, NoopObserver } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ getMarketHome: vi.fn(), listMarketGoods: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.mock('@/services/cart', () => cartApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import Shop2 from './index'

const page = (list: ReturnType<typeof card>[], hasMore = false) => ({
  list,
  total: hasMore ? 35 : list.length,
  page: 1,
  pageSize: 20,
  hasMore
})
const rice = card({
  id: 21,
  name: '泰國香米',
  skus: [
    { productId: 31, spec: '5kg', price: 8800, originalPrice: null, stock: 9, totalStock: 9, limitBuy: 0 }
  ]
})

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/shop2/index', options: { id: '5' } })
  useSession.setState({ token: 'tok', loggedIn: true })
  mk.getMarketHome.mockReset().mockResolvedValue({
    ...home(),
    aisles: [
      { id: 1, name: '乳品烘焙', children: [{ id: 11, name: '鮮奶', children: [] }] },
      { id: 2, name: '糧油米麵', children: [] }
    ]
  })
  mk.listMarketGoods
    .mockReset()
    .mockImplementation(async (q: { aisleId: number }) =>
      q.aisleId === 1 ? page([card()], true) : page([rice])
    )
  cartApi.cartTotalCount.mockReset().mockResolvedValue(0)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([]))
  cartApi.addToCart.mockReset()
})

describe('supermarket shop2 (store by aisle)', () => {
  it('lays the store out by aisle with an index; a single-SKU goods goes into the cart from the list', async () => {
    render(<Shop2 />)
    expect(await screen.findByText('泰國香米')).toBeTruthy()
    expect(screen.getByText('澳門鮮奶')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenCalledWith({ mchId: 5, aisleId: 1 })
    expect(mk.listMarketGoods).toHaveBeenCalledWith({ mchId: 5, aisleId: 2 })
    // the sticky index names every aisle
    const index = screen.getByLabelText('貨架索引')
    expect(
      within(index)
        .getAllByRole('tab')
        .map((t) => t.textContent)
    ).toEqual(['乳品烘焙', '糧油米麵'])
    fireEvent.click(within(index).getByText('糧油米麵'))
    expect(within(index).getByRole('tab', { name: '糧油米麵' }).getAttribute('aria-selected')).toBe('true')
    // an aisle with more goods than shown links to all of them
    expect(screen.getByText('查看乳品烘焙全部 35 件')).toBeTruthy()

    await waitFor(() => expect(cartApi.cartTotalCount).toHaveBeenCalled())
    const calls = cartApi.calcCart.mock.calls.length
    cartApi.calcCart.mockResolvedValue(
      calc([item({ goodsId: 31, productId: 31, name: '泰國香米 5kg', stock: 9 })], { total: 8800 })
    )
    fireEvent.click(screen.getByLabelText('增加泰國香米 5kg'))
    await waitFor(() => expect(cartApi.calcCart.mock.calls.length).toBeGreaterThan(calls))
    expect(cartApi.calcCart.mock.calls.at(-1)?.[0]).toMatchObject({
      mchId: 5,
      data: [{ goodsId: 31, itemCount: 1, props: [] }]
    })
    expect(await screen.findByLabelText('減少泰國香米 5kg')).toBeTruthy()
    // the aisle page's cart bar leads on: the bag opens the chosen goods, 去結算 the checkout (issue 35 point 3)
    expect(document.querySelector('.cart-bar__badge')?.textContent).toBe('1')
    expect(document.querySelector('.cart-bar__total')?.textContent).toBe('MOP 88')
    // below the delivery minimum the checkout still opens (self-pickup has none); the bar says what is missing
    expect(document.querySelector('.cart-bar__delivery')?.textContent).toBe('外送差MOP 12起送，自取不限')
    fireEvent.click(screen.getByRole('button', { name: '購物車' }))
    expect(await screen.findByText('已選商品')).toBeTruthy()
    fireEvent.click(screen.getByText('去結算'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/sub-order/index?mchId=5')
  }, 20_000)

  it('a goods with specs opens one row per SKU with its own price and limit; a level-2 aisle opens class-view', async () => {
    render(<Shop2 />)
    fireEvent.click(await screen.findByRole('button', { name: '澳門鮮奶 選規格' }))
    const rows = screen.getByLabelText('澳門鮮奶 規格')
    expect(within(rows).getByText('MOP 32')).toBeTruthy()
    expect(within(rows).getByText('庫存 5 · 每人限購2件')).toBeTruthy()
    expect(within(rows).getByLabelText('增加澳門鮮奶 2L')).toBeTruthy()
    expect(fake.navigations).toEqual([])

    fireEvent.click(screen.getByText('鮮奶'))
    expect(fake.navigations.at(-1)?.url).toContain(
      '/packages/supermarket/pages/class-view/index?mchId=5&aisleId=11'
    )
  }, 20_000)
})
